import { describe, expect, it, vi } from 'vitest';
import { cmsFetch } from '../cms/client';
import { compileTrust } from '../security/client-address.mjs';
import { cmsRequestHeaders, currentRequestId, requestIdOf, runWithRequestId } from './request-context.mjs';
import { siteRequestLogLine } from './request-log.mjs';

const NGINX_ID = '6f2a1c9e0b7d4e3fa1b2c3d4e5f60718';
const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers, method: 'GET' });

describe('request ids on the site', () => {
  const trust = compileTrust('loopback');
  it("take a trusted proxy's X-Request-Id in the strict shape, and make a new one for anyone else", () => {
    expect(requestIdOf(request('127.0.0.1', { 'x-request-id': NGINX_ID }), trust)).toBe(NGINX_ID);
    expect(requestIdOf(request('203.0.113.7', { 'x-request-id': NGINX_ID }), trust)).not.toBe(NGINX_ID);
    expect(requestIdOf(request('127.0.0.1', { 'x-request-id': 'kies-mijn-eigen-id"\n' }), trust)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('go with every CMS call made while the request is answered, as a traceparent, and with none outside one', async () => {
    expect(cmsRequestHeaders()).toEqual({});
    await runWithRequestId(NGINX_ID, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentRequestId()).toBe(NGINX_ID);
      expect(cmsRequestHeaders()).toEqual({ traceparent: expect.stringMatching(new RegExp(`^00-${NGINX_ID}-[0-9a-f]{16}-00$`)) });
    });
    expect(currentRequestId()).toBeNull();
  });

  it('reach the CMS through cmsFetch, cached reads included', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"data":[]}', { status: 200 }));
    try {
      await runWithRequestId(NGINX_ID, () => cmsFetch('/vacancies', { revalidate: 300, tags: ['cms'] }));
      const headers = spy.mock.calls[0][1]!.headers as Record<string, string>;
      expect(headers.traceparent).toMatch(new RegExp(`^00-${NGINX_ID}-`));
      expect(headers).not.toHaveProperty('x-request-id');
    } finally {
      spy.mockRestore();
    }
  });
});

describe("the site's request log line", () => {
  it('names the request, its route and cache verdict, without query, e-mail address, token or client address', () => {
    const req = request('127.0.0.1', { 'x-forwarded-for': '203.0.113.7', cookie: 'vs_token=geheim-token' });
    const res = { getHeader: (name: string) => (name === 'x-nextjs-cache' ? 'HIT' : undefined) };
    const text = siteRequestLogLine({
      req,
      res,
      requestId: NGINX_ID,
      route: '/vacature-alert/afmelden',
      url: '/vacature-alert/afmelden?token=afmeld-token&email=jan%40example.nl',
      status: 200,
      ms: 3.21,
      secret: 'site-cms-geheim',
    });
    expect(text.split('\n')).toHaveLength(1);
    expect(JSON.parse(text)).toMatchObject({
      app: 'site',
      requestId: NGINX_ID,
      method: 'GET',
      route: '/vacature-alert/afmelden',
      path: '/vacature-alert/afmelden',
      status: 200,
      cache: 'HIT',
      client: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    for (const personal of ['203.0.113.7', 'afmeld-token', 'jan', 'example.nl', 'geheim-token', 'site-cms-geheim'])
      expect(text).not.toContain(personal);
  });
});
