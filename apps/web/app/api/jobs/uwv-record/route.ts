import type { NextRequest } from 'next/server';
import { looksLikeJwt, SESSION_COOKIE } from '@/features/account/cookie';
import { visitorIp } from '@/lib/security/ip';
import { isCmsError } from '@/lib/cms/errors';
import { asVisitor, myJobsApi } from '@/lib/cms/my-jobs';
import { choosePeriod } from '@/features/uwv-record/record';
import { loadRecord } from '@/features/uwv-record/load';
import { csvFileName, recordCsv } from '@/features/uwv-record/csv';

function refusal(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * GET ?van=1-11-2026&tot=28-11-2026 → the UWV record of that period as a CSV download (decision 054).
 * A plain link from /jobs/mijn/uwv: a GET without effects, so no CSRF check; the session cookie is
 * SameSite=Lax and the CMS gives only the visitor's own rows. Never cached.
 */
export async function GET(request: NextRequest) {
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  if (!looksLikeJwt(token)) return refusal(401, 'Log in om je sollicitaties te downloaden.');
  const search = request.nextUrl.searchParams;
  const { period } = choosePeriod({ van: search.get('van') ?? undefined, tot: search.get('tot') ?? undefined });
  const api = myJobsApi(asVisitor({ token, ip: visitorIp(request.headers) }));
  let csv: string;
  try {
    csv = recordCsv(await loadRecord(api, period));
  } catch (error) {
    if (isCmsError(error) && (error.status === 401 || error.status === 403)) return refusal(401, 'Je sessie is verlopen. Log opnieuw in.');
    return refusal(503, 'De server is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.');
  }
  return new Response(csv, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName(period.from, period.to)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
