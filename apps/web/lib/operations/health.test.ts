import { describe, expect, it } from 'vitest';
import { healthHttpStatus, siteHealthReport } from './health';

const at = new Date(0);
const cmsReport = (database: 'ok' | 'down', smtp: 'ok' | 'degraded' = 'ok') => ({
  status: database === 'down' ? ('down' as const) : smtp,
  checkedAt: at.toISOString(),
  checks: { database: { status: database }, smtp: { status: smtp }, mailOutbox: { status: 'ok' as const, pending: 0 } },
});

describe("the site's health report", () => {
  it("is the CMS as `cms` and then the CMS's own checks, with a plain 200 for ok and degraded", () => {
    const ok = siteHealthReport({ kind: 'report', report: cmsReport('ok'), ms: 14 }, at);
    expect(ok).toEqual({
      status: 'ok',
      checkedAt: at.toISOString(),
      checks: {
        cms: { status: 'ok', ms: 14 },
        database: { status: 'ok' },
        smtp: { status: 'ok' },
        mailOutbox: { status: 'ok', pending: 0 },
      },
    });
    expect(healthHttpStatus(ok)).toBe(200);
    const slowMail = siteHealthReport({ kind: 'report', report: cmsReport('ok', 'degraded'), ms: 14 }, at);
    expect(slowMail.status).toBe('degraded');
    expect(healthHttpStatus(slowMail)).toBe(200);
  });

  it('is down with 503 when the CMS or its database is', () => {
    const noDatabase = siteHealthReport({ kind: 'report', report: cmsReport('down'), ms: 3 }, at);
    expect([noDatabase.status, healthHttpStatus(noDatabase)]).toEqual(['down', 503]);
    const noCms = siteHealthReport({ kind: 'unreachable', error: 'connect ECONNREFUSED', ms: 2 }, at);
    expect(noCms).toEqual({
      status: 'down',
      checkedAt: at.toISOString(),
      checks: { cms: { status: 'down', ms: 2, error: 'connect ECONNREFUSED' } },
    });
    expect(healthHttpStatus(noCms)).toBe(503);
  });

  it('is degraded when the CMS answers without a report (another version, or a different SITE_CMS_SECRET)', () => {
    const report = siteHealthReport({ kind: 'no-report', status: 404, ms: 5 }, at);
    expect(report.status).toBe('degraded');
    expect(report.checks.cms.error).toContain('404');
    expect(healthHttpStatus(report)).toBe(200);
  });
});
