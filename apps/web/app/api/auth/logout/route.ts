import { clearSessionCookie } from '@/lib/session/cookie';
import { accountRoute, okResponse } from '@/lib/http/route';
import { cmsLogout } from '@/lib/cms/auth';
import { isCmsError } from '@/lib/cms/errors';

/**
 * POST → { ok: true }: the CMS ends this session (its jwt stops working there, issue 15), then the
 * cookie is cleared. A token the CMS no longer accepts (401) or a CMS without the route (404,
 * Strapi 3/4) is nothing to end. Any other failure is logged and the cookie still goes: the visitor
 * asked to be signed out of this browser, and the token leaves it with the cookie.
 */
export const POST = accountRoute(null, async (_input, context) => {
  if (context.visitor.token) {
    try {
      await cmsLogout(context.visitor);
    } catch (error) {
      if (!(isCmsError(error) && (error.status === 401 || error.status === 404))) {
        console.error('logout: the CMS could not end the session:', error instanceof Error ? error.message : error);
      }
    }
  }
  return clearSessionCookie(okResponse(), context.secure);
});
