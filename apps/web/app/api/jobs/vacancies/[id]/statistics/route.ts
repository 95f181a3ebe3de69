import type { NextRequest } from 'next/server';
import type { VacancyStatistics } from '@vacaturesite/shared/vacancy-statistics';
import { looksLikeJwt, SESSION_COOKIE } from '@/lib/session/cookie';
import { statisticsCsv, statisticsFileName } from '@/features/vacancy-statistics/csv';
import { isCmsError } from '@/lib/cms/errors';
import { asVisitor } from '@/lib/cms/my-jobs';
import { fetchVacancyStatistics } from '@/lib/cms/vacancy-statistics';
import { visitorIp } from '@/lib/security/ip';
import { isDocumentId } from '@/lib/urls';

function refusal(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * GET → the statistics of one of the visitor's own vacancies as a CSV download (decision 055). The CMS
 * decides who may see them: anyone but the poster gets 404, as for an unknown vacancy. A plain link on
 * /jobs/mijn/{id} without side effects, so no CSRF check; never cached.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  if (!looksLikeJwt(token)) return refusal(401, 'Log in om de statistieken te downloaden.');
  if (!isDocumentId(id)) return refusal(404, 'Deze vacature bestaat niet.');
  let statistics: VacancyStatistics | null;
  try {
    statistics = await fetchVacancyStatistics(asVisitor({ token, ip: visitorIp(request.headers) }), id);
  } catch (error) {
    if (isCmsError(error) && error.status === 401) return refusal(401, 'Je sessie is verlopen. Log opnieuw in.');
    return refusal(503, 'De server is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.');
  }
  if (!statistics) return refusal(404, 'Deze vacature bestaat niet.');
  return new Response(statisticsCsv(statistics), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${statisticsFileName(id, statistics)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
