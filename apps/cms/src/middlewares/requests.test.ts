import { describe, expect, it } from 'vitest';
import { registry } from '../lib/metrics';
import requests, { routeLabel } from './requests';

describe('route labels', () => {
  it("are koa-router's pattern, or the kind of what no route matched, never an id", () => {
    expect(routeLabel('/api/applications/:id/cv', '/api/applications/12/cv')).toBe('/api/applications/:id/cv');
    expect(routeLabel(undefined, '/uploads/logo_abc123.png')).toBe('/uploads/*');
    expect(routeLabel(undefined, '/admin/content-manager/collection-types/api::vacancy.vacancy/xyz')).toBe('/admin/*');
    expect(routeLabel(undefined, '/api/bestaat-niet/jan@example.nl')).toBe('unmatched');
  });
});

describe('the requests middleware', () => {
  it('counts a request under its pattern and status, and a 429 as a refusal', async () => {
    const middleware = requests();
    const ctx = { method: 'POST', path: '/api/auth/local', status: 0, _matchedRoute: '/api/auth/local' } as never as Parameters<
      typeof middleware
    >[0];
    await middleware(ctx, async () => {
      ctx.status = 429;
    });
    const text = await registry.metrics();
    expect(text).toContain('cms_http_requests_total{method="POST",route="/api/auth/local",status="429"} 1');
    expect(text).toContain('cms_rate_limit_refusals_total{route="/api/auth/local"} 1');
    expect(text).toMatch(/cms_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/local"\} 1/);
  });

  it('counts a request whose handler threw, with the status it ends with', async () => {
    const middleware = requests();
    const ctx = { method: 'GET', path: '/api/x', status: 500, _matchedRoute: '/api/x' } as never as Parameters<typeof middleware>[0];
    await expect(middleware(ctx, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await registry.metrics()).toContain('cms_http_requests_total{method="GET",route="/api/x",status="500"} 1');
  });
});
