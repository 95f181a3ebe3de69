import type { NextRequest } from 'next/server';
import { todayInNetherlands } from '@vacaturesite/shared/dates';
import { looksLikeJwt, SESSION_COOKIE } from '@/lib/session/cookie';
import { visitorIp } from '@/lib/security/ip';
import { isCmsError } from '@/lib/cms/errors';
import { cmsMe } from '@/lib/cms/auth';
import { asVisitor, myJobsApi } from '@/lib/cms/my-jobs';
import { siteSettings } from '@/lib/site';
import { currentRequestId } from '@/lib/operations/request-context.mjs';
import { toSessionUser } from '@/lib/session/user';
import { choosePeriod, recordFileName } from '@/features/uwv-record/record';
import { loadRecord } from '@/features/uwv-record/load';
import { recordCsv } from '@/features/uwv-record/csv';
import { PDF_LIMITS, PdfAlreadyAsked, PdfLimitReached, PdfsBusy, pdfTurns } from '@/features/uwv-record/pdf-turns';

function refusal(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}

const FORMATS = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

/**
 * GET ?van=1-11-2026&tot=28-11-2026[&formaat=pdf] → the UWV record of that period as a CSV (the
 * default) or PDF download (decision 054). A plain link from /jobs/mijn/uwv: a GET without effects,
 * so no CSRF check; the session cookie is SameSite=Lax and the CMS gives only the visitor's own rows.
 * Never cached.
 */
export async function GET(request: NextRequest) {
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  if (!looksLikeJwt(token)) return refusal(401, 'Log in om je sollicitaties te downloaden.');
  const search = request.nextUrl.searchParams;
  const format = search.get('formaat') ?? 'csv';
  if (format !== 'csv' && format !== 'pdf') return refusal(400, 'Kies als formaat csv of pdf.');
  const { period } = choosePeriod({ van: search.get('van') ?? undefined, tot: search.get('tot') ?? undefined });
  const ip = visitorIp(request.headers);
  const api = myJobsApi(asVisitor({ token, ip }));
  let body: string | Buffer;
  try {
    if (format === 'csv') body = recordCsv(await loadRecord(api, period));
    else {
      // Issue 48: the session is the CMS's to confirm, before the request takes any place in the PDF queue.
      const user = toSessionUser(await cmsMe(token, { ip }));
      const requestId = currentRequestId();
      body = await pdfTurns().make(String(user.id), async () => {
        const { siteName } = await siteSettings();
        // The PDF is proof for the UWV: it names whose record it is, as the print page does. The worker reads
        // the rows itself, so this thread never parses them.
        return { facts: { name: user.displayName, period, madeOn: todayInNetherlands(), siteName }, read: { token, ip, requestId } };
      });
    }
  } catch (error) {
    if (error instanceof PdfAlreadyAsked)
      return refusal(429, 'Je overzicht wordt al gemaakt. Wacht tot de download begint.', { 'retry-after': '10' });
    if (error instanceof PdfLimitReached)
      return refusal(
        429,
        `Je hebt in ${PDF_LIMITS.perAccount.windowMs / 60_000} minuten al ${PDF_LIMITS.perAccount.max} pdf's gemaakt. Probeer het straks opnieuw, of download de CSV.`,
        { 'retry-after': String(PDF_LIMITS.perAccount.windowMs / 1000) },
      );
    if (error instanceof PdfsBusy)
      return refusal(503, 'Er worden nu veel overzichten gemaakt. Probeer het over een halve minuut opnieuw, of download de CSV.', {
        'retry-after': '30',
      });
    if (isCmsError(error) && (error.status === 401 || error.status === 403)) return refusal(401, 'Je sessie is verlopen. Log opnieuw in.');
    if (isCmsError(error)) return refusal(503, 'De server is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.');
    console.error('Could not make the UWV record:', error);
    return refusal(500, 'Het bestand kon niet worden gemaakt. Probeer het later opnieuw of download de CSV.');
  }
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    status: 200,
    headers: {
      'content-type': FORMATS[format],
      'content-disposition': `attachment; filename="${recordFileName(period, format)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
