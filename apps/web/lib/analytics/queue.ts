import { MAX_EVENTS_PER_BATCH } from '@vacaturesite/shared/analytics';
import type { AnalyticsBatch, AnalyticsEvent } from './events';

/**
 * The browser's event queue (spec §7, §9), free of DOM and React so it is unit tested with fake timers.
 *
 * - Events wait in memory, in the order they happened.
 * - `start()` begins sending `startDelay` ms later (5000, spec §9) and then every `interval` ms.
 * - `flush()` sends now, also before the start delay is over (page hidden, explicit request).
 * - The queue is emptied *before* sending, so an event is never sent twice, and a failed send is
 *   swallowed (spec §8): analytics never break a page or retry into a storm.
 */
export type Send = (batch: AnalyticsBatch, options: { beacon: boolean }) => unknown;

export type QueueOptions = {
  send: Send;
  /** The session cookie's value at send time, or null to drop the batch (consent gone, no cookie). */
  session: () => string | null;
  startDelay?: number;
  interval?: number;
  maxQueue?: number;
};

export type AnalyticsQueue = {
  push(event: AnalyticsEvent): void;
  flush(options?: { beacon?: boolean }): void;
  start(): void;
  stop(): void;
  readonly size: number;
};

export const START_DELAY_MS = 5000;
export const FLUSH_INTERVAL_MS = 10_000;
/** A tab left open for days must not grow without bound while sending keeps failing. */
export const MAX_QUEUE = 1000;

export function createQueue({
  send,
  session,
  startDelay = START_DELAY_MS,
  interval = FLUSH_INTERVAL_MS,
  maxQueue = MAX_QUEUE,
}: QueueOptions): AnalyticsQueue {
  let events: AnalyticsEvent[] = [];
  let startTimer: ReturnType<typeof setTimeout> | null = null;
  let intervalTimer: ReturnType<typeof setInterval> | null = null;

  const flush = ({ beacon = false }: { beacon?: boolean } = {}) => {
    if (events.length === 0) return;
    const taken = events;
    events = [];
    let value: string | null;
    try {
      value = session();
    } catch {
      value = null;
    }
    if (!value) return;
    for (let i = 0; i < taken.length; i += MAX_EVENTS_PER_BATCH) {
      const batch: AnalyticsBatch = { data: { events: taken.slice(i, i + MAX_EVENTS_PER_BATCH), session: value } };
      try {
        const result = send(batch, { beacon });
        if (result && typeof (result as Promise<unknown>).catch === 'function') (result as Promise<unknown>).catch(() => undefined);
      } catch {
        // swallowed (spec §8)
      }
    }
  };

  return {
    push(event) {
      events.push(event);
      if (events.length > maxQueue) events.splice(0, events.length - maxQueue);
    },
    flush,
    start() {
      if (startTimer || intervalTimer) return;
      startTimer = setTimeout(() => {
        startTimer = null;
        flush();
        intervalTimer = setInterval(() => flush(), interval);
      }, startDelay);
    },
    stop() {
      if (startTimer) clearTimeout(startTimer);
      if (intervalTimer) clearInterval(intervalTimer);
      startTimer = null;
      intervalTimer = null;
    },
    get size() {
      return events.length;
    },
  };
}
