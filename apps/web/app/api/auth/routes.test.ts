import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeCms, useCmsEnv, type FakeCms, type RecordedRequest, type Reply } from '@/lib/cms/__fixtures__/server';
import { PUT as updateAccount, DELETE as deleteAccount } from '../account/route';
import { GET as connectCallback } from '../../auth/connect/route';
import { POST as activate } from './activate/route';
import { POST as changePassword } from './change-password/route';
import { GET as connectStart } from './connect/[provider]/route';
import { POST as emailConfirmation } from './email-confirmation/route';
import { POST as forgotPassword } from './forgot-password/route';
import { POST as login } from './login/route';
import { POST as logout } from './logout/route';
import { POST as logoutEverywhere } from './logout-everywhere/route';
import { POST as register } from './register/route';
import { POST as resetPassword } from './reset-password/route';
import { POST as sendActivation } from './send-activation/route';
import { POST as sendEmailConfirmation } from './send-email-confirmation/route';

/**
 * The site's account route handlers against a fake CMS over real HTTP: CSRF, validation, the
 * contract calls, cookies and the no-enumeration answers (docs/decisions/003).
 */

const SITE = 'http://127.0.0.1:3151';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl';
const NEW_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6Mn0.bmV3c2lnbmF0dXJl';
const USER = {
  id: 1,
  documentId: 'u1',
  username: 'anna@example.nl',
  email: 'anna@example.nl',
  provider: 'local',
  confirmed: true,
  blocked: false,
  firstName: 'Anna',
  lastName: 'de Vries',
};
const SESSION_USER = {
  id: 1,
  documentId: 'u1',
  email: 'anna@example.nl',
  firstName: 'Anna',
  lastName: 'de Vries',
  displayName: 'Anna de Vries',
  headerName: 'Anna',
  provider: 'local',
};

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

type Routes = Record<string, (request: RecordedRequest) => Reply>;

/** Answers by "METHOD /path"; /users/me answers the user for the known tokens. */
function useCms(routes: Routes = {}) {
  restoreEnv = useCmsEnv(cms.url);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  cms.setRoute((request) => {
    const handler = routes[`${request.method} ${request.path}`];
    if (handler) return handler(request);
    if (request.path === '/api/users/me') {
      const auth = request.headers.authorization;
      return auth === `Bearer ${JWT}` || auth === `Bearer ${NEW_JWT}`
        ? { json: USER }
        : strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials');
    }
    return strapiError(404, 'NotFoundError', 'Not Found');
  });
}

function strapiError(status: number, name: string, message: string): Reply {
  return { status, json: { data: null, error: { status, name, message, details: {} } } };
}

