import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { siteApi } from '../support/accounts';
import { cmsAs, signedInActor, type Actor } from '../support/actors';
import { launchBrowser, newVisitor, openInteractive } from '../support/browser';
import { browserPush, replacePushTransport, startPushService, type PushService, type TestSubscription } from '../support/push-service';
import { createVacancy, deleteCreatedVacancies, documentIdByName, publishVacancy } from '../support/vacancies';

/**
 * Issue 7, Web Push (docs/decisions/009). The CMS's deliveries go to a push service on localhost
 * that decrypts them with the subscription's own keys (RFC 8291, http_ece), like a browser would.
 * In the browser (issue 21), the page subscribes with keys it generates itself and decrypts what the
 * CMS sent with them; only the transport to Google's push service, unreachable here, is replaced.
 * Nobody's push reaches another visitor, and a 410 from the push service removes the subscription.
 */

const { webUrl, cmsUrl, controlUrl, pushPort } = inject('stack');
const TOKEN = `pushkok${Date.now().toString(36)}`;

let browser: Browser;
let pushService: PushService;
let anna: Actor;
let bram: Actor;
let carla: Actor;
let dirk: Actor;
let eva: Actor;
let annaBrowser: TestSubscription;
let bramBrowser: TestSubscription;

const cms = (who: Actor | null, method: string, path: string, body?: unknown) => cmsAs(cmsUrl, who, method, path, body);

const publicKey = async () => (await cms(null, 'GET', '/push/public-key')).json.data.publicKey as string;

async function signedInPage(who: Actor): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await newVisitor(browser, webUrl);
  await visitor.context.addCookies([{ name: 'vs_token', value: who.jwt, url: webUrl, httpOnly: true, sameSite: 'Lax' }]);
  return visitor;
}

/**
 * /account for `who` with notifications allowed, once the page has looked and found push off. With
 * `endpoint`, the browser's push transport is replaced (see replacePushTransport for why and what
 * stays real); without it, this is Chromium's own PushManager.
 */
async function accountPage(who: Actor, endpoint?: string): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await signedInPage(who);
  await visitor.context.grantPermissions(['notifications'], { origin: webUrl });
  if (endpoint) await replacePushTransport(visitor.context, endpoint);
  await visitor.page.goto('/account');
  await statusIs(visitor.page, 'Meldingen staan uit in deze browser.');
  return visitor;
}

const statusIs = (page: Page, text: string) => expect.poll(() => page.getByTestId('push-status').textContent()).toBe(text);

/** Wakes the page's service worker with a push message, as the browser does after decrypting one. */
async function deliverPushMessage(context: BrowserContext, page: Page, data: string) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${webUrl}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: webUrl, registrationId: await registrationId, data });
  await cdp.detach();
}

beforeAll(async () => {
  pushService = await startPushService(pushPort);
  browser = await launchBrowser();
  [anna, bram, carla, dirk, eva] = await Promise.all(
    ['push-anna', 'push-bram', 'push-carla', 'push-dirk', 'push-eva'].map((label) => signedInActor(label)),
  );
  annaBrowser = pushService.subscription('anna');
  bramBrowser = pushService.subscription('bram');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await deleteCreatedVacancies();
  await pushService?.close();
});

