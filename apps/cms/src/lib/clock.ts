/**
 * "Now" for the jobs that act on periods of weeks (CV retention, decision 033). An end-to-end test
 * cannot wait 28 days, so with CMS_TEST_CLOCK=on (set by the test stack only, never in an operator's
 * environment) an admin route moves this clock forward; without it the offset stays 0 and the route
 * does not exist.
 */
let offsetMs = 0;

export const testClockEnabled = (env: NodeJS.ProcessEnv = process.env) => env.CMS_TEST_CLOCK === 'on';

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

export function moveTestClock(days: number, env: NodeJS.ProcessEnv = process.env): void {
  if (!testClockEnabled(env)) throw new Error('The test clock is off (CMS_TEST_CLOCK)');
  offsetMs = days * 24 * 60 * 60 * 1000;
}
