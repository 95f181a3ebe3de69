import { callAccountApi, type ApiResult } from '@/lib/http/call-route';
import { browserPushEnv, disableNotifications, readCachedToken, type TokenResult } from './browser';

/** The site's push routes from the browser (docs/decisions/009). */

/** Tells the server about a new or renewed token, and to forget the one it replaced. */
export async function syncToken(result: TokenResult): Promise<ApiResult> {
  if (!result.token) return { ok: true };
  if (!result.changed) return { ok: true };
  const saved = await callAccountApi('/api/push/subscriptions', { body: { endpoint: result.token.endpoint, keys: result.token.keys } });
  if (saved.ok && result.previousEndpoint && result.previousEndpoint !== result.token.endpoint) {
    await callAccountApi('/api/push/subscriptions/remove', { body: { endpoint: result.previousEndpoint } });
  }
  return saved;
}

/** Push off in this browser and on the server. */
export async function turnOffPush(): Promise<ApiResult> {
  const endpoint = await disableNotifications(browserPushEnv());
  if (!endpoint) return { ok: true };
  const result = await callAccountApi('/api/push/subscriptions/remove', { body: { endpoint } });
  return !result.ok && result.error.code === 'not-found' ? { ok: true } : result;
}

/**
 * Before signing out: a shared computer must not keep showing the previous visitor's notifications,
 * so this browser's subscription goes. Never blocks signing out.
 */
export async function forgetPushBeforeSignOut(): Promise<void> {
  if (typeof window === 'undefined' || !readCachedToken(browserPushEnv())) return;
  await turnOffPush().catch(() => undefined);
}
