import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { siteApi } from '../support/accounts';
import { cmsAs, signedInActor, type Actor } from '../support/actors';
import { launchBrowser, newVisitor } from '../support/browser';
import { startPushService, type PushService, type TestSubscription } from '../support/push-service';
import { createVacancy, deleteCreatedVacancies, documentIdByName, publishVacancy } from '../support/vacancies';

/**
 * Issue 7, Web Push (docs/decisions/009). The CMS's deliveries go to a push service on localhost
 * that decrypts them with the subscription's own keys (RFC 8291, http_ece), like a browser would;
 * the service worker's notification is tested by delivering a push message through the DevTools
 * protocol. Nobody's push reaches another visitor, and a 410 from the push service removes the
 * subscription.
 */

const { webUrl, cmsUrl, controlUrl, pushPort } = inject('stack');
const TOKEN = `pushkok${Date.now().toString(36)}`;

let browser: Browser;
let pushService: PushService;
let anna: Actor;
let bram: Actor;
let annaBrowser: TestSubscription;
let bramBrowser: TestSubscription;

const cms = (who: Actor | null, method: string, path: string, body?: unknown) => cmsAs(cmsUrl, who, method, path, body);

const publicKey = async () => (await cms(null, 'GET', '/push/public-key')).json.data.publicKey as string;

async function signedInPage(who: Actor): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await newVisitor(browser, webUrl);
  await visitor.context.addCookies([{ name: 'vs_token', value: who.jwt, url: webUrl, httpOnly: true, sameSite: 'Lax' }]);
  return visitor;
}

beforeAll(async () => {
  pushService = await startPushService(pushPort);
  browser = await launchBrowser();
  [anna, bram] = await Promise.all([signedInActor('push-anna'), signedInActor('push-bram')]);
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
    for (const [who, subscription] of [[anna, annaBrowser], [bram, bramBrowser]] as const) {
      const saved = await siteApi('/api/push/subscriptions', { cookie: who.cookie, body: { endpoint: subscription.endpoint, keys: subscription.keys } });
      expect(saved.status).toBe(200);
    }
    expect((await cms(anna, 'GET', '/push/subscriptions')).json.data).toHaveLength(1);
    expect((await siteApi('/api/push/subscriptions', { body: { endpoint: annaBrowser.endpoint, keys: annaBrowser.keys } })).status).toBe(401);
    const elsewhere = await cms(anna, 'POST', '/push/subscriptions', { data: { endpoint: 'http://127.0.0.1:9/intern', keys: annaBrowser.keys } });
    expect(elsewhere.status).toBe(400);
    const badKeys = await cms(anna, 'POST', '/push/subscriptions', { data: { endpoint: `${pushService.url}/push/x`, keys: { p256dh: 'abc', auth: 'def' } } });
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
    expect(pushes.map((received) => (annaBrowser.decrypt(received) as { title: string }).title)).toEqual([`Nieuwe vacature: Kok ${TOKEN}`, 'Meldingen staan aan']);
    expect(pushService.receivedAt(bramBrowser.endpoint)).toHaveLength(0);
  });

  it('never sends one visitor’s push to another: someone else’s browser is a 404', async () => {
    const before = pushService.receivedAt(annaBrowser.endpoint).length;
    expect((await cms(bram, 'POST', '/push/subscriptions/test', { data: { endpoint: annaBrowser.endpoint } })).status).toBe(404);
    expect((await cms(bram, 'POST', '/push/subscriptions/remove', { data: { endpoint: annaBrowser.endpoint } })).status).toBe(404);
    expect((await siteApi('/api/push/subscriptions/test', { cookie: bram.cookie, body: { endpoint: annaBrowser.endpoint } })).status).toBe(404);
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

  it('shows the notification from the service worker when a push message arrives', async () => {
    const { context, page } = await signedInPage(anna);
    await context.grantPermissions(['notifications'], { origin: webUrl });
    await page.goto('/account', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Meldingen aanzetten' }).click();
    // The click registers /sw.js. Headless Chromium has no push service of its own, so subscribing
    // may fail; that is explained calmly and the worker is there either way.
    await page.waitForFunction(async () => !!(await navigator.serviceWorker.getRegistration('/'))?.active);
    await page.getByTestId('push-status').filter({ hasText: /^(Meldingen staan aan in deze browser\.|Je browser kon zich nu niet aanmelden voor meldingen\.)/ }).waitFor();

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${webUrl}/` && !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const shown = page.evaluate(
      () => new Promise<{ title: string; url: string }>((resolve) => navigator.serviceWorker.addEventListener('message', (event) => event.data?.type === 'push-notification-shown' && resolve(event.data))),
    );
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: webUrl,
      registrationId: await registrationId,
      data: JSON.stringify({ title: 'Nieuwe vacature: Sous-chef', body: 'Eetcafé De Proef, Utrecht', url: '/jobs', tag: 'test-cdp' }),
    });
    expect(await shown).toMatchObject({ title: 'Nieuwe vacature: Sous-chef', url: '/jobs' });
    const notifications = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({ title: notification.title, body: notification.body, data: notification.data })),
    );
    expect(notifications).toContainEqual({ title: 'Nieuwe vacature: Sous-chef', body: 'Eetcafé De Proef, Utrecht', data: { url: '/jobs' } });
    await context.close();
  });

  it('explains blocked notifications calmly instead of failing', async () => {
    const { context, page } = await signedInPage(anna);
    const cdp = await browser.newBrowserCDPSession();
    await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: webUrl, browserContextId: await contextId(page) });
    await page.goto('/account', { waitUntil: 'networkidle' });
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
