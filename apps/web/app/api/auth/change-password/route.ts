import { cmsChangePassword } from '@/lib/cms/auth';
import { accountRoute, sessionResponse, signedOutResponse } from '@/lib/http/route';
import { changePasswordSchema } from '@/features/account/schemas';

/** POST { currentPassword, password, passwordConfirmation } → { ok: true, user } and a new session cookie. */
export const POST = accountRoute(changePasswordSchema, async (input, context) => {
  if (!context.visitor.token) return signedOutResponse(context);
  const answer = await cmsChangePassword(input, context.visitor);
  return sessionResponse(answer, context);
});
