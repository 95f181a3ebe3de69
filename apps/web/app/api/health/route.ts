import { askCmsHealth, healthHttpStatus, siteHealthReport } from '@/lib/operations/health';

export const dynamic = 'force-dynamic';

/** For load balancers (the status code) and operators (the JSON, docs/operations.md "What to watch", decision 051). */
export async function GET() {
  const report = siteHealthReport(await askCmsHealth());
  return Response.json(report, { status: healthHttpStatus(report), headers: { 'cache-control': 'no-store' } });
}
