import { cmsLogin } from '@/lib/cms/auth';
import { accountRoute, sessionResponse } from '@/lib/http/route';
import { loginSchema } from '@/features/account/schemas';

/** POST { email, password } → { ok: true, user } and the session cookie. */
export const POST = accountRoute(loginSchema, async ({ email, password }, context) => {
  const answer = await cmsLogin({ identifier: email, password }, context.visitor);
  return sessionResponse(answer, context);
});
