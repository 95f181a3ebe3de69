import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cmsActivateAccount,
  cmsChangePassword,
  cmsConfirmEmail,
  cmsDeleteAccount,
  cmsLogin,
  cmsMe,
  cmsProviderCallback,
  cmsRegister,
  cmsRequestActivation,
  cmsUpdateAccount,
  getSignInProviders,
  providerConnectUrl,
} from './auth';
import { isCmsError } from './errors';
import { startFakeCms, useCmsEnv, type FakeCms } from './__fixtures__/server';

let cms: FakeCms;
let restoreEnv = () => {};

beforeAll(async () => {
  cms = await startFakeCms();
});
afterAll(() => cms.close());
afterEach(() => {
  restoreEnv();
  cms.requests.length = 0;
});

const visitor = { ip: '203.0.113.7', token: 'old.session.token' };

describe('auth calls', () => {
  it('sign-in posts identifier and password with the visitor address and without any old token', async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute(() => ({ json: { jwt: 'a.b.c', user: { id: 1, email: 'a@b.nl' } } }));
    expect(await cmsLogin({ identifier: 'a@b.nl', password: 'geheim123' }, visitor)).toMatchObject({ jwt: 'a.b.c' });
    const [request] = cms.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/api/auth/local' });
    expect(request.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(request.headers.authorization).toBeUndefined();
    expect(JSON.parse(request.body)).toEqual({ identifier: 'a@b.nl', password: 'geheim123' });
  });

  it('routes that act on the visitor send their token', async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute(() => ({ json: { id: 1, email: 'a@b.nl' } }));
    await cmsMe('me.token.x');
    await cmsChangePassword({ currentPassword: 'a', password: 'b', passwordConfirmation: 'b' }, visitor);
    await cmsUpdateAccount({ firstName: 'A', lastName: 'B' }, visitor);
    await cmsDeleteAccount({ confirmation: 'VERWIJDER' }, visitor);
    expect(cms.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['GET', '/api/users/me', 'Bearer me.token.x'],
      ['POST', '/api/auth/change-password', 'Bearer old.session.token'],
      ['PUT', '/api/account', 'Bearer old.session.token'],
      ['DELETE', '/api/account', 'Bearer old.session.token'],
    ]);
    expect(JSON.parse(cms.requests[2].body)).toEqual({ firstName: 'A', lastName: 'B' });
  });

  it('registration, activation and the activation request use the contract paths', async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute(() => ({ json: {} }));
    await cmsRegister({ username: 'a@b.nl', email: 'a@b.nl', password: 'x', firstName: 'A', lastName: 'B' });
    await cmsActivateAccount({ token: 'tok', password: 'geheim123' });
    await cmsRequestActivation({ email: 'a@b.nl' });
    expect(cms.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/auth/local/register',
      'POST /api/account-activation',
      'POST /api/account-activation/request',
    ]);
  });

  it('e-mail confirmation: a redirect means confirmed, a 400 is thrown', async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute((request) =>
      request.query.confirmation === 'good'
        ? { status: 302, text: '' }
        : { status: 400, json: { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid token' } } },
    );
    await expect(cmsConfirmEmail('good')).resolves.toBeUndefined();
    const error = await cmsConfirmEmail('used').catch((e: unknown) => e);
    expect(isCmsError(error) && error.message).toBe('Invalid token');
    expect(cms.requests[0]).toMatchObject({ method: 'GET', path: '/api/auth/email-confirmation', search: '?confirmation=good' });
  });

  it("provider callback passes Strapi's session cookie and any access_token along", async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute(() => ({ json: { jwt: 'a.b.c' } }));
    await cmsProviderCallback('keycloak', { access_token: 'at' }, { ip: '203.0.113.7', cookie: 'koa.sess=xyz; koa.sess.sig=sig' });
    await cmsProviderCallback('keycloak', {}, {});
    expect(cms.requests[0]).toMatchObject({ path: '/api/auth/keycloak/callback', search: '?access_token=at' });
    expect(cms.requests[0].headers).toMatchObject({ cookie: 'koa.sess=xyz; koa.sess.sig=sig', 'x-forwarded-for': '203.0.113.7' });
    expect(cms.requests[1].search).toBe('');
    expect(cms.requests[1].headers.cookie).toBeUndefined();
  });
});

describe('social sign-in providers', () => {
  it('lists valid providers and labels, skipping odd entries', async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute(() => ({
      json: {
        data: [{ name: 'keycloak', label: 'Keycloak' }, { name: 'github' }, { name: 'Bad Name', label: 'x' }, null, { label: 'no name' }],
      },
    }));
    expect(await getSignInProviders()).toEqual([
      { name: 'keycloak', label: 'Keycloak' },
      { name: 'github', label: 'github' },
    ]);
    expect(cms.requests[0].path).toBe('/api/sign-in-providers');
  });

  it('a CMS without the route has none; other failures are thrown', async () => {
    restoreEnv = useCmsEnv(cms.url);
    cms.setRoute(() => ({ status: 404, json: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } } }));
    expect(await getSignInProviders()).toEqual([]);
    cms.setRoute(() => ({ status: 500 }));
    await expect(getSignInProviders()).rejects.toMatchObject({ status: 500 });
  });

  it('the connect URL uses CMS_PUBLIC_URL when set', () => {
    restoreEnv = useCmsEnv('http://127.0.0.1:1351');
    const saved = process.env.CMS_PUBLIC_URL;
    try {
      delete process.env.CMS_PUBLIC_URL;
      expect(providerConnectUrl('keycloak')).toBe('http://127.0.0.1:1351/api/connect/keycloak');
      process.env.CMS_PUBLIC_URL = 'https://cms.example.nl/';
      expect(providerConnectUrl('keycloak')).toBe('https://cms.example.nl/api/connect/keycloak');
    } finally {
      if (saved === undefined) delete process.env.CMS_PUBLIC_URL;
      else process.env.CMS_PUBLIC_URL = saved;
    }
  });
});

describe('sign-in providers on Strapi 3 and 4 (decision 053)', () => {
  it('come from SIGN_IN_PROVIDERS, without asking the CMS', async () => {
    const saved = { version: process.env.CMS_VERSION, providers: process.env.SIGN_IN_PROVIDERS };
    process.env.CMS_VERSION = '4';
    process.env.SIGN_IN_PROVIDERS = 'google:Google, github,Bad Name:x';
    try {
      expect(await getSignInProviders()).toEqual([
        { name: 'google', label: 'Google' },
        { name: 'github', label: 'github' },
      ]);
    } finally {
      for (const [name, value] of [
        ['CMS_VERSION', saved.version],
        ['SIGN_IN_PROVIDERS', saved.providers],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  });
});
