import { cmsConfirmEmail } from '@/lib/cms/auth';
import { accountRoute, okResponse } from '@/lib/http/route';
import { emailConfirmationSchema } from '@/features/account/schemas';

/**
 * POST { confirmation } → { ok: true }. A POST from the page's script rather than the mailed GET itself,
 * so mail scanners that open links do not use up the token.
 */
export const POST = accountRoute(emailConfirmationSchema, async ({ confirmation }, context) => {
  await cmsConfirmEmail(confirmation, context.visitor);
  return okResponse();
});
