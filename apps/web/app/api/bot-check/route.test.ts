import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeCms, useCmsEnv, type FakeCms } from '@/lib/cms/__fixtures__/server';
import { signClientAddress } from '@/lib/cms/client-address';
import { GET } from './route';

/** The site's /api/bot-check against a fake CMS: the visitor's address goes along, a refusal stays one (issue 34). */

const SECRET = 'gedeeld-geheim';
const CHALLENGE = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'abc' }, signature: 'sig' };
let cms: FakeCms;
let restoreEnv = () => {};

beforeAll(async () => {
  cms = await startFakeCms();
  restoreEnv = useCmsEnv(cms.url);
  vi.stubEnv('SITE_CMS_SECRET', SECRET);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  restoreEnv();
  await cms.close();
});
afterEach(() => void (cms.requests.length = 0));

const ask = (address: string) => GET(new NextRequest('http://127.0.0.1:3151/api/bot-check', { headers: { 'x-forwarded-for': address } }));

describe('GET /api/bot-check', () => {
  it("asks the CMS with the visitor's signed address, so its limit counts per visitor", async () => {
    cms.setRoute(() => ({ json: CHALLENGE }));
    const response = await ask('203.0.113.7');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(CHALLENGE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(cms.requests.map((request) => request.path)).toEqual(['/api/bot-check/challenge']);
    expect(cms.requests[0].headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(cms.requests[0].headers['x-client-address-signature']).toBe(signClientAddress('203.0.113.7', SECRET));
  });

  it("answers the CMS's limit with 429 and a Dutch message, and an unreachable CMS with 503", async () => {
    cms.setRoute(() => ({ status: 429, json: { data: null, error: { status: 429, name: 'RateLimitError', message: 'Too many' } } }));
    const limited = await ask('203.0.113.8');
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toEqual({
      code: 'too-many-requests',
      message: 'Te veel beveiligingscontroles vanaf jouw adres. Wacht even en probeer het dan opnieuw.',
    });

    cms.setRoute(() => ({ status: 500, text: 'kapot' }));
    expect((await ask('203.0.113.8')).status).toBe(503);
  });
});
