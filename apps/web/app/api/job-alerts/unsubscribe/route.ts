import { NextResponse, type NextRequest } from 'next/server';
import { visitorIp } from '@/lib/security/ip';
import { isCmsError } from '@/lib/cms/errors';
import { isBodyTooLarge, readBodyJson } from '@/lib/http/body';
import { cmsUnsubscribeAlert } from '@/lib/cms/job-alerts';

/**
 * Stops an alert's mails without signing in (docs/decisions/009). Two callers:
 *  - the page /vacature-alert/afmelden, with `{ token }` as JSON;
 *  - mail clients' one-click unsubscribe (RFC 8058): a POST to the List-Unsubscribe address with the
 *    token in the query and `List-Unsubscribe=One-Click` as form body, from no page at all.
 * There is no session and no CSRF check on purpose: the random token in the mail is the only key, and
 * the worst a forged request can do is what the link in the mail does.
 */
const NO_STORE = { 'cache-control': 'no-store' };
/** `{ "token": "…" }` with a token of at most 100 characters, or the one-click form field. */
const MAX_BODY_BYTES = 1024;

async function tokenOf(request: NextRequest): Promise<string | null> {
  const fromQuery = request.nextUrl.searchParams.get('token');
  if (fromQuery) return fromQuery;
  if (!request.headers.get('content-type')?.includes('json')) return null;
  const body = (await readBodyJson(request, MAX_BODY_BYTES).catch((error) => {
    if (isBodyTooLarge(error)) throw error;
    return null;
  })) as { token?: unknown } | null;
  return typeof body?.token === 'string' ? body.token : null;
}

export async function POST(request: NextRequest) {
  let token: string | null;
  try {
    token = await tokenOf(request);
  } catch {
    const message = 'Dit verzoek is te groot. Gebruik de afmeldlink uit de e-mail.';
    return NextResponse.json({ error: { code: 'body-too-large', message } }, { status: 413, headers: NO_STORE });
  }
  try {
    if (!token || token.length > 100) throw new Error('no token');
    const result = await cmsUnsubscribeAlert(token, visitorIp(request.headers));
    return NextResponse.json({ ok: true, ...result }, { headers: NO_STORE });
  } catch (error) {
    const gone = !isCmsError(error) || error.status === 404;
    if (!gone) console.error('Unsubscribing from a job alert failed:', error instanceof Error ? error.message : error);
    const message = gone
      ? 'Deze afmeldlink is al gebruikt of de vacature-alert bestaat niet meer. Je krijgt voor deze alert geen e-mails meer.'
      : 'Afmelden lukte nu niet. Probeer het over een paar minuten opnieuw.';
    return NextResponse.json({ error: { code: gone ? 'not-found' : 'unknown', message } }, { status: gone ? 404 : 503, headers: NO_STORE });
  }
}
