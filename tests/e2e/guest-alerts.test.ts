import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminSession, cmsAs, pageAs as pageAsVisitor, signedInActor, type Actor } from '../support/actors';
import { interactive, launchBrowser, openInteractive } from '../support/browser';
import { expectDutchMail, linkFromMail, mailHeader, mailsTo, outboxRows, waitForMail } from '../support/mail';
import { createVacancy, deleteCreatedVacancies, publishVacancy } from '../support/vacancies';

/**
 * Issue 16, alerts for everyone (decision 032): a visitor without an account saves the /jobs search
 * as an alert with an address; nothing is sent until the mailed link is opened; then a matching
 * vacancy arrives by mail within a minute, with RFC 8058 one-click unsubscribe; a link in it counts
 * as a click; a year without one asks again, and no answer removes the alert. An account with the same
 * address shows the confirmed guest alert as its own.
 */
const { webUrl, cmsUrl, mailApi } = inject('stack');
const run = Date.now().toString(36);
const ALERT_UID = 'api::job-alert.job-alert';
let browser: Browser;
let owner: Actor;

const pageAs = (who: Actor | null) => pageAsVisitor(browser, webUrl, who);
const subjects = async (to: string, includes: string) => (await mailsTo(mailApi, to)).filter((mail) => mail.subject.includes(includes));
/** The alert as the editor sees it in the Content Manager (private fields included). */
async function alertFor(word: string): Promise<Record<string, string | null> | undefined> {
  const admin = await adminSession();
  return (await admin.listDocuments(ALERT_UID, `?filters[query][$eq]=${encodeURIComponent(word)}`)).json.results[0];
}

/** Fills in and sends the guest form for the search at `path`; answers the page. */
async function requestGuestAlert(path: string, email: string, frequency = 'Direct bij elke nieuwe vacature'): Promise<Page> {
  const page = await pageAs(null);
  await openInteractive(page, path);
  await page.getByText('Bewaar als zoekopdracht / Vacature-alert').click();
  await page.getByLabel('E-mailadres').waitFor();
  await interactive(page);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel(frequency).check();
  await page.getByRole('button', { name: 'Vacature-alert aanvragen' }).click();
  await page.getByText(`we hebben een e-mail gestuurd naar ${email}`, { exact: false }).waitFor();
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signedInActor('gast-alert');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await deleteCreatedVacancies();
});

