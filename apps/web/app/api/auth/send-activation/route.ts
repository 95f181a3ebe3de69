import { cmsRequestActivation } from '@/lib/cms/auth';
import { accountRoute, okResponse, sameAnswerForEveryAddress } from '@/lib/http/route';
import { requestActivationSchema } from '@/features/account/schemas';

/** POST { email } → { ok: true } for every address: a new activation link if the account still needs one. */
export const POST = accountRoute(requestActivationSchema, async ({ email }, context) => {
  await sameAnswerForEveryAddress(() => cmsRequestActivation({ email }, context.visitor), 'send-activation');
  return okResponse();
});
