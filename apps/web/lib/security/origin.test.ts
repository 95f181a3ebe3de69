import { afterEach, describe, expect, it } from 'vitest';
import { assertSameOrigin, isSameOrigin, isSecureRequest, siteOrigins } from './origin';

function request(headers: Record<string, string>, url = 'http://127.0.0.1:3151/api/auth/login') {
  return { headers: new Headers(headers), url };
}

const savedSiteUrl = process.env.SITE_URL;
afterEach(() => {
  if (savedSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = savedSiteUrl;
});

describe('siteOrigins', () => {
  it('derives the origin from Host and X-Forwarded-Host with the forwarded protocol', () => {
    delete process.env.SITE_URL;
    expect(siteOrigins(request({ host: '127.0.0.1:3151', 'x-forwarded-proto': 'http' }))).toEqual(['http://127.0.0.1:3151']);
    expect(siteOrigins(request({ host: 'internal:3000', 'x-forwarded-host': 'www.example.nl', 'x-forwarded-proto': 'https' }))).toEqual([
      'https://www.example.nl',
      'https://internal:3000',
    ]);
  });

  it('puts SITE_URL first and normalises default ports', () => {
    process.env.SITE_URL = 'https://www.example.nl/';
    expect(siteOrigins(request({ host: 'www.example.nl:443', 'x-forwarded-proto': 'https' }))).toEqual(['https://www.example.nl']);
  });
});

describe('isSameOrigin (CSRF)', () => {
  const base = { host: '127.0.0.1:3151', 'x-forwarded-host': '127.0.0.1:3151', 'x-forwarded-proto': 'http' };

  it('accepts the site itself', () => {
    expect(isSameOrigin(request({ ...base, origin: 'http://127.0.0.1:3151' }))).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['another port', 'http://127.0.0.1:1337'],
    ['https instead of http', 'https://127.0.0.1:3151'],
    ['a sub-domain', 'http://sub.127.0.0.1:3151'],
    ['an opaque origin', 'null'],
    ['garbage', 'not a url'],
    ['a non-web scheme', 'file:///etc/passwd'],
  ])('refuses %s', (_label, origin) => {
    expect(isSameOrigin(request({ ...base, origin }))).toBe(false);
  });

  it('without Origin, trusts Sec-Fetch-Site same-origin and none only', () => {
    expect(isSameOrigin(request({ ...base, 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(request({ ...base, 'sec-fetch-site': 'none' }))).toBe(true);
    expect(isSameOrigin(request({ ...base, 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(isSameOrigin(request({ ...base, 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameOrigin(request(base))).toBe(false);
  });

  it('an Origin header decides even when Sec-Fetch-Site says same-origin', () => {
    expect(isSameOrigin(request({ ...base, origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }))).toBe(false);
  });

  it('accepts the public address from SITE_URL behind a proxy that rewrites Host', () => {
    process.env.SITE_URL = 'https://www.example.nl';
    expect(isSameOrigin(request({ host: '10.0.0.5:3000', 'x-forwarded-proto': 'http', origin: 'https://www.example.nl' }))).toBe(true);
  });

  it('assertSameOrigin answers 403 with a Dutch csrf error', async () => {
    const refused = assertSameOrigin(request({ ...base, origin: 'https://evil.example' }));
    expect(refused?.status).toBe(403);
    const body = await refused?.json();
    expect(body).toEqual({ error: { code: 'csrf', message: expect.stringMatching(/niet van onze eigen website/) } });
    expect(assertSameOrigin(request({ ...base, origin: 'http://127.0.0.1:3151' }))).toBeNull();
  });
});

describe('isSecureRequest', () => {
  it('is true on https by SITE_URL or by the request', () => {
    delete process.env.SITE_URL;
    expect(isSecureRequest(request({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(isSecureRequest(request({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isSecureRequest(request({}, 'https://www.example.nl/api'))).toBe(true);
    process.env.SITE_URL = 'https://www.example.nl';
    expect(isSecureRequest(request({ 'x-forwarded-proto': 'http' }))).toBe(true);
  });
});
