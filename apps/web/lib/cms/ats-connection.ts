import { isCmsError } from './errors';
import type { VisitorFetch } from './my-jobs';

/**
 * An organisation owner's side of the ATS API (decision 057, issue 46): API keys and the webhook, through
 * the CMS's owner routes (apps/cms/src/api/ats/controllers/ats-owner.ts) with the owner's token. The CMS
 * decides who may; its refusals for these routes are Dutch already.
 */
export type ApiKey = {
  id: string;
  name: string;
  display: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};
export type Webhook = { url: string; updatedAt: string } | null;
export type WebhookDelivery = {
  deliveryId: string;
  event: string;
  state: 'pending' | 'claimed' | 'delivered' | 'failed';
  attempts: number | null;
  lastStatus: number | null;
  createdAt: string;
};

const id = (documentId: string) => encodeURIComponent(documentId);
const data = <T>(answer: unknown): T => (answer as { data?: T } | null)?.data as T;

export function atsConnectionApi(fetch: VisitorFetch) {
  const get = <T>(path: string) => fetch<unknown>(path, { cache: 'no-store' }).then(data<T>);
  const send = <T>(method: string, path: string, body?: unknown) => fetch<unknown>(path, { method, body, cache: 'no-store' }).then(data<T>);
  return {
    keys: (organisation: string) => get<ApiKey[]>(`/organisations/${id(organisation)}/api-keys`),
    createKey: (organisation: string, name: string) =>
      send<ApiKey & { key: string }>('POST', `/organisations/${id(organisation)}/api-keys`, { data: { name } }),
    revokeKey: (organisation: string, key: string) => send<ApiKey>('DELETE', `/organisations/${id(organisation)}/api-keys/${id(key)}`),
    webhook: (organisation: string) => get<Webhook>(`/organisations/${id(organisation)}/webhook`),
    setWebhook: (organisation: string, url: string) =>
      send<{ url: string; secret: string }>('PUT', `/organisations/${id(organisation)}/webhook`, { data: { url } }),
    removeWebhook: (organisation: string) => send<null>('DELETE', `/organisations/${id(organisation)}/webhook`),
    deliveries: (organisation: string) => get<WebhookDelivery[]>(`/organisations/${id(organisation)}/webhook/deliveries`),
  };
}

/** The CMS's own Dutch refusal of a key or webhook change, or a general sentence. */
export function atsConnectionFailure(error: unknown): string {
  if (!isCmsError(error)) return 'Er ging iets mis. Probeer het later opnieuw.';
  if (error.status === 401) return 'Log opnieuw in om verder te gaan.';
  if (error.status === 403) return 'Alleen de eigenaar van de organisatie beheert API-sleutels en de webhook.';
  if (error.status === 404) return 'Deze sleutel of organisatie bestaat niet (meer).';
  const message = (error.body as { error?: { message?: unknown } } | null)?.error?.message;
  if ((error.status === 400 || error.status === 409) && typeof message === 'string' && message) return message;
  return 'Er ging iets mis. Probeer het later opnieuw.';
}
