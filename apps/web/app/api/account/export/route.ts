import type { NextRequest } from 'next/server';
import { looksLikeJwt, SESSION_COOKIE } from '@/lib/session/cookie';
import { personalDataErrorOf, personalDataFileName, personalDataPageFor, type PersonalDataError } from '@/features/account/personal-data';
import { fetchPersonalData } from '@/lib/cms/personal-data';
import { isBodyTooLarge, readBodyText } from '@/lib/http/body';
import { visitorIp } from '@/lib/security/ip';
import { assertSameOrigin } from '@/lib/security/origin';

/** The form holds a password and nothing else. */
const MAX_BODY_BYTES = 4 * 1024;

/** Back to the page (303, so the browser GETs it), where the code's Dutch message is shown. */
const backTo = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
const refused = (error: PersonalDataError) => backTo(personalDataPageFor(error));

/**
 * POST (a plain form on /account: `password`) → the visitor's data as `mijn-gegevens-YYYY-MM-DD.zip`
 * (decision 049), streamed through from the CMS as it builds it: the browser saves it straight to disk
 * and the site holds none of it. The CMS checks the password again (a fresh sign-in), limits the
 * downloads per hour and logs them without content; a refusal goes back to /account with a Dutch message.
 */
export async function POST(request: NextRequest) {
  const csrf = assertSameOrigin(request);
  if (csrf) return csrf;
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  if (!looksLikeJwt(token)) return backTo('/inloggen?terug=/account');
  let password: string;
  try {
    password = new URLSearchParams(await readBodyText(request, MAX_BODY_BYTES)).get('password') ?? '';
  } catch (error) {
    if (isBodyTooLarge(error)) return refused('wachtwoord');
    return refused('fout');
  }
  let upstream: Response;
  try {
    upstream = await fetchPersonalData({ token, ip: visitorIp(request.headers) }, password);
  } catch {
    return refused('fout');
  }
  if (upstream.status === 401) return backTo('/inloggen?terug=/account');
  if (!upstream.ok || !upstream.body) return refused(personalDataErrorOf(upstream.status, await upstream.json().catch(() => null)));
  return new Response(upstream.body, {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${personalDataFileName()}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