function post(
  path: string,
  body: unknown,
  {
    origin = SITE,
    cookie,
    headers = {},
    method = 'POST',
  }: { origin?: string | null; cookie?: string; headers?: Record<string, string>; method?: string } = {},
) {
  const all: Record<string, string> = {
    host: '127.0.0.1:3151',
    'x-forwarded-proto': 'http',
    'x-forwarded-for': '203.0.113.7',
    'content-type': 'application/json',
    ...headers,
  };
  if (origin) all.origin = origin;
  if (cookie) all.cookie = cookie;
  return new NextRequest(`${SITE}${path}`, { method, headers: all, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

function get(path: string, cookie?: string) {
  return new NextRequest(`${SITE}${path}`, {
    headers: { host: '127.0.0.1:3151', 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.7', ...(cookie ? { cookie } : {}) },
  });
}

const setCookies = (response: Response) => response.headers.getSetCookie();
const sessionCookie = (response: Response) => setCookies(response).find((line) => line.startsWith('vs_token='));
const cmsCalls = () => cms.requests.map((r) => `${r.method} ${r.path}`);

describe('every state-changing route checks the origin first', () => {
  const routes: [string, (request: NextRequest) => Promise<Response>][] = [
    ['/api/auth/login', login],
    ['/api/auth/register', register],
    ['/api/auth/logout', logout],
    ['/api/auth/forgot-password', forgotPassword],
    ['/api/auth/reset-password', resetPassword],
    ['/api/auth/email-confirmation', emailConfirmation],
    ['/api/auth/send-email-confirmation', sendEmailConfirmation],
    ['/api/auth/activate', activate],
    ['/api/auth/send-activation', sendActivation],
    ['/api/auth/change-password', changePassword],
    ['/api/account', updateAccount],
    ['/api/account', deleteAccount],
  ];

  it.each(routes)('%s refuses another origin and a request without Origin or Sec-Fetch-Site', async (path, handler) => {
    useCms();
    for (const request of [
      post(path, {}, { origin: 'https://evil.example', cookie: `vs_token=${JWT}` }),
      post(path, {}, { origin: null, cookie: `vs_token=${JWT}` }),
    ]) {
      const response = await handler(request);
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('csrf');
      expect(setCookies(response)).toEqual([]);
    }
    expect(cms.requests).toHaveLength(0);
  });

  it('accepts Sec-Fetch-Site: same-origin without an Origin header', async () => {
    useCms();
    const response = await logout(post('/api/auth/logout', {}, { origin: null, headers: { 'sec-fetch-site': 'same-origin' } }));
    expect(response.status).toBe(200);
  });
});

describe('POST /api/auth/login', () => {
  it('validates on the server with Dutch field messages, before any CMS call', async () => {
    useCms();
    const response = await login(post('/api/auth/login', { email: 'geen-adres', password: '' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid-input',
        message: 'Controleer de gemarkeerde velden.',
        fields: { email: expect.stringMatching(/geldig e-mailadres/), password: 'Vul je wachtwoord in.' },
      },
    });
    expect((await login(post('/api/auth/login', '{not json'))).status).toBe(400);
    expect(cms.requests).toHaveLength(0);
  });

  it('signs in: jwt in an httpOnly cookie, the user in the body, the visitor address to Strapi', async () => {
    useCms({ 'POST /api/auth/local': () => ({ json: { jwt: JWT, user: USER } }) });
    const response = await login(post('/api/auth/login', { email: ' Anna@Example.nl ', password: 'geheim123' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, user: SESSION_USER });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(new RegExp(`^vs_token=${JWT};`));
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/Secure/);
    expect(cmsCalls()).toEqual(['POST /api/auth/local', 'GET /api/users/me']);
    expect(JSON.parse(cms.requests[0].body)).toEqual({ identifier: 'anna@example.nl', password: 'geheim123' });
    expect(cms.requests[0].headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('marks the cookie Secure on https', async () => {
    useCms({ 'POST /api/auth/local': () => ({ json: { jwt: JWT, user: USER } }) });
    const response = await login(
      post(
        '/api/auth/login',
        { email: 'anna@example.nl', password: 'geheim123' },
        { origin: 'https://127.0.0.1:3151', headers: { 'x-forwarded-proto': 'https' } },
      ),
    );
    expect(sessionCookie(response)).toMatch(/Secure/);
  });

  it.each([
    [400, 'ValidationError', 'Invalid identifier or password', 401, 'wrong-password'],
    [400, 'ApplicationError', 'Your account email is not confirmed', 403, 'email-not-confirmed'],
    [400, 'ApplicationError', 'Your account has been blocked by an administrator', 403, 'user-disabled'],
    [429, 'RateLimitError', 'Too many requests, please try again later.', 429, 'too-many-requests'],
  ])('maps Strapi %i "%s" to %i %s and sets no cookie', async (status, name, message, answerStatus, code) => {
    useCms({ 'POST /api/auth/local': () => strapiError(status, name, message) });
    const response = await login(post('/api/auth/login', { email: 'anna@example.nl', password: 'geheim123' }));
    expect(response.status).toBe(answerStatus);
    expect((await response.json()).error.code).toBe(code);
    expect(setCookies(response)).toEqual([]);
  });

  it('a CMS that is down gives network-request-failed (503)', async () => {
    restoreEnv = useCmsEnv('http://127.0.0.1:9');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await login(post('/api/auth/login', { email: 'anna@example.nl', password: 'geheim123' }));
    expect(response.status).toBe(503);
    expect((await response.json()).error).toEqual({ code: 'network-request-failed', message: expect.stringMatching(/niet bereikbaar/) });
  });
});

describe('POST /api/auth/register', () => {
  const body = {
    firstName: 'Anna',
    lastName: 'de Vries',
    email: 'anna@example.nl',
    password: 'geheim123',
    passwordConfirmation: 'geheim123',
  };

  it('a new address: Strapi mails a confirmation; the answer asks to confirm', async () => {
    useCms({ 'POST /api/auth/local/register': () => ({ json: { user: { ...USER, confirmed: false } } }) });
    const response = await register(post('/api/auth/register', body));
    expect(await response.json()).toEqual({ ok: true, needsConfirmation: true });
    expect(setCookies(response)).toEqual([]);
    expect(JSON.parse(cms.requests[0].body)).toEqual({
      username: 'anna@example.nl',
      email: 'anna@example.nl',
      password: 'geheim123',
      firstName: 'Anna',
      lastName: 'de Vries',
    });
  });

  it('a taken address answers exactly the same; the CMS mails the owner, the site calls nothing more', async () => {
    useCms({ 'POST /api/auth/local/register': () => strapiError(400, 'ApplicationError', 'Email or Username are already taken') });
    const response = await register(post('/api/auth/register', body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, needsConfirmation: true });
    expect(cmsCalls()).toEqual(['POST /api/auth/local/register']);
  });

  it('with e-mail confirmation off, Strapi answers a jwt and the visitor is signed in', async () => {
    useCms({ 'POST /api/auth/local/register': () => ({ json: { jwt: JWT, user: USER } }) });
    const response = await register(post('/api/auth/register', body));
    expect(await response.json()).toEqual({ ok: true, user: SESSION_USER });
    expect(sessionCookie(response)).toMatch(/^vs_token=/);
  });

  it('refuses mismatched passwords on the server', async () => {
    useCms();
    const response = await register(post('/api/auth/register', { ...body, passwordConfirmation: 'anders123' }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ passwordConfirmation: 'De wachtwoorden zijn niet gelijk.' });
    expect(cms.requests).toHaveLength(0);
  });
});

describe('no enumeration: forgot-password, send-email-confirmation, send-activation', () => {
  it.each([
    ['/api/auth/forgot-password', forgotPassword, 'POST /api/auth/forgot-password'],
    ['/api/auth/send-email-confirmation', sendEmailConfirmation, 'POST /api/auth/send-email-confirmation'],
    ['/api/auth/send-activation', sendActivation, 'POST /api/account-activation/request'],
  ] as const)('%s answers ok whatever Strapi says about the address', async (path, handler, call) => {
    for (const reply of [
      { json: { ok: true } },
      { json: { email: 'x@y.nl', sent: true } },
      strapiError(400, 'ApplicationError', 'Already confirmed'),
      strapiError(400, 'ApplicationError', 'User blocked'),
      { status: 500, json: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } } },
    ]) {
      useCms({ [call]: () => reply });
      const response = await handler(post(path, { email: 'wie@example.nl' }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
  });

  it('only the rate limit (the same for every address) is passed on', async () => {
    useCms({ 'POST /api/auth/forgot-password': () => strapiError(429, 'RateLimitError', 'Too many requests, please try again later.') });
    const response = await forgotPassword(post('/api/auth/forgot-password', { email: 'wie@example.nl' }));
    expect(response.status).toBe(429);
    expect((await response.json()).error.message).toBe('Te veel pogingen. Wacht een paar minuten en probeer het opnieuw.');
  });
});

describe('links from mails', () => {
  it('email-confirmation: a redirect from Strapi is success, a 400 an invalid link', async () => {
    useCms({
      'GET /api/auth/email-confirmation': (request) =>
        request.query.confirmation === 'goed' ? { status: 302, text: '' } : strapiError(400, 'ValidationError', 'Invalid token'),
    });
    expect(await (await emailConfirmation(post('/api/auth/email-confirmation', { confirmation: 'goed' }))).json()).toEqual({ ok: true });
    const failed = await emailConfirmation(post('/api/auth/email-confirmation', { confirmation: 'oud' }));
    expect(failed.status).toBe(400);
    expect((await failed.json()).error.code).toBe('invalid-action-code');
  });

  it('reset-password signs in with the new jwt, replacing an old cookie', async () => {
    useCms({ 'POST /api/auth/reset-password': () => ({ json: { jwt: NEW_JWT, user: USER } }) });
    const response = await resetPassword(
      post(
        '/api/auth/reset-password',
        { code: 'abc', password: 'nieuw-wachtwoord', passwordConfirmation: 'nieuw-wachtwoord' },
        { cookie: `vs_token=${JWT}` },
      ),
    );
    expect(await response.json()).toEqual({ ok: true, user: SESSION_USER });
    expect(setCookies(response).filter((line) => line.startsWith('vs_token='))).toEqual([
      expect.stringMatching(new RegExp(`^vs_token=${NEW_JWT};`)),
    ]);
    expect(cms.requests[0].headers.authorization).toBeUndefined();
  });

  it('reset-password with a used code', async () => {
    useCms({ 'POST /api/auth/reset-password': () => strapiError(400, 'ValidationError', 'Incorrect code provided') });
    const response = await resetPassword(
      post('/api/auth/reset-password', { code: 'abc', password: 'nieuw-wachtwoord', passwordConfirmation: 'nieuw-wachtwoord' }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid-action-code');
  });

  it('reset-password for an unconfirmed account says so instead of a half sign-in', async () => {
    useCms({ 'POST /api/auth/reset-password': () => ({ json: { jwt: 'eyJ.unconfirmed.x', user: USER } }) });
    const response = await resetPassword(
      post('/api/auth/reset-password', { code: 'abc', password: 'nieuw-wachtwoord', passwordConfirmation: 'nieuw-wachtwoord' }),
    );
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('email-not-confirmed');
    expect(setCookies(response)).toEqual([]);
  });

  it('activate sends token and password only, and signs in', async () => {
    useCms({ 'POST /api/account-activation': () => ({ json: { jwt: JWT, user: USER } }) });
    const response = await activate(
      post('/api/auth/activate', { token: 'tok_en-1', password: 'geheim123', passwordConfirmation: 'geheim123' }),
    );
    expect(await response.json()).toEqual({ ok: true, user: SESSION_USER });
    expect(JSON.parse(cms.requests[0].body)).toEqual({ token: 'tok_en-1', password: 'geheim123' });
    expect(sessionCookie(response)).toMatch(/^vs_token=/);
  });

  it('activate with an expired link', async () => {
    useCms({ 'POST /api/account-activation': () => strapiError(400, 'ValidationError', 'Invalid or expired token') });
    const response = await activate(post('/api/auth/activate', { token: 'tok', password: 'geheim123', passwordConfirmation: 'geheim123' }));
    expect((await response.json()).error.code).toBe('expired-action-code');
  });
});

describe('signed-in routes', () => {
  const change = { currentPassword: 'oud-wachtwoord', password: 'nieuw-wachtwoord', passwordConfirmation: 'nieuw-wachtwoord' };

  it('logout ends the session on the CMS and clears the cookie', async () => {
    useCms({ 'POST /api/account/logout': () => ({ status: 204 }) });
    const response = await logout(post('/api/auth/logout', {}, { cookie: `vs_token=${JWT}` }));
    expect(await response.json()).toEqual({ ok: true });
    expect(sessionCookie(response)).toMatch(/^vs_token=;.*Max-Age=0/);
    expect(cmsCalls()).toEqual(['POST /api/account/logout']);
    expect(cms.requests[0].headers.authorization).toBe(`Bearer ${JWT}`);
  });

  it('logout still clears the cookie when the CMS no longer knows the token', async () => {
    useCms({ 'POST /api/account/logout': () => strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials') });
    const response = await logout(post('/api/auth/logout', {}, { cookie: `vs_token=${JWT}` }));
    expect(await response.json()).toEqual({ ok: true });
    expect(sessionCookie(response)).toMatch(/^vs_token=;.*Max-Age=0/);
  });

  it('signing out everywhere asks the CMS to end every session, then clears the cookie', async () => {
    useCms({ 'POST /api/account/logout': () => ({ status: 204 }) });
    const response = await logoutEverywhere(post('/api/auth/logout-everywhere', {}, { cookie: `vs_token=${JWT}` }));
    expect(await response.json()).toEqual({ ok: true });
    expect(sessionCookie(response)).toMatch(/^vs_token=;.*Max-Age=0/);
    expect(JSON.parse(cms.requests[0].body)).toEqual({ everywhere: true });
  });

  it('change-password without a session is 401 and calls nothing', async () => {
    useCms();
    const response = await changePassword(post('/api/auth/change-password', change));
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('user-token-expired');
    expect(cms.requests).toHaveLength(0);
  });

  it('change-password sends the bearer and replaces the cookie with the new jwt', async () => {
    useCms({ 'POST /api/auth/change-password': () => ({ json: { jwt: NEW_JWT, user: USER } }) });
    const response = await changePassword(post('/api/auth/change-password', change, { cookie: `vs_token=${JWT}` }));
    expect(await response.json()).toEqual({ ok: true, user: SESSION_USER });
    expect(cms.requests[0].headers.authorization).toBe(`Bearer ${JWT}`);
    expect(sessionCookie(response)).toMatch(new RegExp(`^vs_token=${NEW_JWT};`));
  });

  it('change-password with a wrong current password', async () => {
    useCms({ 'POST /api/auth/change-password': () => strapiError(400, 'ValidationError', 'The provided current password is invalid') });
    const response = await changePassword(post('/api/auth/change-password', change, { cookie: `vs_token=${JWT}` }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({ code: 'wrong-password', message: 'Je huidige wachtwoord klopt niet.' });
  });

  it('a token the CMS refuses clears the cookie', async () => {
    useCms({ 'PUT /api/account': () => strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials') });
    const response = await updateAccount(
      post('/api/account', { firstName: 'A', lastName: 'B' }, { method: 'PUT', cookie: `vs_token=${JWT}` }),
    );
    expect(response.status).toBe(401);
    expect(sessionCookie(response)).toMatch(/Max-Age=0/);
  });

  it('PUT /api/account saves the profile and answers the fresh user', async () => {
    useCms({ 'PUT /api/account': () => ({ json: { ok: true } }) });
    const response = await updateAccount(
      post('/api/account', { firstName: ' Anna ', lastName: 'de Vries' }, { method: 'PUT', cookie: `vs_token=${JWT}` }),
    );
    expect(await response.json()).toEqual({ ok: true, user: SESSION_USER });
    expect(JSON.parse(cms.requests[0].body)).toEqual({ firstName: 'Anna', lastName: 'de Vries' });
  });

  it('DELETE /api/account needs the confirmation word, then deletes and clears the cookie', async () => {
    useCms({ 'DELETE /api/account': () => ({ status: 204 }) });
    const refused = await deleteAccount(post('/api/account', { confirmation: 'ja' }, { method: 'DELETE', cookie: `vs_token=${JWT}` }));
    expect(refused.status).toBe(400);
    expect(cms.requests).toHaveLength(0);
    const response = await deleteAccount(
      post('/api/account', { confirmation: 'VERWIJDER' }, { method: 'DELETE', cookie: `vs_token=${JWT}` }),
    );
    expect(await response.json()).toEqual({ ok: true });
    expect(cmsCalls()).toEqual(['DELETE /api/account']);
    expect(cms.requests[0].headers.authorization).toBe(`Bearer ${JWT}`);
    expect(sessionCookie(response)).toMatch(/Max-Age=0/);
  });
});

describe('social sign-in', () => {
  it('GET /api/auth/connect/{provider} remembers the provider and sends the browser to the CMS', async () => {
    useCms({ 'GET /api/sign-in-providers': () => ({ json: { data: [{ name: 'keycloak', label: 'Keycloak' }] } }) });
    const response = await connectStart(get('/api/auth/connect/keycloak'), { params: Promise.resolve({ provider: 'keycloak' }) });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${cms.url}/api/connect/keycloak`);
    const cookie = setCookies(response).find((line) => line.startsWith('auth_provider='));
    expect(cookie).toMatch(/^auth_provider=keycloak;.*Max-Age=600/);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it('refuses bad or disabled provider names', async () => {
    useCms({ 'GET /api/sign-in-providers': () => ({ json: { data: [{ name: 'keycloak', label: 'Keycloak' }] } }) });
    for (const provider of ['Bad!', '../admin', 'github']) {
      const response = await connectStart(get(`/api/auth/connect/x`), { params: Promise.resolve({ provider }) });
      expect(response.headers.get('location')).toBe('/inloggen?fout=provider-failed');
    }
  });

  it('GET /auth/connect exchanges the provider answer for a session and goes to /account', async () => {
    useCms({ 'GET /api/auth/keycloak/callback': () => ({ json: { jwt: JWT, user: USER } }) });
    const response = await connectCallback(
      get('/auth/connect?access_token=at', `auth_provider=keycloak; koa.sess=s1; koa.sess.sig=s2; other=x`),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account');
    expect(sessionCookie(response)).toMatch(new RegExp(`^vs_token=${JWT};`));
    expect(setCookies(response).find((line) => line.startsWith('auth_provider='))).toMatch(/Max-Age=0/);
    expect(cms.requests[0]).toMatchObject({ path: '/api/auth/keycloak/callback', search: '?access_token=at' });
    expect(cms.requests[0].headers.cookie).toBe('koa.sess=s1; koa.sess.sig=s2');
  });

  it('GET /auth/connect without the provider cookie, or with a provider error, goes back to /inloggen', async () => {
    useCms();
    for (const request of [get('/auth/connect?access_token=at'), get('/auth/connect?error=access_denied', 'auth_provider=keycloak')]) {
      const response = await connectCallback(request);
      expect(response.headers.get('location')).toBe('/inloggen?fout=provider-failed');
      expect(sessionCookie(response)).toBeUndefined();
    }
    expect(cms.requests).toHaveLength(0);
  });

  it('GET /auth/connect passes the mapped code when Strapi refuses', async () => {
    useCms({
      'GET /api/auth/keycloak/callback': () => strapiError(400, 'ApplicationError', 'Your account has been blocked by an administrator'),
    });
    const response = await connectCallback(get('/auth/connect', 'auth_provider=keycloak'));
    expect(response.headers.get('location')).toBe('/inloggen?fout=user-disabled');
  });
});

describe('social sign-in errors from the CMS hand-off', () => {
  it.each([
    ['Your account has been blocked by an administrator', 'user-disabled'],
    ['Email is already taken.', 'email-already-in-use'],
    ['OAuth2 state mismatch', 'provider-failed'],
    ['', 'provider-failed'],
  ])('error_description "%s" → ?fout=%s', async (description, code) => {
    useCms();
    const response = await connectCallback(
      get(`/auth/connect?error=oauth_error&error_description=${encodeURIComponent(description)}`, 'auth_provider=keycloak'),
    );
    expect(response.headers.get('location')).toBe(`/inloggen?fout=${code}`);
    expect(cms.requests).toHaveLength(0);
  });

  it('an expired one-time code is a failed sign-in, not a mail-link error', async () => {
    useCms({ 'GET /api/auth/keycloak/callback': () => strapiError(400, 'ValidationError', 'Invalid or expired token') });
    const response = await connectCallback(get('/auth/connect?access_token=old', 'auth_provider=keycloak'));
    expect(response.headers.get('location')).toBe('/inloggen?fout=provider-failed');
  });
});
