/**
 * First-party analytics (decision 007): what the site's client sends in `POST /api/statistics` and
 * the CMS accepts. An unknown name or item type makes the CMS refuse the whole batch.
 */

/** The event names of spec §3, plus `Itemview` for the detail pages that skip page views (spec §2). */
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

/** What a per-item view points at: a vacancy, news item or calendar event (by documentId). */
export const ITEM_TYPES = ['vacancy', 'news', 'event'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The CMS refuses larger batches; the site sends a longer queue as several. */
export const MAX_EVENTS_PER_BATCH = 200;
