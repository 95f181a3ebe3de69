import type { NextRequest } from 'next/server';
import { cmsProviderCallback, isProviderName } from '@/lib/cms/auth';
import { clearProviderCookie, PROVIDER_COOKIE, setSessionCookie } from '@/lib/session/cookie';
import { mapCmsError, type AuthError, type AuthErrorCode } from '@/lib/http/errors';
import { CmsError } from '@/lib/cms/errors';
import { visitorIp } from '@/lib/security/ip';
import { isSecureRequest } from '@/lib/security/origin';
import { redirectResponse, userForNewSession } from '@/lib/http/route';

/** Strapi's session cookie (koa-session's default key and its signature), which holds the provider's answer. */
function cmsSessionCookies(request: NextRequest): string | undefined {
  const key = process.env.CMS_SESSION_COOKIE?.trim() || 'koa.sess';
  const wanted = new Set([key, `${key}.sig`]);
  const pairs = request.cookies
    .getAll()
    .filter((cookie) => wanted.has(cookie.name))
    .map((cookie) => `${cookie.name}=${cookie.value}`);
  return pairs.length ? pairs.join('; ') : undefined;
}

/** Codes that say something useful on /inloggen after a social sign-in; anything else is provider-failed. */
const PASSED_ON = new Set<AuthErrorCode>([
  'user-disabled',
  'email-already-in-use',
  'too-many-requests',
  'network-request-failed',
  'operation-not-allowed',
  'email-not-confirmed',
]);
const visitorCode = (error: AuthError): AuthErrorCode => (PASSED_ON.has(error.code) ? error.code : 'provider-failed');

/**
 * GET /auth/connect: where Strapi sends the browser back after a social sign-in (spec §2). Exchanges
 * the provider's answer for a Strapi jwt, sets the session cookie and continues to /account; on any
 * failure back to /inloggen?fout=<code>.
 *
 * Strapi 5.54 keeps the provider's tokens in its own session cookie and no longer puts access_token
 * in this URL. The CMS therefore finishes the provider step itself (GET /api/sign-in-providers/…/complete)
 * and sends the browser here with a one-time `access_token` code of its own, which the callback call
 * redeems (apps/cms/src/api/account/services/provider-sign-in.ts). Should the browser carry Strapi's
 * session cookie here too (same host name), it is passed along as well, so the plugin's own flow
 * also works.
 */
export async function GET(request: NextRequest) {
  const secure = isSecureRequest(request);
  const fail = (code: string) => clearProviderCookie(redirectResponse(`/inloggen?fout=${encodeURIComponent(code)}`), secure);

  const query = request.nextUrl.searchParams;
  const provider = request.cookies.get(PROVIDER_COOKIE)?.value ?? '';
  if (query.get('error')) {
    const description = query.get('error_description') ?? '';
    console.error('Social sign-in failed:', query.get('error'), description);
    return fail(visitorCode(mapCmsError(new CmsError(400, null, description))));
  }
  if (!isProviderName(provider)) return fail('provider-failed');

  const ip = visitorIp(request.headers);
  try {
    const answer = await cmsProviderCallback(
      provider,
      { access_token: query.get('access_token') ?? undefined },
      { ip, cookie: cmsSessionCookies(request) },
    );
    const { jwt } = await userForNewSession(answer, { ip });
    return clearProviderCookie(setSessionCookie(redirectResponse('/account'), jwt, secure), secure);
  } catch (error) {
    const mapped = mapCmsError(error);
    if (mapped.code === 'unknown' || mapped.code === 'provider-failed')
      console.error('Social sign-in failed:', error instanceof Error ? error.message : error);
    return fail(visitorCode(mapped));
  }
}
