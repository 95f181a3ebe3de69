import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cmsFetch } from './client';
import { CmsError, isCmsError } from './errors';
import { closedPortUrl, startFakeCms, useCmsEnv, type FakeCms } from './__fixtures__/server';
import v3Error from './__fixtures__/v3/error-400.json';
import v4Error from './__fixtures__/v4/error-404.json';
import v5Error from './__fixtures__/v5/error-400.json';

let cms: FakeCms;
let restoreEnv = () => {};

beforeAll(async () => {
  cms = await startFakeCms();
});
afterAll(() => cms.close());
afterEach(() => {
  restoreEnv();
  cms.requests.length = 0;
  vi.restoreAllMocks();
});

async function caught(promise: Promise<unknown>): Promise<CmsError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isCmsError(error)).toBe(true);
  return error as CmsError;
}

describe('cmsFetch: addressing', () => {
  it.each([
    ['5', '/api/vacancies'],
    ['4', '/api/vacancies'],
    ['3', '/vacancies'],
  ] as const)('Strapi %s requests %s', async (version, expectedPath) => {
    restoreEnv = useCmsEnv(cms.url, version);
    cms.setRoute(() => ({ json: { data: [], meta: {} } }));
    await cmsFetch('/vacancies');
    expect(cms.requests.map((r) => r.path)).toEqual([expectedPath]);
  });

  it('reads CMS_URL at call time, ignoring a trailing slash', async () => {
    const other = await startFakeCms(() => ({ json: { from: 'other' } }));
    try {
      restoreEnv = useCmsEnv(`${other.url}/`);
      expect(await cmsFetch('/global')).toEqual({ from: 'other' });
      expect(other.requests[0].path).toBe('/api/global');
      expect(cms.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('serialises nested filters with qs so the server reads back the same object', async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute(() => ({ json: { data: [] } }));
    const params = {
      filters: {
        $or: [{ title: { $containsi: 'zorg & welzijn' } }, { summary: { $containsi: 'zorg' } }],
        category: { documentId: { $eq: 'abc' } },
      },
      sort: ['datePosted:desc', 'id:desc'],
      pagination: { page: 2, pageSize: 10 },
    };
    await cmsFetch('/vacancies', { params });
    const [request] = cms.requests;
    expect(request.search).toContain('filters[$or][0][title][$containsi]=zorg%20%26%20welzijn');
    expect(request.search).toContain('sort[1]=id%3Adesc');
    expect(request.query).toEqual({ ...params, pagination: { page: '2', pageSize: '10' } });
  });
});

describe('cmsFetch: request', () => {
  it('sends a bearer token only when one is given', async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute(() => ({ json: {} }));
    await cmsFetch('/users/me', { token: 'jwt-123' });
    await cmsFetch('/vacancies');
    await cmsFetch('/vacancies', { token: null });
    expect(cms.requests.map((r) => r.headers.authorization)).toEqual(['Bearer jwt-123', undefined, undefined]);
  });

  it('sends a JSON body with its content type', async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute(() => ({ json: { jwt: 'new' } }));
    const answer = await cmsFetch<{ jwt: string }>('/auth/local', { method: 'POST', body: { identifier: 'a@b.nl', password: 'geheim1' } });
    expect(answer.jwt).toBe('new');
    expect(cms.requests[0]).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(cms.requests[0].body)).toEqual({ identifier: 'a@b.nl', password: 'geheim1' });
  });

  it("passes Next's cache options to fetch, and keeps token answers out of the shared cache", async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute(() => ({ json: {} }));
    const spy = vi.spyOn(globalThis, 'fetch');
    await cmsFetch('/vacancies', { revalidate: 60, tags: ['vacancies'] });
    await cmsFetch('/users/me', { token: 't' });
    await cmsFetch('/global', { cache: 'no-store' });
    const inits = spy.mock.calls.map(([, init]) => init as RequestInit & { next?: unknown });
    expect(inits[0]).toMatchObject({ next: { revalidate: 60, tags: ['vacancies'] } });
    expect(inits[0].cache).toBeUndefined();
    expect(inits[1]).toMatchObject({ cache: 'no-store' });
    expect(inits[1].next).toBeUndefined();
    expect(inits[2]).toMatchObject({ cache: 'no-store' });
  });

  it('sends extra headers, but never lets them replace accept or authorization', async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute(() => ({ json: {} }));
    await cmsFetch('/auth/local', { body: {}, headers: { 'x-forwarded-for': '203.0.113.7', accept: 'text/html' }, token: 't' });
    expect(cms.requests[0].headers).toMatchObject({
      'x-forwarded-for': '203.0.113.7',
      accept: 'application/json',
      authorization: 'Bearer t',
    });
  });

  it("with redirect: 'manual', a 3xx is success (null) and is not followed", async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute((request) =>
      request.path === '/api/auth/email-confirmation' ? { status: 302, text: 'Redirecting to /' } : { status: 500 },
    );
    expect(await cmsFetch('/auth/email-confirmation', { params: { confirmation: 'abc' }, redirect: 'manual' })).toBeNull();
    expect(cms.requests.map((r) => r.path)).toEqual(['/api/auth/email-confirmation']);
  });

  it.each([204, 200])('returns null for an empty %s answer', async (status) => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute(() => ({ status }));
    expect(await cmsFetch('/_health')).toBeNull();
  });
});

