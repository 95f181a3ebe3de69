import 'server-only';
import {
  healthReport,
  OPERATIONS_SIGNATURE_HEADER,
  signOperationsRequest,
  verifyOperationsSignature,
  type HealthCheck,
  type HealthReport,
} from '@vacaturesite/shared/operations';
import { cmsFetch, isCmsError } from '@/lib/cms';

/** The CMS answers within ~1.2 s whatever hangs behind it (apps/cms/src/api/operations/lib/health.ts); the whole health answer within 2 s. */
export const CMS_HEALTH_TIMEOUT_MS = 1800;

/** What asking the CMS for its report came to. */
export type CmsHealthOutcome =
  | { kind: 'report'; report: HealthReport; ms: number }
  /** It answered, but without a report: a CMS of another version, or SITE_CMS_SECRET differs between the two. */
  | { kind: 'no-report'; status: number; ms: number }
  | { kind: 'unreachable'; error: string; ms: number };

const isReport = (body: unknown): body is HealthReport =>
  typeof body === 'object' && body !== null && 'status' in body && typeof (body as { checks?: unknown }).checks === 'object';

/**
 * The site's report: the CMS itself as `cms`, then the CMS's own checks (database, Redis, SMTP, search
 * index, queues). Unreachable is `down` (no page renders without it); an answer without a report is
 * `degraded` (pages render, the parts behind it are unknown).
 */
export function siteHealthReport(outcome: CmsHealthOutcome, now = new Date()): HealthReport {
  const cms: HealthCheck =
    outcome.kind === 'report'
      ? { status: 'ok', ms: outcome.ms }
      : outcome.kind === 'no-report'
        ? { status: 'degraded', ms: outcome.ms, error: `no health report (HTTP ${outcome.status})` }
        : { status: 'down', ms: outcome.ms, error: outcome.error };
  return healthReport({ cms, ...(outcome.kind === 'report' ? outcome.report.checks : {}) }, now);
}

/** What anyone may read: whether the site is up. */
export type PublicHealth = Pick<HealthReport, 'status' | 'checkedAt'>;

/**
 * Issue 48: the checks (queue lengths, which part fails and its error text, the SMTP state) are the
 * operator's. A load balancer or a passer-by learns only ok / degraded / down; an operator signs the
 * request with SITE_CMS_SECRET as the site signs its own to the CMS (`npm run health`, docs/operations.md).
 */
export function healthFor(
  report: HealthReport,
  signature: string | null,
  secret = process.env.SITE_CMS_SECRET ?? '',
): HealthReport | PublicHealth {
  if (verifyOperationsSignature(signature, secret)) return report;
  return { status: report.status, checkedAt: report.checkedAt };
}

/** Load balancers read the code only: 503 when the site cannot serve pages, 200 for ok and degraded. */
export const healthHttpStatus = (report: HealthReport): number => (report.status === 'down' ? 503 : 200);

export async function askCmsHealth(secret = process.env.SITE_CMS_SECRET): Promise<CmsHealthOutcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const report = await cmsFetch('/operations/health', {
      cache: 'no-store',
      signal: AbortSignal.timeout(CMS_HEALTH_TIMEOUT_MS),
      headers: secret ? { [OPERATIONS_SIGNATURE_HEADER]: signOperationsRequest(secret) } : {},
    });
    return isReport(report) ? { kind: 'report', report, ms: ms() } : { kind: 'no-report', status: 200, ms: ms() };
  } catch (error) {
    // The CMS's 503 (its database down) still carries its report.
    if (isCmsError(error) && isReport(error.body)) return { kind: 'report', report: error.body, ms: ms() };
    if (isCmsError(error) && error.status >= 400 && error.status < 500) return { kind: 'no-report', status: error.status, ms: ms() };
    return { kind: 'unreachable', error: error instanceof Error ? error.message.slice(0, 200) : 'failed', ms: ms() };
  }
}
