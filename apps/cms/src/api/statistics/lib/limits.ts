import { consumeOrRefuse, createRateLimiter } from '../../../lib/rate-limits';
import type { CleanBatch, Result } from '../../../lib/analytics-events/validation';

/**
 * How much one client may write through `POST /api/statistics` (decision 007, issue 34). Keyed on what a
 * client cannot pick (the address the client-address middleware settled) and on the session, never on
 * the user agent: a new user agent or session id per batch gave a fresh budget, and one address stored
 * 40 batches of 200 events that way.
 * - per session: ANALYTICS_RATE_MAX batches (default 120) per ANALYTICS_RATE_WINDOW_MS (60 s); a
 *   browser flushes a few times a minute;
 * - per address: ANALYTICS_ADDRESS_EVENTS_MAX events (default 6000) per the same window, counted by the
 *   batch's size: room for an office behind one NAT address (a visitor sends tens of events a
 *   minute), while one client stores at most that many rows a minute.
 */
const DEFAULT_SESSION_BATCHES = 120;
const DEFAULT_ADDRESS_EVENTS = 6000;
const DEFAULT_WINDOW_MS = 60_000;

const MESSAGE = 'Too many statistics batches from this client; try again later';

export type StatisticsLimits = {
  /**
   * Counts one parsed batch (valid or not) against its address and session; throws the 429 past either
   * budget. A refused batch stores nothing and costs its address one event, so a flood of them is
   * bounded too; a session over its budget no longer draws on its address's.
   */
  admit(ctx: { set(name: string, value: string): void }, address: string, batch: Result<CleanBatch>): Promise<void>;
};

/** Each budget from its variable; unset, empty or 0 is the default (0 would refuse every batch). */
export function statisticsLimits(env: NodeJS.ProcessEnv = process.env): StatisticsLimits {
  const windowMs = Number(env.ANALYTICS_RATE_WINDOW_MS) || DEFAULT_WINDOW_MS;
  const perSession = createRateLimiter({
    name: 'statistics:session',
    points: Number(env.ANALYTICS_RATE_MAX) || DEFAULT_SESSION_BATCHES,
    windowMs,
  });
  const perAddress = createRateLimiter({
    name: 'statistics:address',
    points: Number(env.ANALYTICS_ADDRESS_EVENTS_MAX) || DEFAULT_ADDRESS_EVENTS,
    windowMs,
  });
  return {
    async admit(ctx, address, batch) {
      if (batch.ok) await consumeOrRefuse(ctx, perSession, batch.value.sessionId, MESSAGE);
      await consumeOrRefuse(ctx, perAddress, address, MESSAGE, batch.ok ? batch.value.events.length : 1);
    },
  };
}
