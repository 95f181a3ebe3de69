import { NextResponse, type NextRequest } from 'next/server';
import { visitorIp } from '@/lib/auth/ip';
import { isCmsError } from '@/lib/cms/errors';
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

async function tokenOf(request: NextRequest): Promise<string | null> {
  const fromQuery = request.nextUrl.searchParams.get('token');
  if (fromQuery) return fromQuery;
  if (!request.headers.get('content-type')?.includes('json')) return null;
  const body = (await request.json().catch(() => null)) as { token?: unknown } | null;
  return typeof body?.token === 'string' ? body.token : null;
}

export async function POST(request: NextRequest) {
  const token = await tokenOf(request);
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
