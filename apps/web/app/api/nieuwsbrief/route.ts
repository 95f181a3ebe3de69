import { cmsSubscribeToNewsletter } from '@/lib/cms/newsletter';
import { accountRoute, okResponse, sameAnswerForEveryAddress } from '@/lib/http/route';
import { subscribeSchema } from '@/features/newsletter/schemas';

/** POST { email, interests } → { ok: true } for every address, new or known: the confirmation mail decides (decision 008). */
export const POST = accountRoute(subscribeSchema, async (input, context) => {
  await sameAnswerForEveryAddress(() => cmsSubscribeToNewsletter(input, context.visitor), 'newsletter-subscribe');
  return okResponse();
});
