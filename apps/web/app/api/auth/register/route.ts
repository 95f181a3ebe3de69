import { cmsRegister } from '@/lib/cms/auth';
import { mapCmsError } from '@/features/account/errors';
import { accountRoute, okResponse, sessionResponse } from '@/lib/http/route';
import { registerSchema } from '@/features/account/schemas';

/**
 * POST { firstName, lastName, email, password, passwordConfirmation } → { ok: true, needsConfirmation: true }.
 *
 * No enumeration: a taken address gets exactly the answer of a new one, in the same time. The CMS
 * mails its owner a password-reset link instead (plus a new confirmation link if they never
 * confirmed), at most once per address per 15 minutes, after answering (issue 15). Only when the
 * CMS has e-mail confirmation switched off does a new account sign in at once: { ok: true, user }
 * with the session cookie.
 */
export const POST = accountRoute(registerSchema, async ({ firstName, lastName, email, password }, context) => {
  let answer;
  try {
    answer = await cmsRegister({ username: email, email, password, firstName, lastName }, context.visitor);
  } catch (error) {
    if (mapCmsError(error).code !== 'email-already-in-use') throw error;
    return okResponse({ needsConfirmation: true });
  }
  if (answer?.jwt) return sessionResponse(answer, context);
  return okResponse({ needsConfirmation: true });
});
