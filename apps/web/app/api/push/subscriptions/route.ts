import { okResponse } from '@/lib/http/route';
import { alertsRoute } from '@/features/job-alerts/route';
import { pushSubscriptionSchema } from '@/features/job-alerts/schemas';

/** POST { endpoint, keys } → { ok: true }: this browser's push subscription, for the signed-in visitor. */
export const POST = alertsRoute(pushSubscriptionSchema, async (subscription, { api }) => {
  await api.subscribePush(subscription);
  return okResponse({ subscribed: true });
});
