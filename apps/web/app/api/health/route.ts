import { pingCms } from '@/lib/cms';

export const dynamic = 'force-dynamic';

/** For load balancers and uptime checks: healthy only when the CMS behind the site answers. */
export async function GET() {
  const cms = await pingCms();
  return Response.json(cms ? { status: 'ok' } : { status: 'error', cms: 'unreachable' }, {
    status: cms ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
