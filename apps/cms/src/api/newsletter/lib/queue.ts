/**
 * The pure rules of sending a newsletter (decision 008). Every recipient has a delivery row whose
 * state only moves forward: pending → claimed → sent | failed. A row is claimed (in the database)
 * before the mail goes out and marked right after, so after any stop a row is either still pending
 * (never sent: send it) or claimed/sent/failed (never sent again). A row still claimed when the CMS
 * starts was interrupted between claim and mark by a crash: it may or may not have gone out, and it is
 * marked failed instead of risking a second mail.
 */

export type DeliveryState = 'pending' | 'claimed' | 'sent' | 'failed';
export type DeliveryEvent = 'claim' | 'sent' | 'failed' | 'interrupted';

const DELIVERY_TRANSITIONS: Record<DeliveryState, Partial<Record<DeliveryEvent, DeliveryState>>> = {
  pending: { claim: 'claimed' },
  claimed: { sent: 'sent', failed: 'failed', interrupted: 'failed' },
  sent: {},
  failed: {},
};

/** The next state, or null when the event is not allowed from `state` (the caller must not write). */
export function nextDeliveryState(state: DeliveryState, event: DeliveryEvent): DeliveryState | null {
  return DELIVERY_TRANSITIONS[state]?.[event] ?? null;
}

/** From which state an event may move a row: the `where` of the conditional update that makes it atomic. */
export function fromStateFor(event: DeliveryEvent): DeliveryState {
  return event === 'claim' ? 'pending' : 'claimed';
}

export type SendState = 'concept' | 'queued' | 'sending' | 'sent';

/** Only a concept is queued: a second click (or a second editor) never creates a second set of deliveries. */
export const canQueue = (state: SendState | null | undefined) => (state ?? 'concept') === 'concept';

/** Newsletters the sender works on, also after a restart. */
export const ACTIVE_SEND_STATES: SendState[] = ['queued', 'sending'];

export type DeliveryCounts = Partial<Record<DeliveryState, number>>;

/** The counters editors see on the newsletter, and whether it is finished. */
export function summarize(counts: DeliveryCounts) {
  const n = (state: DeliveryState) => counts[state] ?? 0;
  const recipientCount = n('pending') + n('claimed') + n('sent') + n('failed');
  return { recipientCount, sentCount: n('sent'), failedCount: n('failed'), done: n('pending') === 0 && n('claimed') === 0 };
}

export const DEFAULT_MAILS_PER_MINUTE = 60;

/** NEWSLETTER_MAILS_PER_MINUTE: 1–6000, default 60 (what a small SMTP relay accepts without throttling us). */
export function mailsPerMinute(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.NEWSLETTER_MAILS_PER_MINUTE);
  if (!Number.isFinite(value) || value <= 0) return DEFAULT_MAILS_PER_MINUTE;
  return Math.min(6000, Math.max(1, value));
}

/** How long to wait before the next mail so that mails start at most `perMinute` per minute. */
export function throttleDelayMs(lastStartedAt: number | null, now: number, perMinute: number): number {
  if (lastStartedAt === null) return 0;
  const interval = 60_000 / perMinute;
  return Math.max(0, Math.ceil(lastStartedAt + interval - now));
}
