import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links (decision 008). The token is an HMAC of the subscriber's documentId under a
 * server key: unguessable, nothing stored per mail, the same in every newsletter, so an old mail's
 * link keeps working. Confirmation links use the random, hash-only tokens of ../../../lib/tokens.ts.
 */

/** The key: NEWSLETTER_SECRET when set, else derived from the app's own secrets (stable across restarts). */
export function unsubscribeKey(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.NEWSLETTER_SECRET || [env.ENCRYPTION_KEY, env.APP_KEYS, env.JWT_SECRET].filter(Boolean).join('|');
  if (!base) throw new Error('NEWSLETTER_SECRET (or APP_KEYS) must be set to sign unsubscribe links');
  return createHmac('sha256', 'vacaturesite-newsletter-unsubscribe').update(base).digest('hex');
}

export function unsubscribeToken(subscriberDocumentId: string, key: string): string {
  return createHmac('sha256', key).update(`unsubscribe:${subscriberDocumentId}`).digest('base64url');
}

export function isValidUnsubscribeToken(subscriberDocumentId: unknown, token: unknown, key: string): boolean {
  if (typeof subscriberDocumentId !== 'string' || typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const expected = Buffer.from(unsubscribeToken(subscriberDocumentId, key));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
