import type { EventType, ItemType } from '@vacaturesite/shared/analytics';

/** What the analytics client sends (decision 007); the event names are shared with the CMS, which checks them. */
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
