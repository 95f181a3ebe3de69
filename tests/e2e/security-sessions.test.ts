import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createConfirmedAccount, signIn, siteApi } from '../support/accounts';
import { cmsAs, pageAs, signedInActor, type Actor } from '../support/actors';
import { launchBrowser, openInteractive } from '../support/browser';
import { linkFromMail, mailsTo, waitForMail } from '../support/mail';

/**
 * Issue 15, medium 7 and two lows: a jwt dies on logout, password change, password reset and
 * "Overal uitloggen" (not 30 days later); registering again and again with a taken address mails its
 * owner once; a push endpoint URL alone does not move someone's subscription to another account.
 */

const { webUrl, cmsUrl, mailApi, pushPort } = inject('stack');
const PASSWORD = 'Geheim-wachtwoord-1';
const RESET_SUBJECT = 'Nieuw wachtwoord instellen';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const jwtOf = (cookie: string) => cookie.slice('vs_token='.length);
/** What the CMS says to this jwt: 200 while the session lives, 401 once it is ended. */
const meStatus = async (cookie: string) => (await cmsAs(cmsUrl, { jwt: jwtOf(cookie) }, 'GET', '/users/me')).status;

describe('sessions end when they should', () => {
  it('logout ends this session on the CMS too; another browser stays signed in', async () => {
    const account = await createConfirmedAccount('uitlog');
    const [here, elsewhere] = [await signIn(account.email, PASSWORD), await signIn(account.email, PASSWORD)];
    expect(await meStatus(here)).toBe(200);
    const logout = await siteApi('/api/auth/logout', { cookie: here });
    expect(logout.status).toBe(200);
    expect(await meStatus(here)).toBe(401);
    expect(await meStatus(elsewhere)).toBe(200);
    // The copied cookie no longer opens the account on the site either.
    expect((await siteApi('/api/account', { method: 'PUT', cookie: here, body: { firstName: 'Kaper', lastName: 'X' } })).status).toBe(401);
  });

  it('changing the password ends every other session; the new cookie works', async () => {
    const account = await createConfirmedAccount('wijzig');
    const [here, elsewhere] = [await signIn(account.email, PASSWORD), await signIn(account.email, PASSWORD)];
    const changed = await siteApi('/api/auth/change-password', {
      cookie: here,
      body: { currentPassword: PASSWORD, password: 'Nieuw-wachtwoord-2', passwordConfirmation: 'Nieuw-wachtwoord-2' },
    });
    expect(changed.status).toBe(200);
    expect(await meStatus(changed.sessionCookie!)).toBe(200);
    expect(await meStatus(here)).toBe(401);
    expect(await meStatus(elsewhere)).toBe(401);
  });

  it('a password reset through the mailed link ends every session', async () => {
    const account = await createConfirmedAccount('herstel');
    const before = await signIn(account.email, PASSWORD);
    const since = new Date();
    expect((await siteApi('/api/auth/forgot-password', { body: { email: account.email } })).status).toBe(200);
    const mail = await waitForMail({ mailApi, to: account.email, subjectIncludes: RESET_SUBJECT, since });
    const code = new URL(linkFromMail(mail, '/wachtwoord-reset')).searchParams.get('code');
    const reset = await siteApi('/api/auth/reset-password', {
      body: { code, password: 'Nieuw-wachtwoord-3', passwordConfirmation: 'Nieuw-wachtwoord-3' },
    });
    expect(reset.status).toBe(200);
    expect(await meStatus(reset.sessionCookie!)).toBe(200);
    expect(await meStatus(before)).toBe(401);
  });

  it('"Overal uitloggen" on /account ends the sessions of every browser', async () => {
    const actor = await signedInActor('overal');
    const phone = await signIn(actor.email, PASSWORD);
    const page = await pageAs(browser, webUrl, actor);
    await openInteractive(page, '/account');
    await page.getByRole('button', { name: 'Overal uitloggen' }).click();
    await page.waitForURL(`${webUrl}/`);
    expect(await meStatus(actor.cookie)).toBe(401);
    expect(await meStatus(phone)).toBe(401);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'vs_token')).toBeUndefined();
    await page.context().close();
  });
});

describe('registering with a taken address', () => {
  it('mails its owner a reset link once, however often someone tries', async () => {
    const account = await createConfirmedAccount('bezet');
    const since = new Date();
    const body = {
      firstName: 'Iemand',
      lastName: 'Anders',
      email: account.email,
      password: 'Ander-wachtwoord-4',
      passwordConfirmation: 'Ander-wachtwoord-4',
    };
    for (let i = 0; i < 3; i += 1) {
      const answer = await siteApi('/api/auth/register', { body });
      expect(answer).toMatchObject({ status: 200, json: { ok: true, needsConfirmation: true } });
    }
    await waitForMail({ mailApi, to: account.email, subjectIncludes: RESET_SUBJECT, since });
    // A reset the owner asks for is not throttled; its mail arrives after anything the three tries sent.
    expect((await siteApi('/api/auth/forgot-password', { body: { email: account.email } })).status).toBe(200);
    const resetMails = async () =>
      (await mailsTo(mailApi, account.email)).filter(
        (mail) => mail.subject.includes(RESET_SUBJECT) && new Date(mail.time) >= new Date(since.getTime() - 1000),
      );
    await expect.poll(async () => (await resetMails()).length).toBeGreaterThanOrEqual(2);
    expect(await resetMails()).toHaveLength(2);
  });
});

describe('push subscriptions', () => {
  const browserKeys = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  };
  const subscribe = (who: Actor, endpoint: string, keys: { p256dh: string; auth: string }) =>
    cmsAs(cmsUrl, who, 'POST', '/push/subscriptions', { data: { endpoint, keys } });
  const ownCount = async (who: Actor) => (await cmsAs(cmsUrl, who, 'GET', '/push/subscriptions')).json.data.length as number;

  it('knowing someone’s endpoint URL is not enough to move their subscription to your account', async () => {
    const [owner, intruder] = await Promise.all([signedInActor('push-eigen'), signedInActor('push-kaper')]);
    const endpoint = `http://127.0.0.1:${pushPort}/push/overname-${randomBytes(6).toString('hex')}`;
    const keys = browserKeys();
    expect((await subscribe(owner, endpoint, keys)).status).toBe(201);

    const taken = await subscribe(intruder, endpoint, browserKeys());
    expect(taken.status).toBe(409);
    expect(taken.json.error.details.code).toBe('push-endpoint-taken');
    const viaSite = await siteApi('/api/push/subscriptions', { cookie: intruder.cookie, body: { endpoint, keys: browserKeys() } });
    expect(viaSite).toMatchObject({ status: 409, json: { error: { code: 'push-endpoint-taken' } } });
    expect(await ownCount(owner)).toBe(1);
    expect(await ownCount(intruder)).toBe(0);

    // The browser itself (same keys: another visitor signed in there) may still move it.
    expect((await subscribe(intruder, endpoint, keys)).status).toBe(200);
    expect(await ownCount(owner)).toBe(0);
    expect(await ownCount(intruder)).toBe(1);
  });
});
