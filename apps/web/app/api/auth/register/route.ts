import { cmsForgotPassword, cmsRegister, cmsSendEmailConfirmation } from '@/lib/cms/auth';
import { mapCmsError } from '@/lib/auth/errors';
import { accountRoute, okResponse, sameAnswerForEveryAddress, sessionResponse } from '@/lib/auth/route';
import { registerSchema } from '@/lib/auth/schemas';

/**
 * POST { firstName, lastName, email, password, passwordConfirmation } → { ok: true, needsConfirmation: true }.
 *
 * No enumeration: a taken address gets exactly the answer of a new one, and its owner a password-reset
 * mail instead (plus a new confirmation mail if they never confirmed; Strapi skips that for confirmed
 * addresses). Only when the CMS has e-mail confirmation switched off does a new account sign in at
 * once: { ok: true, user } with the session cookie.
 */
export const POST = accountRoute(registerSchema, async ({ firstName, lastName, email, password }, context) => {
  let answer;
  try {
    answer = await cmsRegister({ username: email, email, password, firstName, lastName }, context.visitor);
  } catch (error) {
    if (mapCmsError(error).code !== 'email-already-in-use') throw error;
    await sameAnswerForEveryAddress(() => cmsForgotPassword({ email }, context.visitor), 'register: reset mail for a taken address', { swallowAll: true });
    await sameAnswerForEveryAddress(() => cmsSendEmailConfirmation({ email }, context.visitor), 'register: confirmation mail for a taken address', { swallowAll: true });
    return okResponse({ needsConfirmation: true });
  }
  if (answer?.jwt) return sessionResponse(answer, context);
  return okResponse({ needsConfirmation: true });
});
