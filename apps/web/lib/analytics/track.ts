import type { EventType } from '@vacaturesite/shared/analytics';
import type { TrackExtra } from './client';

type Analytics = typeof import('./tracking');

let analytics: Promise<Analytics> | null = null;

/**
 * The analytics code is not part of a page's first load (decision 041: 2.7 kB gzip of every page,
 * issue 14); the root layout's tracker starts loading it at hydration. A failed load is retried on the
 * next call; analytics never break a page (spec §8).
 */
export function loadAnalytics(): Promise<Analytics> {
  analytics ??= import('./tracking').catch((error: unknown) => {
    analytics = null;
    throw error;
  });
  return analytics;
}

type At = Required<Pick<TrackExtra, 'url' | 'timestamp'>>;

/** Hands an event to the analytics once loaded, with when and where taken now: it is recorded a moment later. */
function later(record: (loaded: Analytics, at: At) => void): void {
  if (typeof window === 'undefined') return;
  const at: At = { url: location.pathname + location.search, timestamp: Date.now() };
  loadAnalytics().then(
    (loaded) => record(loaded, at),
    () => {},
  );
}

/** Records an event; any component may call it (`track('user-auth sign in')`). A no-op on the server. */
export function track(eventType: EventType, extra: TrackExtra = {}): void {
  later((loaded, at) => loaded.track(eventType, { ...at, ...extra }));
}

/** A free-text search on /jobs (decision 035). */
export function trackSearch(query: string, total: number): void {
  later((loaded, at) => loaded.trackSearch(query, total, at));
}
