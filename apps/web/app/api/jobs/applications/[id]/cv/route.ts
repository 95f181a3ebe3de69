import type { NextRequest } from 'next/server';
import { looksLikeJwt, SESSION_COOKIE } from '@/lib/session/cookie';
import { visitorIp } from '@/lib/security/ip';
import { fetchCv } from '@/lib/cms/my-jobs';
import { isDocumentId } from '@/lib/urls';
import { JOBS_ERRORS, refusalCodeOf } from '@/features/jobs/errors';

const PASSED_ON = ['content-type', 'content-length', 'content-disposition'];

function refusal(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * GET → the CV file, streamed from the CMS, for the applicant and the vacancy's poster only (the CMS
 * checks; anyone else gets 404); 410 once the file was deleted at the end of its retention period. A
 * plain link in the page: a GET whose only effect is that the poster's download marks the application
 * "bekeken" (no mail), so no CSRF check; the session cookie is SameSite=Lax. Never cached, always a download.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  if (!looksLikeJwt(token)) return refusal(401, 'Log in om dit cv te downloaden.');
  if (!isDocumentId(id)) return refusal(404, 'Dit cv bestaat niet.');
  let upstream: Response;
  try {
    upstream = await fetchCv({ token, ip: visitorIp(request.headers) }, id);
  } catch {
    return refusal(503, 'De server is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.');
  }
  if (upstream.status === 401) return refusal(401, 'Je sessie is verlopen. Log opnieuw in.');
  if (upstream.status === 400 && refusalCodeOf(await upstream.json().catch(() => null)) === 'cv-deleted')
    return refusal(410, JOBS_ERRORS['cv-deleted'].message);
  if (!upstream.ok || !upstream.body) return refusal(404, 'Dit cv bestaat niet.');
  const headers = new Headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
