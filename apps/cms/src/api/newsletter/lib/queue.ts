import { wholeNumberSetting } from '@vacaturesite/shared';

/**
 * The pure rules of sending a newsletter (decisions 008 and 037). Every recipient has a delivery row:
 * pending → claimed → sent | failed. A row is claimed (in the database, with the time) before the mail
 * goes out and marked right after, so after any stop a row is pending (never sent: send it), sent,
 * failed, or claimed. A claim lives for CLAIM_LEASE_MS: until then it is a mail in flight, maybe in
 * another CMS instance, and nobody touches it; after that its sender died between claim and mark, and
 * the row is sent again by whoever sees it first (at most MAX_CLAIMS times, then failed).
 */

export type DeliveryState = 'pending' | 'claimed' | 'sent' | 'failed';
export type DeliveryEvent = 'claim' | 'sent' | 'failed' | 'lease-ended' | 'gave-up';

const DELIVERY_TRANSITIONS: Record<DeliveryState, Partial<Record<DeliveryEvent, DeliveryState>>> = {
  pending: { claim: 'claimed' },
  claimed: { sent: 'sent', failed: 'failed', 'lease-ended': 'pending', 'gave-up': 'failed' },
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

/**
 * A claim older than this was cut off: longer than any send can take (src/lib/mail.ts MAIL_TIMEOUTS_MS,
 * 100 s at most) with room for a slow database, so a live sender's claim is never taken from it.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * A delivery is claimed at most this often. A sender that died between the relay's acceptance and the
 * mark (a few milliseconds of each send) sent its mail: the retry is a second one, with the same
 * Message-ID, which many mailboxes fold into one. A mail that kills its sender every time stops here.
 */
export const MAX_CLAIMS = 3;

/**
 * How often a sender looks for claims whose lease ended (also while it waits on another sender's).
 * NEWSLETTER_LEASE_CHECK_MS shortens it for the tests, which would otherwise wait half a minute a look.
 */
export const LEASE_CHECK_MS = wholeNumberSetting(process.env.NEWSLETTER_LEASE_CHECK_MS, 30_000);

/** Claims made before this moment have ended. */
export const leaseEndedBefore = (now: Date, leaseMs = CLAIM_LEASE_MS) => new Date(now.getTime() - leaseMs);

/** One Message-ID per delivery, so a second send after a cut-off claim is the same message. */
export const deliveryMessageId = (deliveryDocumentId: string, siteHost: string) => `<nieuwsbrief.${deliveryDocumentId}@${siteHost}>`;

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
