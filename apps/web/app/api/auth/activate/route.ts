import { cmsActivateAccount } from '@/lib/cms/auth';
import { accountRoute, sessionResponse } from '@/lib/http/route';
import { activateSchema } from '@/features/account/schemas';

/** POST { token, password, passwordConfirmation } → { ok: true, user } and the session cookie. */
export const POST = accountRoute(activateSchema, async ({ token, password }, context) => {
  const answer = await cmsActivateAccount({ token, password }, context.visitor);
  return sessionResponse(answer, context);
});
