import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteApi } from '../support/accounts';
import { adminSession, cmsAs, pageAs, signedInActor, type Actor } from '../support/actors';
import { launchBrowser, openInteractive } from '../support/browser';
import { expectDutchMail, mailHeader, mailsTo, waitForMail } from '../support/mail';
import { startPushService, type PushService, type TestSubscription } from '../support/push-service';
import { createVacancy, deleteCreatedVacancies, publishVacancy } from '../support/vacancies';

/**
 * Decisions 003 and 009: a visitor who deletes their account takes its job alerts (and what was
 * recorded as delivered to them) and its push subscriptions along. Checked in the CMS as an editor
 * sees it, and by what a later matching vacancy sends: nothing to the deleted account, while another
 * visitor with the same alert still gets their mail and push.
 */

const { cmsUrl, mailApi, pushPort, webUrl } = inject('stack');
const TOKEN = `accountweg${Date.now().toString(36)}`;
const ALERT_UID = 'api::job-alert.job-alert';
const DELIVERY_UID = 'api::job-alert.job-alert-delivery';
const SUBSCRIPTION_UID = 'api::push.push-subscription';
const USER_UID = 'plugin::users-permissions.user';

let pushService: PushService;

beforeAll(async () => {
  pushService = await startPushService(pushPort);
});
afterAll(async () => {
  await deleteCreatedVacancies();
  await pushService?.close();
});

type Owned = { actor: Actor; browser: TestSubscription; alert: { documentId: string; id: number }; subscription: string };

/** A signed-in visitor with an instant mail-and-push alert for TOKEN and this browser's push subscription, made through the site. */
async function visitorWithAlert(label: string): Promise<Owned> {
  const actor = await signedInActor(label);
  const browser = pushService.subscription(label);
  expect(
    (await siteApi('/api/push/subscriptions', { cookie: actor.cookie, body: { endpoint: browser.endpoint, keys: browser.keys } })).status,
  ).toBe(200);
  const created = await siteApi('/api/job-alerts', {
    cookie: actor.cookie,
    body: { query: TOKEN, category: '', place: '', hoursMin: '', hoursMax: '', byEmail: true, byPush: true, frequency: 'instant' },
  });
  expect(created.status).toBe(201);
  const documentId = created.json.alert.documentId as string;
  const inAdmin = await (await adminSession()).getDocument(ALERT_UID, documentId);
  expect(inAdmin.status).toBe(200);
  const [subscription] = (await cmsAs(cmsUrl, actor, 'GET', '/push/subscriptions')).json.data as { documentId: string }[];
  return { actor, browser, alert: { documentId, id: inAdmin.json.data.id as number }, subscription: subscription.documentId };
}

/** What the CMS holds of a visitor's data, read through the admin API as an editor. */
async function rowsOf(owned: Owned) {
  const admin = await adminSession();
  const users = await admin.listDocuments(USER_UID, `?filters[email][$eq]=${encodeURIComponent(owned.actor.email)}`);
  const deliveries = await admin.listDocuments(DELIVERY_UID, `?filters[alertId][$eq]=${owned.alert.id}`);
  return {
    user: users.json.results.length,
    alert: (await admin.getDocument(ALERT_UID, owned.alert.documentId)).status,
    deliveries: deliveries.json.results.length,
    subscription: (await admin.getDocument(SUBSCRIPTION_UID, owned.subscription)).status,
  };
}

const alertMails = async (owned: Owned) => (await mailsTo(mailApi, owned.actor.email)).filter((mail) => mail.subject.includes(TOKEN));

describe('deleting an account', () => {
  it('in the browser: the visitor lands on a page that says what happened, and gets a mail confirming it (issue 35)', async () => {
    const leaving = await signedInActor('weg-browser');
    const browser = await launchBrowser();
    try {
      const page = await pageAs(browser, webUrl, leaving);
      await openInteractive(page, '/account');
      await page.getByRole('button', { name: 'Account verwijderen…' }).click();
      await page.getByLabel('Typ VERWIJDER om te bevestigen').fill('VERWIJDER');
      await page.getByRole('button', { name: 'Ja, verwijder mijn account' }).click();
      await page.waitForURL('**/account/verwijderd');
      await page.getByRole('heading', { level: 1, name: 'Je account is verwijderd' }).waitFor();
      // Signed out: /account asks to sign in again.
      await page.goto('/account');
      await page.waitForURL((url) => url.pathname === '/inloggen');
    } finally {
      await browser.close();
    }
    const mail = await waitForMail({ mailApi, to: leaving.email, subjectIncludes: 'is verwijderd' });
    expectDutchMail(mail, {
      subject: /^Je account bij .+ is verwijderd$/,
      link: `${webUrl}/registreren?bron=email`,
      text: ['Hallo Test,', 'Heb jij dit niet gedaan?'],
    });
    // Through the outbox (decision 046), once.
    expect(await mailHeader(mailApi, mail, 'Message-ID')).toMatch(/^<account-deleted\./);
    expect((await mailsTo(mailApi, leaving.email)).filter((one) => one.subject.includes('is verwijderd'))).toHaveLength(1);
    expect((await cmsAs(cmsUrl, leaving, 'GET', '/users/me')).status).toBe(401);
  });

  it('deletes the visitor’s job alerts, their delivery records and push subscriptions; later vacancies reach nobody there', async () => {
    // The leaving visitor's alert is made first: deliveries go through the alerts in id order, so once
    // the staying visitor's push has arrived, the leaving visitor's turn would have come already.
    const leaving = await visitorWithAlert('weg');
    const staying = await visitorWithAlert('blijf');

    // A first match while both accounts exist: one mail and one push each, and a delivery record.
    const since = new Date();
    const first = await createVacancy({ title: `Kok ${TOKEN}` });
    await publishVacancy(first);
    for (const owned of [leaving, staying]) {
      await waitForMail({ mailApi, to: owned.actor.email, subjectIncludes: `Kok ${TOKEN}`, since });
      await pushService.waitFor(owned.browser.endpoint, 1);
    }
    expect(await rowsOf(leaving)).toEqual({ user: 1, alert: 200, deliveries: 1, subscription: 200 });

    const deleted = await siteApi('/api/account', { method: 'DELETE', cookie: leaving.actor.cookie, body: { confirmation: 'VERWIJDER' } });
    expect(deleted.status).toBe(200);
    expect(await rowsOf(leaving)).toEqual({ user: 0, alert: 404, deliveries: 0, subscription: 404 });
    expect(await rowsOf(staying)).toEqual({ user: 1, alert: 200, deliveries: 1, subscription: 200 });

    // A second match after the deletion: the staying visitor hears of it, the deleted account does not.
    const second = await createVacancy({ title: `Tweede kok ${TOKEN}` });
    await publishVacancy(second);
    await waitForMail({ mailApi, to: staying.actor.email, subjectIncludes: `Tweede kok ${TOKEN}`, since });
    await pushService.waitFor(staying.browser.endpoint, 2);
    expect((await alertMails(leaving)).map((mail) => mail.subject)).toEqual([`Nieuwe vacature voor je alert: Kok ${TOKEN}`]);
    expect(pushService.receivedAt(leaving.browser.endpoint)).toHaveLength(1);
    const secondDeliveries = await (
      await adminSession()
    ).listDocuments(DELIVERY_UID, `?filters[vacancyDocumentId][$eq]=${second.documentId}`);
    expect(secondDeliveries.json.results.map((row: { alertId: number }) => row.alertId)).toEqual([staying.alert.id]);
  });
});
