import { hashClientAddress, traceparentFor } from '@vacaturesite/shared';
import { describe, expect, it } from 'vitest';
import { registry } from '../lib/metrics';
import requests, { requestIdOf, routeLabel } from './requests';

const SITE_ID = '6f2a1c9e0b7d4e3fa1b2c3d4e5f60718';

type Fake = { method: string; path: string; url: string; status: number; _matchedRoute?: string; headers?: Record<string, string> };

/** A koa context as far as the middleware reads and writes it. */
function context({ headers = {}, ...fake }: Fake) {
  const set: Record<string, string> = {};
  const ctx = {
    ...fake,
    state: {} as Record<string, unknown>,
    request: { ip: '203.0.113.7' },
    get: (name: string) => headers[name] ?? '',
    set: (name: string, value: string) => void (set[name] = value),
  };
  return { ctx: ctx as never as Parameters<ReturnType<typeof requests>>[0], set, state: ctx.state };
}

describe('route labels', () => {
  it("are koa-router's pattern, or the kind of what no route matched, never an id", () => {
    expect(routeLabel('/api/applications/:id/cv', '/api/applications/12/cv')).toBe('/api/applications/:id/cv');
    expect(routeLabel(undefined, '/uploads/logo_abc123.png')).toBe('/uploads/*');
    expect(routeLabel(undefined, '/admin/content-manager/collection-types/api::vacancy.vacancy/xyz')).toBe('/admin/*');
    expect(routeLabel(undefined, '/api/bestaat-niet/jan@example.nl')).toBe('unmatched');
  });
});

describe('request ids on the CMS', () => {
  it("are the site's traceparent's, else a well-shaped X-Request-Id, else new", () => {
    const get = (headers: Record<string, string>) => (name: string) => headers[name] ?? '';
    expect(requestIdOf(get({ traceparent: traceparentFor(SITE_ID), 'x-request-id': 'a'.repeat(32) }))).toBe(SITE_ID);
    expect(requestIdOf(get({ 'x-request-id': SITE_ID }))).toBe(SITE_ID);
    expect(requestIdOf(get({ 'x-request-id': 'mijn id\n{"level":"error"}' }))).toMatch(/^[0-9a-f]{32}$/);
    expect(requestIdOf(get({}))).not.toBe(requestIdOf(get({})));
  });
});

describe('the requests middleware', () => {
  it('logs one JSON line with the id, route and hashed address, and nothing of the query', async () => {
    const lines: string[] = [];
    const middleware = requests({ secret: 'geheim', write: (line) => lines.push(line) });
    const { ctx, set, state } = context({
      method: 'GET',
      path: '/api/auth/email-confirmation',
      url: '/api/auth/email-confirmation?confirmation=bevestig-token',
      status: 404,
      _matchedRoute: '/api/auth/email-confirmation',
      headers: { traceparent: traceparentFor(SITE_ID) },
    });
    await middleware(ctx, async () => {
      (ctx as { status: number }).status = 302;
    });
    expect(state.requestId).toBe(SITE_ID);
    expect(set['X-Request-Id']).toBe(SITE_ID);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      app: 'cms',
      requestId: SITE_ID,
      method: 'GET',
      route: '/api/auth/email-confirmation',
      path: '/api/auth/email-confirmation',
      status: 302,
      client: hashClientAddress('203.0.113.7', 'geheim'),
    });
    for (const personal of ['bevestig-token', 'confirmation=', '203.0.113.7', 'geheim"']) expect(lines[0]).not.toContain(personal);
  });

  it('counts a request under its pattern and status, and a 429 as a refusal', async () => {
    const middleware = requests({ write: () => {} });
    const { ctx } = context({
      method: 'POST',
      path: '/api/auth/local',
      url: '/api/auth/local',
      status: 0,
      _matchedRoute: '/api/auth/local',
    });
    await middleware(ctx, async () => {
      (ctx as { status: number }).status = 429;
    });
    const text = await registry.metrics();
    expect(text).toContain('cms_http_requests_total{method="POST",route="/api/auth/local",status="429"} 1');
    expect(text).toContain('cms_rate_limit_refusals_total{route="/api/auth/local"} 1');
    expect(text).toMatch(/cms_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/local"\} 1/);
  });

  it('counts and logs a request whose handler threw, with the status it ends with', async () => {
    const lines: string[] = [];
    const middleware = requests({ write: (line) => lines.push(line) });
    const { ctx } = context({ method: 'GET', path: '/api/x', url: '/api/x', status: 500, _matchedRoute: '/api/x' });
    await expect(middleware(ctx, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await registry.metrics()).toContain('cms_http_requests_total{method="GET",route="/api/x",status="500"} 1');
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'error', status: 500 });
    expect(JSON.parse(lines[0])).not.toHaveProperty('client');
  });
});
