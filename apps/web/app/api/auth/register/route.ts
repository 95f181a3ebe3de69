import { cmsRegister } from '@/lib/cms/auth';
import { mapCmsError } from '@/lib/http/errors';
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
  // The CMS answers both after a fixed time; the site's own ways from there differ (a taken address comes back
  // as an error, thrown and mapped: 8–9 ms more in CI, issue 47's flake hunt), so the site answers at a fixed
  // time of its own too.
  const answerAt = Date.now() + REGISTER_ANSWER_MS;
  const atTheFixedTime = async <T>(response: T) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, answerAt - Date.now())));
    return response;
  };
  let answer;
  try {
    answer = await cmsRegister({ username: email, email, password, firstName, lastName }, context.visitor);
  } catch (error) {
    if (mapCmsError(error).code !== 'email-already-in-use') throw error;
    return atTheFixedTime(okResponse({ needsConfirmation: true }));
  }
  if (answer?.jwt) return atTheFixedTime(sessionResponse(answer, context));
  return atTheFixedTime(okResponse({ needsConfirmation: true }));
});

/** The CMS's own fixed time (400 ms, apps/cms/src/lib/equal-time-auth.ts) and room for the site's part of it. */
const REGISTER_ANSWER_MS = 600;
