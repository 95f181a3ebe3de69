import { OPERATIONS_SIGNATURE_HEADER } from '@vacaturesite/shared/operations';
import { askCmsHealth, healthFor, healthHttpStatus, siteHealthReport } from '@/lib/operations/health';

export const dynamic = 'force-dynamic';

/** For load balancers (the status code), everyone (the status) and operators (the whole report when signed; decision 051, issue 48). */
export async function GET(request: Request) {
  const report = siteHealthReport(await askCmsHealth());
  return Response.json(healthFor(report, request.headers.get(OPERATIONS_SIGNATURE_HEADER)), {
    status: healthHttpStatus(report),
    headers: { 'cache-control': 'no-store' },
  });
}
