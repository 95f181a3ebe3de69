import { describe, expect, it } from 'vitest';
import { signOperationsRequest } from '@vacaturesite/shared/operations';
import { healthFor, healthHttpStatus, siteHealthReport } from './health';

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

describe('who reads the checks (issue 48)', () => {
  const report = siteHealthReport({
    kind: 'report',
    ms: 3,
    report: {
      status: 'degraded',
      checkedAt: '2026-12-02T10:00:00.000Z',
      checks: { smtp: { status: 'degraded', error: 'connect ECONNREFUSED 10.0.0.5:25' } },
    },
  });

  it('tells everyone only whether the site is up', () => {
    expect(healthFor(report, null, 'geheim')).toEqual({ status: 'degraded', checkedAt: report.checkedAt });
    expect(healthFor(report, signOperationsRequest('geraden'), 'geheim')).toEqual({ status: 'degraded', checkedAt: report.checkedAt });
    expect(JSON.stringify(healthFor(report, 'x', 'geheim'))).not.toContain('ECONNREFUSED');
  });

  it('gives an operator who signs with SITE_CMS_SECRET the whole report', () => {
    expect(healthFor(report, signOperationsRequest('geheim'), 'geheim')).toEqual(report);
  });

  it('gives no one the checks when the site has no secret', () => {
    expect(healthFor(report, signOperationsRequest(''), '')).toEqual({ status: 'degraded', checkedAt: report.checkedAt });
  });
});
