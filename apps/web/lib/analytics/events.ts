/** Analytics event names (spec §3) and the per-item view of decision 007. Keep in step with the CMS's validation. */
export const EVENT_TYPES = [
  'Pageview',
  'Itemview',
  'Marketing',
  'Lead',
  'session start',
  'session stop',
  'session pause',
  'session resume',
  'user-auth sign up',
  'user-auth sign in',
  'user-auth sign out',
  'user-auth auth fail',
  'user-auth forgot password',
  'user-auth update password',
  'email link',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export type ItemType = 'vacancy' | 'news' | 'event';

export type AnalyticsEvent = {
  eventType: EventType;
  /** Path plus query of the page the event happened on. */
  url: string;
  /** ms since the epoch, taken when the event happened (not when it was sent). */
  timestamp: number;
  item?: { type: ItemType; id: string };
  label?: string;
};

/** What POST /api/statistics takes (spec §3, §7). `session` is the session cookie's value. */
export type AnalyticsBatch = { data: { events: AnalyticsEvent[]; session: string } };

/** The CMS refuses larger batches; a longer queue is sent as several. */
export const MAX_EVENTS_PER_BATCH = 200;
