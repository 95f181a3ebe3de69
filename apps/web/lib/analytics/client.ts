import { type EventType, type ItemType, withoutPrivateParams } from '@vacaturesite/shared/analytics';
import type { AnalyticsBatch, AnalyticsEvent } from './events';
import { mayTrack } from './privacy';
import { type AnalyticsQueue, createQueue } from './queue';
import { decodeSession, encodeSession, ensureSession, readCookie, SESSION_COOKIE } from './session';

/**
 * The one queue of a browser tab. `initAnalytics()` (the tracker in the root layout) decides whether
 * this visitor is tracked at all; when not, `track()` is a no-op, so any component can call it without
 * checks (account forms: `track('user-auth sign in')`). What a page's own components track before
 * that decision (React runs their effects before the root layout's: SearchTracker) waits in a small
 * buffer and joins the queue once there is one; it is never sent for a visitor who is not tracked.
 */
export const STATISTICS_PATH = '/api/statistics';

let queue: AnalyticsQueue | null = null;
const EARLY_EVENTS_MAX = 20;
const early: AnalyticsEvent[] = [];

function send(batch: AnalyticsBatch, { beacon }: { beacon: boolean }) {
  const body = JSON.stringify(batch);
  if (beacon && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(STATISTICS_PATH, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // fall back to fetch
    }
  }
  return fetch(STATISTICS_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'same-origin',
  });
}

function currentSession(): string | null {
  const session = decodeSession(readCookie(document.cookie, SESSION_COOKIE));
  return session ? encodeSession(session) : null;
}

/** Sets up the queue once per tab; false when this visitor is not tracked (crawler, DNT, GPC). */
export function initAnalytics(options: { crawler?: boolean } = {}): { enabled: boolean; createdSession: boolean } {
  if (typeof window === 'undefined') return { enabled: false, createdSession: false };
  if (queue) return { enabled: true, createdSession: false };
  if (
    options.crawler ||
    !mayTrack(navigator as Navigator & { globalPrivacyControl?: boolean }, window as unknown as { doNotTrack?: string | null })
  ) {
    return { enabled: false, createdSession: false };
  }
  let createdSession: boolean;
  try {
    createdSession = ensureSession(document, location.protocol === 'https:').created;
  } catch {
    return { enabled: false, createdSession: false };
  }
  queue = createQueue({ send, session: currentSession });
  for (const event of early.splice(0)) queue.push(event);
  queue.start();
  return { enabled: true, createdSession };
}

/**
 * What an event may carry besides its type; `url` and `timestamp` default to now (track.ts takes them when called).
 * The address leaves without search words or location (`q`, `near`: decision 050); the CMS drops them too.
 */
export type TrackExtra = { item?: { type: ItemType; id: string }; label?: string; url?: string; timestamp?: number };

export function track(eventType: EventType, extra: TrackExtra = {}): void {
  if (typeof window === 'undefined') return;
  try {
    const event: AnalyticsEvent = {
      eventType,
      url: withoutPrivateParams(extra.url ?? location.pathname + location.search),
      timestamp: extra.timestamp ?? Date.now(),
    };
    if (extra.item) event.item = extra.item;
    if (extra.label) event.label = extra.label.slice(0, 200);
    if (queue) queue.push(event);
    else if (early.length < EARLY_EVENTS_MAX) early.push(event);
  } catch {
    // analytics never break a page (spec §8)
  }
}

/** Sends what is queued now; `beacon` when the page is going away (hidden, closed). */
export function flushAnalytics(options: { beacon?: boolean } = {}): void {
  queue?.flush(options);
}
