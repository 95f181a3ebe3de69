import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import webpush from 'web-push';
import { vapidKeys, vapidSubject } from './vapid';

/**
 * Sending one push message to the browsers of one visitor (decision 009). Only ever addressed by
 * user id: nothing here can send to a subscription that is not that user's.
 */

export const SUBSCRIPTION_UID = 'api::push.push-subscription';

/** What the service worker (apps/web/public/sw.js) shows. Kept small: push services cap payloads at 4 kB. */
export type PushMessage = { title: string; body: string; url: string; tag?: string };

export type StoredSubscription = { id: number; endpoint: string; p256dh: string; auth: string };

/** How long a push service keeps a message for a browser that is offline. */
const TTL_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

export const endpointHash = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

export type DeliveryResult = 'sent' | 'gone' | 'failed';

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292) with web-push, then posts with fetch.
 * web-push's own sendNotification only speaks https through Node's https module; fetch gives us a
 * timeout signal and lets the test suite's local push service run on plain http.
 */
export async function deliver(strapi: Core.Strapi, subscription: StoredSubscription, message: PushMessage): Promise<DeliveryResult> {
  const { publicKey, privateKey } = await vapidKeys(strapi);
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    { vapidDetails: { subject: vapidSubject(strapi), publicKey, privateKey }, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  const query = strapi.db.query(SUBSCRIPTION_UID);
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    // 404/410: the browser unsubscribed or the subscription expired; it will never work again.
    if (response.status === 404 || response.status === 410) {
      await query.delete({ where: { id: subscription.id } });
      return 'gone';
    }
    if (!response.ok) {
      strapi.log.warn(`Web Push: push service answered ${response.status} for subscription ${subscription.id}`);
      return 'failed';
    }
    await query.update({ where: { id: subscription.id }, data: { lastSuccessAt: new Date() } });
    return 'sent';
  } catch (error) {
    strapi.log.warn(`Web Push: sending to subscription ${subscription.id} failed: ${error instanceof Error ? error.message : error}`);
    return 'failed';
  }
}

export async function subscriptionsOf(
  strapi: Core.Strapi,
  userId: number,
  where: Record<string, unknown> = {},
): Promise<StoredSubscription[]> {
  return strapi.db.query(SUBSCRIPTION_UID).findMany({
    where: { ...where, user: { id: userId } },
    select: ['id', 'endpoint', 'p256dh', 'auth'],
  });
}

/** To every browser of this visitor; counts per outcome. */
export async function sendToUser(strapi: Core.Strapi, userId: number, message: PushMessage) {
  const counts: Record<DeliveryResult, number> = { sent: 0, gone: 0, failed: 0 };
  for (const subscription of await subscriptionsOf(strapi, userId)) counts[await deliver(strapi, subscription, message)] += 1;
  return counts;
}
