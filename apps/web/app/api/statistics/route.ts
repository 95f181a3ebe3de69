import { NextResponse, type NextRequest } from 'next/server';
import { isSameOrigin } from '@/lib/security/origin';
import { visitorIp } from '@/lib/security/ip';
import { postStatistics } from '@/lib/cms/statistics';
import { hasProjectApis } from '@/lib/cms/config';
import { isCrawler } from '@/lib/crawler';
import { isBodyTooLarge, readBodyText } from '@/lib/http/body';

export const dynamic = 'force-dynamic';

/** Far above a real batch (200 events); the CMS checks the details. */
const MAX_BODY_BYTES = 512 * 1024;

const empty = (status: number) => new NextResponse(null, { status, headers: { 'cache-control': 'no-store' } });

/**
 * POST /api/statistics — the browser's analytics batches (decision 007), passed on to the CMS with the
 * visitor's address and user agent (which the CMS only hashes). Same-origin only; crawlers are dropped.
 * Only the status is passed back: the browser ignores the answer (spec §7).
 */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return empty(403);
  const userAgent = request.headers.get('user-agent') ?? '';
  // The browser sends nothing for these; a request that still comes is dropped, not stored.
  if (isCrawler(userAgent) || request.headers.get('sec-gpc') === '1' || request.headers.get('dnt') === '1') return empty(204);
  // Strapi 3 and 4 have no statistics route: the batch is dropped, as the browser ignores the answer anyway.
  if (!hasProjectApis()) return empty(204);
  let body: string;
  try {
    body = await readBodyText(request, MAX_BODY_BYTES);
  } catch (error) {
    return empty(isBodyTooLarge(error) ? 413 : 400);
  }
  const ip = visitorIp(request.headers);
  try {
    return empty(await postStatistics(body, { ip, userAgent }));
  } catch {
    return empty(503);
  }
}
