import { cmsDeleteAccount, cmsMe, cmsUpdateAccount } from '@/lib/cms/auth';
import { clearSessionCookie } from '@/lib/session/cookie';
import { accountRoute, okResponse, signedOutResponse } from '@/lib/http/route';
import { deleteAccountSchema, profileSchema } from '@/features/account/schemas';
import { toSessionUser } from '@/lib/session/user';

/** PUT { firstName, lastName } → { ok: true, user }: the visitor's own profile (Strapi acts on the token's user only). */
export const PUT = accountRoute(profileSchema, async (input, context) => {
  if (!context.visitor.token) return signedOutResponse(context);
  await cmsUpdateAccount(input, context.visitor);
  const user = toSessionUser(await cmsMe(context.visitor.token, context.visitor));
  return okResponse({ user });
});

/** DELETE { confirmation: 'VERWIJDER' } → { ok: true }: the visitor's own account and data; the cookie is cleared. */
export const DELETE = accountRoute(deleteAccountSchema, async ({ confirmation }, context) => {
  if (!context.visitor.token) return signedOutResponse(context);
  await cmsDeleteAccount({ confirmation }, context.visitor);
  return clearSessionCookie(okResponse(), context.secure);
});