describe('Web Push', () => {
  it('keeps its VAPID key pair across a CMS restart', async () => {
    const before = await publicKey();
    expect(Buffer.from(before, 'base64url')).toHaveLength(65);
    expect((await fetch(`${controlUrl}/cms/stop`)).status).toBe(204);
    expect((await fetch(`${controlUrl}/cms/start`)).status).toBe(204);
    expect(await publicKey()).toBe(before);
  }, 240_000);

  it('stores a signed-in visitor’s subscription through the site; only known push services are accepted', async () => {
    for (const [who, subscription] of [
      [anna, annaBrowser],
      [bram, bramBrowser],
    ] as const) {
      const saved = await siteApi('/api/push/subscriptions', {
        cookie: who.cookie,
        body: { endpoint: subscription.endpoint, keys: subscription.keys },
      });
      expect(saved.status).toBe(200);
    }
    expect((await cms(anna, 'GET', '/push/subscriptions')).json.data).toHaveLength(1);
    expect((await siteApi('/api/push/subscriptions', { body: { endpoint: annaBrowser.endpoint, keys: annaBrowser.keys } })).status).toBe(
      401,
    );
    const elsewhere = await cms(anna, 'POST', '/push/subscriptions', {
      data: { endpoint: 'http://127.0.0.1:9/intern', keys: annaBrowser.keys },
    });
    expect(elsewhere.status).toBe(400);
    const badKeys = await cms(anna, 'POST', '/push/subscriptions', {
      data: { endpoint: `${pushService.url}/push/x`, keys: { p256dh: 'abc', auth: 'def' } },
    });
    expect(badKeys.status).toBe(400);
  });

  it('delivers a matching alert as an encrypted push to its owner’s browser only', async () => {
    const horeca = await documentIdByName('vacancy-categories', 'Horeca');
    const alert = await siteApi('/api/job-alerts', {
      cookie: anna.cookie,
      body: { query: TOKEN, category: horeca, place: '', hoursMin: '', hoursMax: '', byEmail: false, byPush: true, frequency: 'instant' },
    });
    expect(alert.status).toBe(201);
    const vacancy = await createVacancy({ title: `Kok ${TOKEN}`, category: horeca, hoursPerWeek: 32 });
    await publishVacancy(vacancy);

    const [push] = await pushService.waitFor(annaBrowser.endpoint);
    expect(annaBrowser.decrypt(push)).toEqual({
      title: `Nieuwe vacature: Kok ${TOKEN}`,
      body: 'Testwerkgever',
      url: `/jobs/vacature/${vacancy.documentId}/${vacancy.slug}`,
      tag: `vacature-${vacancy.documentId}`,
    });
    // Signed with our VAPID key (RFC 8292), encrypted as aes128gcm (RFC 8291), kept a day at most.
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${await publicKey()}$`));
    expect(Number(push.headers.ttl)).toBe(86_400);

    // Re-publishing sends nothing new; a test push to Anna's browser arrives after it (same order).
    await publishVacancy(vacancy, { summary: 'Nog een keer gepubliceerd.' });
    expect((await cms(anna, 'POST', '/push/subscriptions/test', { data: { endpoint: annaBrowser.endpoint } })).status).toBe(200);
    const pushes = await pushService.waitFor(annaBrowser.endpoint, 2);
    expect(pushes.map((received) => (annaBrowser.decrypt(received) as { title: string }).title)).toEqual([
      `Nieuwe vacature: Kok ${TOKEN}`,
      'Meldingen staan aan',
    ]);
    expect(pushService.receivedAt(bramBrowser.endpoint)).toHaveLength(0);
  });

  it('never sends one visitor’s push to another: someone else’s browser is a 404', async () => {
    const before = pushService.receivedAt(annaBrowser.endpoint).length;
    expect((await cms(bram, 'POST', '/push/subscriptions/test', { data: { endpoint: annaBrowser.endpoint } })).status).toBe(404);
    expect((await cms(bram, 'POST', '/push/subscriptions/remove', { data: { endpoint: annaBrowser.endpoint } })).status).toBe(404);
    expect((await siteApi('/api/push/subscriptions/test', { cookie: bram.cookie, body: { endpoint: annaBrowser.endpoint } })).status).toBe(
      404,
    );
    expect((await cms(bram, 'GET', '/push/subscriptions')).json.data).toHaveLength(1);
    // Bram's own test reaches Bram's browser, and Anna's got nothing from any of this.
    expect((await cms(bram, 'POST', '/push/subscriptions/test', { data: { endpoint: bramBrowser.endpoint } })).status).toBe(200);
    await pushService.waitFor(bramBrowser.endpoint);
    expect(pushService.receivedAt(annaBrowser.endpoint)).toHaveLength(before);
    expect((await cms(null, 'GET', '/push/subscriptions')).status).toBeGreaterThanOrEqual(401);
  });

  it('forgets a subscription when the push service answers 410 Gone', async () => {
    pushService.answer(bramBrowser.endpoint, 410);
    expect((await cms(bram, 'POST', '/push/subscriptions/test', { data: { endpoint: bramBrowser.endpoint } })).status).toBe(404);
    expect((await cms(bram, 'GET', '/push/subscriptions')).json.data).toEqual([]);
    expect((await cms(anna, 'GET', '/push/subscriptions')).json.data).toHaveLength(1);
  });

  it('turns push on with keys only the browser holds and shows the CMS’s encrypted test push', async () => {
    const endpoint = `${pushService.url}/push/browser-${TOKEN}`;
    const { context, page } = await accountPage(carla, endpoint);
    await page.getByRole('button', { name: 'Meldingen aanzetten' }).click();
    await statusIs(page, 'Meldingen staan aan in deze browser.');
    const transport = browserPush(page);
    expect(await transport.subscribeCalls()).toEqual([{ applicationServerKey: await publicKey(), userVisibleOnly: true }]);
    expect((await cms(carla, 'GET', '/push/subscriptions')).json.data).toHaveLength(1);

    // The owner-bound test route finds Carla's row by the page's endpoint, and the CMS posts to the
    // endpoint it stored: arriving there means it holds exactly that one.
    await page.getByRole('button', { name: 'Testmelding sturen' }).click();
    await page.getByText('Testmelding verstuurd. Je ziet hem zo verschijnen.').waitFor();
    const [push] = await pushService.waitFor(endpoint);
    expect(pushService.receivedAt(endpoint)).toHaveLength(1);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    // Encrypted to the page's keys: only the private key inside the page can open it.
    const payload = await transport.decrypt(push);
    const message = {
      title: 'Meldingen staan aan',
      body: 'Zo ziet een melding van ons eruit. Je krijgt ze voor je vacature-alerts.',
      url: '/account',
      tag: 'test',
    };
    expect(JSON.parse(payload)).toEqual(message);

    await page.evaluate(() => {
      const shown = new Promise((resolve) =>
        navigator.serviceWorker.addEventListener(
          'message',
          (event) => event.data?.type === 'push-notification-shown' && resolve(event.data),
        ),
      );
      Object.defineProperty(window, 'notificationShown', { value: shown });
    });
    await deliverPushMessage(context, page, payload);
    expect(await page.evaluate(() => (window as unknown as { notificationShown: Promise<unknown> }).notificationShown)).toEqual({
      type: 'push-notification-shown',
      title: message.title,
      url: message.url,
    });
    const notifications = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data })),
    );
    expect(notifications).toEqual([{ title: message.title, body: message.body, tag: 'test', data: { url: '/account' } }]);
    await context.close();
  });

  it('explains that subscribing failed in this Chromium, which has no push service to reach', async () => {
    const { context, page } = await accountPage(dirk);
    await page.getByRole('button', { name: 'Meldingen aanzetten' }).click();
    await statusIs(
      page,
      'Je browser kon zich nu niet aanmelden voor meldingen. Probeer het later nog eens; je vacature-alerts per e-mail komen gewoon aan.',
    );
    // Permission and the worker were fine; it is the subscription itself that failed.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL)).toBe(
      `${webUrl}/sw.js`,
    );
    expect(await page.evaluate(() => localStorage.getItem('messagingToken'))).toBeNull();
    expect((await cms(dirk, 'GET', '/push/subscriptions')).json.data).toEqual([]);
    await context.close();
  });

  it('turning notifications off in the browser removes the subscription from the CMS', async () => {
    const endpoint = `${pushService.url}/push/uit-${TOKEN}`;
    const { context, page } = await accountPage(eva, endpoint);
    await page.getByRole('button', { name: 'Meldingen aanzetten' }).click();
    await statusIs(page, 'Meldingen staan aan in deze browser.');
    expect((await cms(eva, 'GET', '/push/subscriptions')).json.data).toHaveLength(1);

    await page.getByRole('button', { name: 'Meldingen uitzetten' }).click();
    await statusIs(page, 'Meldingen staan uit in deze browser.');
    expect((await cms(eva, 'GET', '/push/subscriptions')).json.data).toEqual([]);
    expect((await cms(eva, 'POST', '/push/subscriptions/test', { data: { endpoint } })).status).toBe(404);
    // The browser let go too, so the next visit has nothing to renew or send again.
    const left = await page.evaluate(async () => ({
      subscription: await (await navigator.serviceWorker.ready).pushManager.getSubscription(),
      token: localStorage.getItem('messagingToken'),
    }));
    expect(left).toEqual({ subscription: null, token: null });
    await context.close();
  });

  it('explains blocked notifications calmly instead of failing', async () => {
    const { context, page } = await signedInPage(anna);
    const cdp = await browser.newBrowserCDPSession();
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: webUrl,
      browserContextId: await contextId(page),
    });
    await openInteractive(page, '/account');
    const status = page.getByTestId('push-status');
    await status.getByText('Meldingen van deze site zijn geblokkeerd in je browser.').waitFor();
    await page.getByRole('button', { name: 'Meldingen aanzetten' }).click();
    await status.getByText('Sta meldingen toe via het slotje naast het webadres').waitFor();
    await context.close();
  });
});

/** The DevTools id of the page's browser context, for Browser.setPermission on that context only. */
async function contextId(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  const { targetInfo } = await session.send('Target.getTargetInfo');
  await session.detach();
  return targetInfo.browserContextId!;
}
