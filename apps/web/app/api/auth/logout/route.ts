import { clearSessionCookie } from '@/lib/auth/cookie';
import { accountRoute, okResponse } from '@/lib/auth/route';

/** POST → { ok: true }; the session cookie is cleared. Strapi's jwts are stateless: nothing to revoke there. */
export const POST = accountRoute(null, async (_input, context) => clearSessionCookie(okResponse(), context.secure));
