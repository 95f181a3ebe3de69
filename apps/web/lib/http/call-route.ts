/**
 * Browser side of the account routes: one JSON call, one result shape. Route handlers answer
 * `{ ok: true, … }` or `{ error: { code, message, fields? } }` (docs/decisions/003).
 */
import { track } from '@/lib/analytics/track';
import type { EventType } from '@vacaturesite/shared/analytics';
import { BOT_CHECKED_ROUTES } from '@/lib/bot-check/routes';
import { OFFLINE_ERROR, type ApiError, type ApiResult } from './results';

export { OFFLINE_ERROR, type ApiError, type ApiResult };

const UNREADABLE_ERROR: ApiError = { code: 'unknown', message: 'Er ging iets mis. Probeer het later opnieuw.' };

function isApiError(value: unknown): value is ApiError {
  const error = value as ApiError | null;
  return typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string';
}

/** Analytics events of the account flows (decision 007): what a successful call records; labels mark the sign-up funnel. */
const AUTH_EVENTS: Record<string, { type: EventType; label?: string }> = {
  '/api/auth/login': { type: 'user-auth sign in' },
  '/api/auth/register': { type: 'user-auth sign up', label: 'registered' },
  '/api/auth/email-confirmation': { type: 'user-auth sign up', label: 'email validated' },
  '/api/auth/activate': { type: 'user-auth update password', label: 'activated' },
  '/api/auth/logout': { type: 'user-auth sign out' },
  '/api/auth/forgot-password': { type: 'user-auth forgot password' },
  '/api/auth/reset-password': { type: 'user-auth update password', label: 'reset' },
  '/api/auth/change-password': { type: 'user-auth update password', label: 'change' },
};

function recordAuthEvent(url: string, result: ApiResult<object>) {
  const event = AUTH_EVENTS[url];
  if (!event) return;
  if (result.ok) track(event.type, event.label ? { label: event.label } : {});
  else if (result.error.code !== OFFLINE_ERROR.code && (url === '/api/auth/login' || url === '/api/auth/register'))
    track('user-auth auth fail', { label: url.slice('/api/auth/'.length) });
}

export async function callAccountApi<T extends object = Record<string, unknown>>(
  url: string,
  options: { method?: 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
): Promise<ApiResult<T>> {
  const result = await callJson<T>(url, options);
  recordAuthEvent(url, result);
  return result;
}

async function callJson<T extends object>(
  url: string,
  { method = 'POST', body }: { method?: 'POST' | 'PUT' | 'DELETE'; body?: unknown },
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    // FormData (file uploads) goes as multipart; fetch sets its content type with the boundary.
    const multipart = body instanceof FormData;
    const headers: Record<string, string> = multipart
      ? { accept: 'application/json' }
      : { 'content-type': 'application/json', accept: 'application/json' };
    // The solver loads with the first such post (the form's first focus has usually loaded it already):
    // every page's header and save buttons import this client (first-load JavaScript, issue 14).
    const botCheck =
      method === 'POST' && BOT_CHECKED_ROUTES.has(url) ? await (await import('@/lib/bot-check/client')).takeBotCheck() : null;
    if (botCheck) headers['x-bot-check'] = botCheck;
    response = await fetch(url, {
      method,
      headers,
      body: multipart ? body : JSON.stringify(body ?? {}),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, error: OFFLINE_ERROR };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { ok: false, error: UNREADABLE_ERROR };
  }
  const answer = json as { ok?: unknown; error?: unknown } | null;
  if (response.ok && answer?.ok === true) return answer as { ok: true } & T;
  return { ok: false, error: isApiError(answer?.error) ? answer.error : UNREADABLE_ERROR };
}