describe('guest job alerts', () => {
  it('needs the mailed link before it sends anything; then mails a match within a minute, with one-click unsubscribe', async () => {
    const word = `gastkok${run}`;
    const email = `gast-${run}@example.nl`;
    const since = new Date();
    const page = await requestGuestAlert(`/jobs/zoeken?q=${word}`, email);
    await page.context().close();
    const confirmation = await waitForMail({ mailApi, to: email, subjectIncludes: 'Bevestig je vacature-alert', since });
    // The words were typed by whoever asked: not in a mail to an address nobody has confirmed yet (issue 34).
    expect(confirmation.subject).toBe('Bevestig je vacature-alert');
    expect(confirmation.text).not.toContain(word);
    expect(await alertFor(word)).toMatchObject({ email, confirmedAt: null, byPush: false });

    // Unconfirmed: a matching vacancy is not mailed, and not remembered as told.
    const early = await createVacancy({ title: `Kok vroeg ${word}` });
    await publishVacancy(early);

    const confirmPage = await pageAs(null);
    await confirmPage.goto(linkFromMail(confirmation, '/vacature-alert/bevestigen'));
    await confirmPage.getByText('Je vacature-alert is bevestigd.', { exact: false }).waitFor();
    await confirmPage.reload();
    await confirmPage.getByText('Deze link is ongeldig, verlopen of al gebruikt.', { exact: false }).waitFor();
    await confirmPage.context().close();

    const published = new Date();
    const vacancy = await createVacancy({ title: `Kok gezocht ${word}` });
    await publishVacancy(vacancy);
    const mail = await waitForMail({
      mailApi,
      to: email,
      subjectIncludes: `Nieuwe vacature voor je alert: Kok gezocht ${word}`,
      since: published,
    });
    expect(new Date(mail.time).getTime() - published.getTime()).toBeLessThan(60_000);
    expect(await subjects(email, 'Kok vroeg')).toHaveLength(0);
    // A guest has no account to manage alerts on.
    expect(mail.text).not.toContain('/account');
    expectDutchMail(mail, {
      subject: `Nieuwe vacature voor je alert: Kok gezocht ${word}`,
      link: `${webUrl}/vacature-alert/bekijk?token=`,
      text: ['Wil je deze e-mails niet meer?'],
    });

    // The vacancy link goes through the site, which notes the click, and lands on the vacancy.
    const before = (await alertFor(word))!.activeAt;
    const visit = await pageAs(null);
    const response = await visit.goto(linkFromMail(mail, '/vacature-alert/bekijk'));
    expect(response!.status()).toBe(200);
    expect(new URL(visit.url()).pathname).toBe(`/jobs/vacature/${vacancy.documentId}/${vacancy.slug}`);
    await visit.context().close();
    expect(new Date((await alertFor(word))!.activeAt!).getTime()).toBeGreaterThan(new Date(before!).getTime());

    // RFC 8058: the mail client posts to the List-Unsubscribe address.
    const oneClick = /^<(.+)>$/.exec((await mailHeader(mailApi, mail, 'List-Unsubscribe')) ?? '')?.[1];
    expect((await mailHeader(mailApi, mail, 'List-Unsubscribe-Post')) ?? '').toBe('List-Unsubscribe=One-Click');
    const unsubscribed = await fetch(oneClick!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    expect(await alertFor(word)).toBeUndefined();
  });

  it('answers every address alike, refuses a bad one in Dutch, and the CMS refuses a made-up request', async () => {
    const page = await pageAs(null);
    await openInteractive(page, `/jobs/zoeken?q=gastfout${run}`);
    await page.getByText('Bewaar als zoekopdracht / Vacature-alert').click();
    await page.getByLabel('E-mailadres').waitFor();
    await interactive(page);
    await page.getByLabel('E-mailadres').fill('geen-adres');
    await page.getByRole('button', { name: 'Vacature-alert aanvragen' }).click();
    await page.getByText('Vul een geldig e-mailadres in', { exact: false }).waitFor();
    await page.context().close();
    // Straight at the CMS without the bot check: refused, nothing stored.
    const direct = await cmsAs(cmsUrl, null, 'POST', '/job-alerts/guest', {
      data: { email: `bot-${run}@example.nl`, query: `gastbot${run}`, frequency: 'instant' },
    });
    expect(direct.status).toBe(403);
    expect(await alertFor(`gastbot${run}`)).toBeUndefined();
  });

  it('asks again after a year without a click, and removes the alert when nobody answers', async () => {
    const word = `gastjaar${run}`;
    const email = `jaar-${run}@example.nl`;
    const since = new Date();
    (await requestGuestAlert(`/jobs/zoeken?q=${word}`, email, 'Eén overzicht per week (maandag)')).context().close();
    const confirmation = await waitForMail({ mailApi, to: email, subjectIncludes: 'Bevestig je vacature-alert', since });
    const page = await pageAs(null);
    await page.goto(linkFromMail(confirmation, '/vacature-alert/bevestigen'));
    await page.getByText('Je vacature-alert is bevestigd.', { exact: false }).waitFor();
    await page.context().close();
    expect(await alertFor(word)).toMatchObject({ frequency: 'weekly' });

    const admin = await adminSession();
    const { documentId } = (await alertFor(word))!;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await admin.updateDocument(ALERT_UID, documentId!, { activeAt: daysAgo(366) });
    const asked = new Date();
    // Two rounds at once, as every CMS instance's cron: one question (the check below counts the mails).
    const rounds = await Promise.all([
      admin.call('POST', '/job-alerts/guest-maintenance'),
      admin.call('POST', '/job-alerts/guest-maintenance'),
    ]);
    expect(rounds.reduce((sum, round) => sum + (round.json.data.asked as number), 0)).toBeGreaterThanOrEqual(1);
    const again = await waitForMail({ mailApi, to: email, subjectIncludes: 'Wil je je vacature-alert houden?', since: asked });
    expect(again.text).toContain('binnen 30 dagen');
    // Both mails went through the outbox, the question in the same commit as "asked" (a mail server away that
    // morning no longer leaves the alert asked nothing and then removed); one row for the two rounds.
    expect((await outboxRows(email, 'guest-alert-confirm:')).map((row) => row.state)).toEqual(['sent']);
    await expect.poll(async () => (await outboxRows(email, 'guest-alert-reconfirm:')).map((row) => row.state)).toEqual(['sent']);
    // Asked once, not every day.
    await admin.call('POST', '/job-alerts/guest-maintenance');
    expect(await subjects(email, 'Wil je je vacature-alert houden?')).toHaveLength(1);

    // A vacancy link opened while the question is open answers it: the grace period's end no longer removes the alert.
    const { unsubscribeToken } = (await admin.getDocument(ALERT_UID, documentId!)).json.data;
    await fetch(`${webUrl}/vacature-alert/bekijk?token=${unsubscribeToken}&naar=/jobs`, { redirect: 'manual' });
    expect(await alertFor(word)).toMatchObject({ reconfirmSentAt: null });
    await admin.call('POST', '/job-alerts/guest-maintenance');
    expect(await alertFor(word)).toBeDefined();

    // No answer within the grace period: gone.
    await admin.updateDocument(ALERT_UID, documentId!, { reconfirmSentAt: daysAgo(31) });
    expect((await admin.call('POST', '/job-alerts/guest-maintenance')).json.data.removed).toBeGreaterThanOrEqual(1);
    expect(await alertFor(word)).toBeUndefined();
    expect(linkFromMail(again, '/vacature-alert/bevestigen')).toContain('token=');
  });

  it('shows an account the guest alerts of its address once confirmed, and lets it delete them', async () => {
    const word = `gastaccount${run}`;
    const since = new Date();
    (await requestGuestAlert(`/jobs/zoeken?q=${word}`, owner.email)).context().close();
    const cms = (method: string, path: string) => cmsAs(cmsUrl, owner, method, path);
    // Not before it is confirmed: an address typed by someone else is not the account's yet.
    expect((await cms('GET', '/job-alerts')).json.data.map((alert: { query: string }) => alert.query)).not.toContain(word);
    const confirmation = await waitForMail({ mailApi, to: owner.email, subjectIncludes: 'Bevestig je vacature-alert', since });
    const page = await pageAs(owner);
    await page.goto(linkFromMail(confirmation, '/vacature-alert/bevestigen'));
    await page.getByText('Je vacature-alert is bevestigd.', { exact: false }).waitFor();
    await openInteractive(page, '/account');
    const item = page.getByTestId('job-alert-item').filter({ hasText: word });
    await item.waitFor();
    await item.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await item.waitFor({ state: 'detached' });
    expect(await alertFor(word)).toBeUndefined();
    await page.context().close();
  });
});
