import { cmsResetPassword } from '@/lib/cms/auth';
import { accountRoute, sessionResponse } from '@/lib/http/route';
import { resetPasswordSchema } from '@/features/account/schemas';

/** POST { code, password, passwordConfirmation } → { ok: true, user } and the session cookie. */
export const POST = accountRoute(resetPasswordSchema, async (input, context) => {
  const answer = await cmsResetPassword(input, context.visitor);
  return sessionResponse(answer, context);
});
