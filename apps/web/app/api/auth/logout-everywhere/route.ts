import { clearSessionCookie } from '@/lib/session/cookie';
import { accountRoute, okResponse, signedOutResponse } from '@/lib/http/route';
import { cmsLogout } from '@/lib/cms/auth';

/**
 * POST → { ok: true }: "Overal uitloggen" on /account. The CMS ends every session of the account
 * (other browsers, a forgotten shared computer), then this browser's cookie is cleared. Unlike a
 * plain logout this must reach the CMS: if it fails, the visitor sees the error and stays signed in.
 */
export const POST = accountRoute(null, async (_input, context) => {
  if (!context.visitor.token) return signedOutResponse(context);
  await cmsLogout(context.visitor, { everywhere: true });
  return clearSessionCookie(okResponse(), context.secure);
});
