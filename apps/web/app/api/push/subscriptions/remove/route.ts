import { okResponse } from '@/lib/http/route';
import { alertsRoute } from '@/features/job-alerts/route';
import { pushEndpointSchema } from '@/features/job-alerts/schemas';

/** POST { endpoint } → { ok: true }: forgets this browser's subscription. */
export const POST = alertsRoute(pushEndpointSchema, async ({ endpoint }, { api }) => {
  await api.unsubscribePush(endpoint);
  return okResponse({ subscribed: false });
});