describe('cmsFetch: errors', () => {
  it('does not retry a 500', async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute(() => ({
      status: 500,
      json: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } },
    }));
    const error = await caught(cmsFetch('/vacancies'));
    expect(error.status).toBe(500);
    expect(cms.requests).toHaveLength(1);
  });

  it.each([
    ['5', 400, v5Error, 'Invalid key titel'],
    ['4', 404, v4Error, 'Not Found'],
    ['3', 400, v3Error, v3Error.message],
  ] as const)("rethrows Strapi %s's error body exactly", async (version, status, body, message) => {
    restoreEnv = useCmsEnv(cms.url, version);
    cms.setRoute(() => ({ status, json: body }));
    const error = await caught(cmsFetch('/vacancies'));
    expect(error).toBeInstanceOf(CmsError);
    expect(error.status).toBe(status);
    expect(error.body).toStrictEqual(body);
    expect(error.message).toBe(message);
  });

  it('takes the message from a v3 validation body with nested messages', async () => {
    restoreEnv = useCmsEnv(cms.url, '3');
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: [{ messages: [{ id: 'Auth.form.error.invalid', message: 'Identifier or password invalid.' }] }],
    };
    cms.setRoute(() => ({ status: 400, json: body }));
    const error = await caught(cmsFetch('/auth/local', { body: {} }));
    expect(error.message).toBe('Identifier or password invalid.');
    expect(error.body).toStrictEqual(body);
  });

  it.each([
    ['5', { status: 500, name: 'UnknownError', message: 'Internal Server Error' }],
    ['4', { status: 500, name: 'UnknownError', message: 'Internal Server Error' }],
    ['3', { error: 'UnknownError', message: 'Internal Server Error', statusCode: 500 }],
  ] as const)('falls back to the §8 body for an empty 500 (Strapi %s)', async (version, expected) => {
    restoreEnv = useCmsEnv(cms.url, version);
    cms.setRoute(() => ({ status: 500 }));
    const error = await caught(cmsFetch('/vacancies'));
    expect(error.status).toBe(500);
    expect(error.body).toStrictEqual(expected);
    expect(error.message).toBe('Internal Server Error');
  });

  it('uses the fallback for a non-JSON error page too, keeping the HTTP status', async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute(() => ({ status: 502, statusText: 'Bad Gateway', text: '<html>proxy error</html>' }));
    const error = await caught(cmsFetch('/vacancies'));
    expect(error.status).toBe(502);
    expect(error.body).toStrictEqual({ status: 500, name: 'UnknownError', message: 'Bad Gateway' });
  });

  it.each([
    ['5', (message: string) => ({ status: 500, name: 'UnknownError', message })],
    ['3', (message: string) => ({ error: 'UnknownError', message, statusCode: 500 })],
  ] as const)('falls back to the §8 body when the connection is refused (Strapi %s)', async (version, shape) => {
    restoreEnv = useCmsEnv(await closedPortUrl(), version);
    const error = await caught(cmsFetch('/vacancies'));
    expect(error.status).toBe(500);
    expect(error.message).toMatch(/ECONNREFUSED/);
    expect(error.body).toStrictEqual(shape(error.message));
  });
});
