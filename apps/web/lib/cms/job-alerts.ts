import type { AlertFrequency, JobAlertInput } from '@vacaturesite/shared/job-alerts';
import { cmsFetch } from './client';
import { type VisitorContext, visitorOptions } from './auth';
import { isCmsError } from './errors';
import type { VisitorFetch } from './my-jobs';

/**
 * The CMS half of job alerts and Web Push (docs/decisions/009): /api/job-alerts and /api/push act
 * only on the visitor behind the token; another visitor's alert or browser is a 404 there.
 */

export type JobAlert = {
  documentId: string;
  /** The search in words: "‘kok’ · Horeca · Utrecht · 24–32 uur". */
  label: string;
  query: string | null;
  category: { documentId: string; name: string } | null;
  place: { documentId: string; name: string } | null;
  /** km around the place; null: the place only. */
  radius: number | null;
  hoursMin: number | null;
  hoursMax: number | null;
  byEmail: boolean;
  byPush: boolean;
  frequency: AlertFrequency;
  createdAt: string;
  /** The same search on /jobs. */
  jobsPath: string;
};

export type PushSubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

const data = <T>(answer: unknown): T => (answer as { data?: T } | null)?.data as T;

export function jobAlertsApi(fetch: VisitorFetch) {
  const call = <T>(method: string, path: string, body?: unknown) => fetch<unknown>(path, { method, body, cache: 'no-store' }).then(data<T>);
  return {
    alerts: () => call<JobAlert[]>('GET', '/job-alerts'),
    createAlert: (input: JobAlertInput) => call<JobAlert>('POST', '/job-alerts', { data: input }),
    deleteAlert: (documentId: string) => call<null>('DELETE', `/job-alerts/${encodeURIComponent(documentId)}`),
    subscribePush: (subscription: PushSubscriptionInput) =>
      call<{ subscribed: boolean }>('POST', '/push/subscriptions', { data: subscription }),
    unsubscribePush: (endpoint: string) => call<null>('POST', '/push/subscriptions/remove', { data: { endpoint } }),
    testPush: (endpoint: string) => call<{ result: string }>('POST', '/push/subscriptions/test', { data: { endpoint } }),
  };
}

/** From an alert mail, without signing in: the token is the key. 404 when unknown or already used. */
export function cmsUnsubscribeAlert(token: string, ip?: string | null) {
  return cmsFetch<unknown>('/job-alerts/unsubscribe', {
    method: 'POST',
    body: { data: { token } },
    cache: 'no-store',
    token: null,
    headers: ip ? { 'x-forwarded-for': ip } : {},
  }).then(data<{ label: string; stillPushing: boolean }>);
}

/** The VAPID public key for PushManager.subscribe; null when the CMS cannot be reached (push is then offered later). */
export async function getPushPublicKey(): Promise<string | null> {
  try {
    const answer = await cmsFetch<unknown>('/push/public-key', { revalidate: 300 });
    return data<{ publicKey: string }>(answer)?.publicKey ?? null;
  } catch (error) {
    console.error('Could not load the push public key:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** A guest alert (decision 032): stored unconfirmed; the CMS mails the confirmation link. Same answer for every address. */
export function cmsCreateGuestAlert(input: JobAlertInput & { email: string }, context: VisitorContext) {
  return cmsFetch('/job-alerts/guest', visitorOptions(context, { method: 'POST', body: { data: input }, token: null }));
}

/** The confirmation link of a guest alert: its label, or null when the CMS does not know the link (unknown, used, expired). */
export async function cmsConfirmGuestAlert(token: string, context: VisitorContext): Promise<string | null> {
  try {
    const answer = await cmsFetch<unknown>(
      '/job-alerts/confirm',
      visitorOptions(context, { method: 'POST', body: { data: { token } }, token: null }),
    );
    return data<{ label: string }>(answer).label;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
}

/** A link in a guest alert's mail was opened: the CMS restarts its year (decision 032). Never fails the visitor's way to the vacancy. */
export async function cmsNoteAlertClick(token: string, ip?: string | null): Promise<void> {
  try {
    await cmsFetch('/job-alerts/clicked', {
      method: 'POST',
      body: { data: { token } },
      cache: 'no-store',
      token: null,
      headers: ip ? { 'x-forwarded-for': ip } : {},
    });
  } catch (error) {
    if (!(isCmsError(error) && error.status === 404))
      console.error('Noting a job alert click failed:', error instanceof Error ? error.message : error);
  }
}
