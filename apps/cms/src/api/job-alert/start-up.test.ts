import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Core } from '@strapi/strapi';

/**
 * README: job alert digests go out daily at 18:00 Europe/Amsterdam (`JOB_ALERT_DIGEST_CRON`). The
 * digest's entry goes through Strapi's own cron service (croner underneath), the one `strapi.cron`
 * is, so the rule, the time zone and the firing are Strapi's real handling of our options.
 */

const require = createRequire(import.meta.url);
type CronService = {
  add(tasks: object): CronService;
  start(): CronService;
  destroy(): CronService;
  jobs: { name: string | null; options: unknown; job: { nextRun(): Date | null; nextRuns(n: number): Date[] } }[];
};
// Not among @strapi/core's exports; the file strapi.cron is built from (providers/cron.js).
const createCronService = require(
  path.join(path.dirname(require.resolve('@strapi/core/package.json')), 'dist/services/cron.js'),
) as () => CronService;

const fakeStrapi = { log: { info: () => {}, error: (...args: unknown[]) => console.error(...args) } } as unknown as Core.Strapi;
// The cron service hands the global `strapi` to each task and logs through it, as in a running CMS.
(globalThis as { strapi?: Core.Strapi }).strapi = fakeStrapi;
let cron: CronService | undefined;

async function scheduled(runDigest = vi.fn(async () => ({ alerts: 0, vacancies: 0 }))) {
  const { jobAlertDigestCron } = await import('./start-up');
  const maintainGuests = vi.fn(async () => ({ asked: 0, removed: 0 }));
  cron = createCronService()
    .add(jobAlertDigestCron(fakeStrapi, runDigest, maintainGuests))
    .start();
  return { runDigest, maintainGuests, entry: cron.jobs[0] };
}

afterEach(() => {
  cron?.destroy();
  cron = undefined;
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('job alert digest schedule', () => {
  it('is registered as jobAlertDigest at 18:00 Europe/Amsterdam, winter and summer time alike', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-27T12:00:00Z') });
    const { entry } = await scheduled();
    expect(entry.name).toBe('jobAlertDigest');
    expect(entry.options).toEqual({ rule: '0 18 * * *', tz: 'Europe/Amsterdam' });
    // 18:00 CET is 17:00 UTC; from 29 March (CEST) it is 16:00 UTC.
    expect(entry.job.nextRuns(3).map((date) => date.toISOString())).toEqual([
      '2026-03-27T17:00:00.000Z',
      '2026-03-28T17:00:00.000Z',
      '2026-03-29T16:00:00.000Z',
    ]);
  });

  it('runs the digest once when 18:00 comes, not before', async () => {
    vi.useFakeTimers({ now: new Date('2026-07-01T15:59:58Z') }); // 17:59:58 in Amsterdam (CEST)
    const { runDigest, maintainGuests } = await scheduled();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(runDigest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runDigest).toHaveBeenCalledTimes(1);
    expect(runDigest).toHaveBeenCalledWith(fakeStrapi);
    // The guest alerts' daily round follows the digest (decision 032).
    expect(maintainGuests).toHaveBeenCalledWith(fakeStrapi);
    // Not again within the hour; then the next day's 18:00 (croner re-checks at least every 30 s).
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(runDigest).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2026-07-02T15:59:30Z'));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(runDigest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(runDigest).toHaveBeenCalledTimes(2);
  });

  it('JOB_ALERT_DIGEST_CRON replaces the rule, still in Amsterdam time', async () => {
    vi.stubEnv('JOB_ALERT_DIGEST_CRON', '30 7 * * 1-5');
    vi.useFakeTimers({ now: new Date('2026-07-03T12:00:00Z') }); // a Friday
    const { entry } = await scheduled();
    expect(entry.options).toEqual({ rule: '30 7 * * 1-5', tz: 'Europe/Amsterdam' });
    expect(entry.job.nextRun()!.toISOString()).toBe('2026-07-06T05:30:00.000Z');
  });
});
