import { cmsUpdateOwnSubscription } from '@/lib/cms/newsletter';
import { accountRoute, okResponse, signedOutResponse } from '@/lib/http/route';
import { ownSubscriptionSchema } from '@/features/newsletter/schemas';

/** PUT { subscribed, interests } → { ok: true, subscription }: the signed-in visitor's own newsletter subscription. */
export const PUT = accountRoute(ownSubscriptionSchema, async (input, context) => {
  if (!context.visitor.token) return signedOutResponse(context);
  return okResponse({ subscription: await cmsUpdateOwnSubscription(input, context.visitor) });
});
