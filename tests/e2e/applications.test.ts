import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminApi, moveCmsClock, adminSession, cmsAs, pageAs as pageAsVisitor, signedInActor, type Actor } from '../support/actors';
import { launchBrowser, openInteractive } from '../support/browser';
import { botCheckHeaders } from '../support/bot-check';
import { applicationForm, dateInAmsterdam, pdfCv, postVacancy, VACANCY_UID } from '../support/jobs';
import { control } from '../support/cms';
import { runSql } from '../support/database';
import { expectDutchMail, mailHeader, mailsTo, waitForMail } from '../support/mail';

/**
 * Issue 17, after "Solliciteer" (decision 033): the poster answers each application, the applicant
 * sees the status with its date and gets a mail for every change but "bekeken"; when the vacancy
 * closes, whoever still waits gets one mail, never two; CVs go 4 weeks after the procedure (or a year
 * after applying, with consent), with the clock of the CMS moved forward (CMS_TEST_CLOCK, tests only).
 */
const { webUrl, cmsUrl, mailApi, privateUploadsDir } = inject('stack');
const run = Date.now().toString(36);
const MOTIVATION = 'Ik werk al jaren als monteur en kom graag bij jullie werken. Per direct beschikbaar.';
let browser: Browser;
let poster: Actor;
let invited: Actor; // consents to keeping the CV a year; gets invited
let waiting: Actor; // the poster only looks at the CV; still waiting when the vacancy closes
let raced: Actor; // two answers at once
let vacancyId = '';
const applicationOf = new Map<Actor, string>();
const pageAs = (who: Actor | null) => pageAsVisitor(browser, webUrl, who);

async function cms(who: Actor | null, method: string, path: string, body?: unknown) {
  return cmsAs(cmsUrl, who, method, path, body, await botCheckHeaders(method, path, { site: false }));
}

const formOf = (vacancy: string, who: Actor, cvConsent: boolean) =>
  applicationForm(vacancy, pdfCv(`Cv van ${who.email}`, `cv-${run}.pdf`), { motivation: MOTIVATION, cvConsent });

async function apply(who: Actor, cvConsent: boolean) {
  const { status, json } = await cms(who, 'POST', '/my-jobs/applications', formOf(vacancyId, who, cvConsent));
  expect(status, JSON.stringify(json)).toBe(201);
  applicationOf.set(who, json.data.documentId);
  return json.data;
}

const setStatus = (who: Actor, applicant: Actor, data: Record<string, unknown>) =>
  cms(who, 'PUT', `/my-jobs/applications/${applicationOf.get(applicant)}/status`, { data });
const mine = async (who: Actor) => (await cms(who, 'GET', `/my-jobs/applications/${applicationOf.get(who)}`)).json.data;
/** Mails about this file's vacancy (each account also has its sign-up mail), the receipt of applying aside. */
const vacancyMails = async (who: Actor, subject = `Monteur ${run}`) =>
  (await mailsTo(mailApi, who.email)).filter((mail) => mail.subject.includes(subject) && !mail.subject.startsWith(RECEIPT));
const RECEIPT = 'Je sollicitatie is verstuurd: ';
const cvFiles = async () => new Set(await readdir(`${privateUploadsDir}/cvs`).catch(() => [] as string[]));
const round = () => adminApi('/applications/round', { method: 'POST', body: { vacancy: vacancyId } });

beforeAll(async () => {
  browser = await launchBrowser();
  [poster, invited, waiting, raced] = await Promise.all(
    ['plaatser', 'uitgenodigd', 'wachtend', 'race'].map((label) => signedInActor(label)),
  );
  vacancyId = (await postVacancy(poster.jwt, { title: `Monteur ${run}` })).documentId;
  expect((await (await adminSession()).publish(VACANCY_UID, vacancyId)).status).toBe(200);
  await apply(invited, true);
  await apply(waiting, false);
  await apply(raced, false);
}, 120_000);
afterAll(async () => {
  await moveCmsClock(0).catch(() => undefined);
  await browser?.close();
});

describe('after applying', () => {
  it('the applicant gets a receipt and the poster a mail per application, each once, in Dutch with a plain-text part and no CV', async () => {
    for (const who of [invited, waiting, raced]) {
      const receipt = await waitForMail({ mailApi, to: who.email, subjectIncludes: `${RECEIPT}Monteur ${run}` });
      expectDutchMail(receipt, {
        subject: `${RECEIPT}Monteur ${run}`,
        link: `${webUrl}/jobs/mijn?tab=sollicitaties&bron=email`,
        text: [`Je sollicitatie op Monteur ${run} bij Testbedrijf BV is goed aangekomen.`],
      });
    }
    const expected = [invited, waiting, raced].map((who) => `Test ${who.email.split('-')[0]}`);
    await expect
      .poll(
        async () =>
          (await mailsTo(mailApi, poster.email)).filter((mail) => mail.subject === `Nieuwe sollicitatie op Monteur ${run}`).length,
      )
      .toBe(3);
    const posterMails = (await mailsTo(mailApi, poster.email)).filter((mail) => mail.subject === `Nieuwe sollicitatie op Monteur ${run}`);
    for (const mail of posterMails) {
      expectDutchMail(mail, {
        subject: `Nieuwe sollicitatie op Monteur ${run}`,
        link: `${webUrl}/jobs/mijn/${vacancyId}?bron=email#sollicitaties-kop`,
        text: ['sturen we het cv niet mee'],
      });
      expect((mail as { attachments?: unknown[] }).attachments ?? []).toHaveLength(0);
    }
    expect(posterMails.map((mail) => /^(.*) heeft gesolliciteerd/m.exec(mail.text ?? '')?.[1]).sort()).toEqual(expected.sort());
    // Each once: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const who of [invited, waiting, raced])
      expect((await mailsTo(mailApi, who.email)).filter((mail) => mail.subject.startsWith(RECEIPT))).toHaveLength(1);
  });

  it('a mail waiting in the outbox goes out after a crash, a claim whose lease ended is sent again, a live claim is not (decision 046)', async () => {
    const key = `application-received:${applicationOf.get(waiting)}:applicant`;
    const receipts = async () => (await mailsTo(mailApi, waiting.email)).filter((mail) => mail.subject.startsWith(RECEIPT));
    const first = (await receipts())[0];
    const id = await mailHeader(mailApi, first, 'Message-ID');
    expect(id).toMatch(/^<application-received\..+@/);
    const state = async () => (await runSql('SELECT state, claims, html, text FROM outgoing_mails WHERE key = ?', [key])).rows[0];
    // Once sent, the row keeps to whom, what and when, not the text with its links.
    await expect.poll(state).toMatchObject({ state: 'sent', html: null, text: null });
    // A row that was never sent still has its text: the test gives it one back.
    const unsent = ['<p>Opnieuw verstuurd.</p>', 'Opnieuw verstuurd.'];

    // A process that committed the application and died before sending: the row waits in the database.
    await control('cms/kill');
    await runSql("UPDATE outgoing_mails SET state = 'pending', sent_at = NULL, html = ?, text = ? WHERE key = ?", [...unsent, key]);
    await control('cms/start');
    await expect.poll(async () => (await receipts()).length, { timeout: 20_000 }).toBe(2);
    // A claim younger than the lease belongs to a sender still at work: left alone.
    await runSql("UPDATE outgoing_mails SET state = 'claimed', claimed_at = ?, html = ?, text = ? WHERE key = ?", [
      new Date(),
      ...unsent,
      key,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await receipts()).toHaveLength(2);
    // One older than the lease: its sender died mid-send; sent again, with the same Message-ID.
    await runSql("UPDATE outgoing_mails SET state = 'claimed', claimed_at = ? WHERE key = ?", [new Date(Date.now() - 10 * 60_000), key]);
    await expect.poll(async () => (await receipts()).length, { timeout: 10_000 }).toBe(3);
    const again = (await receipts())[2];
    expect(await mailHeader(mailApi, again, 'Message-ID')).toBe(id);
    expect(again.text?.trim()).toBe(unsent[1]);
    await expect.poll(state).toMatchObject({ state: 'sent', html: null, text: null });
  });

  it('the poster invites through the page with a message; the applicant sees it with its date and gets a mail', async () => {
    const since = new Date();
    const page = await pageAs(poster);
    await openInteractive(page, `/jobs/mijn/${vacancyId}`);
    const card = page.getByTestId('received-application').filter({ hasText: invited.email });
    await expect(card.getByTestId('application-status').innerText()).resolves.toBe('Ontvangen');
    await card.getByLabel('Nieuwe status').selectOption('uitgenodigd');
    await card.getByLabel('Bericht aan de sollicitant (niet verplicht)').fill('Kom je dinsdag om 10:00 langs?');
    await card.getByRole('button', { name: 'Status opslaan' }).click();
    await card.getByTestId('application-status').filter({ hasText: 'Uitgenodigd' }).waitFor();
    await page.context().close();

    const mail = await waitForMail({ mailApi, to: invited.email, subjectIncludes: 'Je bent uitgenodigd', since });
    expectDutchMail(mail, {
      subject: `Je bent uitgenodigd: Monteur ${run}`,
      link: `${webUrl}/jobs/mijn?tab=sollicitaties&bron=email`,
      text: [
        `nodigt je uit naar aanleiding van je sollicitatie op Monteur ${run}.`,
        'Bericht van de werkgever:\nKom je dinsdag om 10:00 langs?',
      ],
    });
    expect(await mailHeader(mailApi, mail, 'Message-ID')).toMatch(/^<application-status\..+\.uitgenodigd@/);

    const own = await pageAs(invited);
    await openInteractive(own, '/jobs/mijn?tab=sollicitaties');
    const item = own.getByTestId('application-item').filter({ hasText: `Monteur ${run}` });
    await expect(item.getByTestId('application-status').innerText()).resolves.toBe('Uitgenodigd');
    await expect(item.getByTestId('status-message').innerText()).resolves.toBe('Kom je dinsdag om 10:00 langs?');
    await expect(item.innerText()).resolves.toMatch(/sinds \d{1,2} \w+ \d{4}/);
    await expect(item.getByTestId('cv-link').innerText()).resolves.toContain(`cv-${run}.pdf`);
    await own.context().close();
  });

  it('the poster downloading a CV marks it "bekeken", without a mail', async () => {
    const response = await fetch(`${webUrl}/api/jobs/applications/${applicationOf.get(waiting)}/cv`, {
      headers: { cookie: poster.cookie },
    });
    expect(response.status).toBe(200);
    expect((await mine(waiting)).status).toBe('bekeken');
    // The applicant's own download changes nothing.
    await fetch(`${webUrl}/api/jobs/applications/${applicationOf.get(raced)}/cv`, { headers: { cookie: raced.cookie } });
    expect((await mine(raced)).status).toBe('ontvangen');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await vacancyMails(waiting)).toHaveLength(0);
  });

  it('refuses moves that do not exist, the applicant, another visitor and a message 1,000× too long', async () => {
    const back = await setStatus(poster, invited, { status: 'ontvangen' });
    expect(back.status).toBe(400);
    expect(back.json.error.details.code).toBe('status-move');
    const self = await setStatus(invited, invited, { status: 'afgewezen' });
    expect(self.json.error.details.code).toBe('not-poster');
    expect((await setStatus(raced, waiting, { status: 'afgewezen' })).status).toBe(404);
    const long = await setStatus(poster, raced, { status: 'afgewezen', message: 'x'.repeat(1_000_000) });
    expect([400, 413]).toContain(long.status);
    expect((await mine(raced)).status).toBe('ontvangen');
    // Through the site: the same refusals, in Dutch.
    const site = await fetch(`${webUrl}/api/jobs/applications/${applicationOf.get(invited)}/status`, {
      method: 'PUT',
      headers: { cookie: poster.cookie, origin: webUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'ontvangen' }),
    });
    expect(site.status).toBe(409);
    expect((await site.json()).error.message).toBe('Deze status kan de sollicitatie nu niet (meer) krijgen.');
  });

  it('two answers at the same moment (two tabs): the status is set once and one mail goes out', async () => {
    const since = new Date();
    const answers = await Promise.all([
      setStatus(poster, raced, { status: 'uitgenodigd', message: 'Eerste tabblad' }),
      setStatus(poster, raced, { status: 'uitgenodigd', message: 'Tweede tabblad' }),
    ]);
    // The second either finds it already set (200, nothing changes) or lost the race (400 status-changed).
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    for (const answer of answers.filter((one) => one.status !== 200)) expect(answer.json.error.details.code).toBe('status-changed');
    const stored = await mine(raced);
    expect(stored.status).toBe('uitgenodigd');
    const mail = await waitForMail({ mailApi, to: raced.email, subjectIncludes: `Monteur ${run}`, since });
    expect(mail.text).toContain(stored.statusMessage);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await vacancyMails(raced)).toHaveLength(1);
  });

  it('closing the vacancy mails whoever still waits through the outbox, once, however often the round runs', async () => {
    const since = new Date();
    const closed = await cms(poster, 'PUT', `/my-jobs/vacancies/${vacancyId}/closed`, { data: { closed: true } });
    expect(closed.status).toBe(200);
    const mail = await waitForMail({ mailApi, to: waiting.email, subjectIncludes: 'Vacature vervuld of gesloten', since });
    expectDutchMail(mail, {
      subject: `Vacature vervuld of gesloten: Monteur ${run}`,
      link: `${webUrl}/jobs/mijn?tab=sollicitaties&bron=email`,
      text: [`De vacature Monteur ${run} bij Testbedrijf BV is vervuld of gesloten.`],
    });
    const key = `application-closed:${applicationOf.get(waiting)}`;
    expect(await mailHeader(mailApi, mail, 'Message-ID')).toMatch(new RegExp(`^<${key.replace(/:/g, '\\.')}@`));
    await expect
      .poll(async () => (await runSql('SELECT state FROM outgoing_mails WHERE key = ?', [key])).rows)
      .toEqual([{ state: 'sent' }]);
    await Promise.all([round(), round()]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await vacancyMails(waiting, 'vervuld of gesloten')).toHaveLength(1);
    // Answered applicants hear nothing more.
    expect(await vacancyMails(invited, 'vervuld of gesloten')).toHaveLength(0);
    expect(await vacancyMails(raced, 'vervuld of gesloten')).toHaveLength(0);

    // One clear state for both sides (issue 46): "Vacature gesloten", final; an answer given before stays.
    expect((await mine(waiting)).status).toBe('gesloten');
    expect((await mine(invited)).status).toBe('uitgenodigd');
    const moved = await setStatus(poster, waiting, { status: 'uitgenodigd' });
    expect(moved.status).toBe(400);
    expect(moved.json.error.details.code).toBe('status-move');
    const edited = await cms(waiting, 'PUT', `/my-jobs/applications/${applicationOf.get(waiting)}`, { data: { motivation: MOTIVATION } });
    expect(edited.json.error.details.code).toBe('vacancy-closed');
    const page = await pageAs(waiting);
    await openInteractive(page, '/jobs/mijn?tab=sollicitaties');
    const item = page.getByTestId('application-item').filter({ hasText: `Monteur ${run}` });
    expect(await item.getByTestId('application-status').textContent()).toBe('Vacature gesloten');
    expect(await item.getByRole('button', { name: 'Sollicitatie intrekken' }).count()).toBe(0);
    expect(await item.getByRole('button', { name: 'Sollicitatie verwijderen' }).count()).toBe(1);
    const posterPage = await pageAs(poster);
    await openInteractive(posterPage, `/jobs/mijn/${vacancyId}`);
    const received = posterPage.getByTestId('received-application').filter({ hasText: waiting.email });
    expect(await received.getByTestId('application-status').textContent()).toBe('Vacature gesloten');
    expect(await received.getByRole('form', { name: 'Status van deze sollicitatie' }).count()).toBe(0);
    await Promise.all([page.context().close(), posterPage.context().close()]);
  });

  it('deletes CVs 4 weeks after the procedure, and consented ones a year after applying; the poster sees "verwijderd"', async () => {
    const before = await cvFiles();
    await moveCmsClock(27);
    expect((await round()).data.retention.deleted).toBe(0);
    await moveCmsClock(29);
    const first = (await round()).data.retention;
    expect(first).toMatchObject({ deleted: 2, afterProcedureDays: 28, withConsentDays: 365 });
    expect((await round()).data.retention.deleted).toBe(0);
    expect((await cvFiles()).size).toBe(before.size - 2);

    const deleted = await mine(waiting);
    expect(deleted).toMatchObject({ status: 'gesloten', cv: { name: `cv-${run}.pdf`, deletedAt: expect.any(String) } });
    expect((await mine(invited)).cv.deletedAt).toBeNull();
    const download = await fetch(`${webUrl}/api/jobs/applications/${applicationOf.get(waiting)}/cv`, {
      headers: { cookie: poster.cookie },
    });
    expect(download.status).toBe(410);
    expect(await download.text()).toBe('Dit cv is verwijderd: de bewaartermijn is verstreken.');
    const page = await pageAs(poster);
    await openInteractive(page, `/jobs/mijn/${vacancyId}`);
    const card = page.getByTestId('received-application').filter({ hasText: waiting.email });
    await expect(card.getByTestId('cv-deleted').innerText()).resolves.toMatch(/verwijderd op .* \(bewaartermijn verstreken\)/);
    await page.context().close();

    await moveCmsClock(366);
    expect((await round()).data.retention.deleted).toBe(1);
    expect((await mine(invited)).cv.deletedAt).toEqual(expect.any(String));
    expect((await cvFiles()).size).toBe(before.size - 3);
  });

  it('an expired vacancy mails its waiting applicants once, the day after its last day', async () => {
    const title = `Verloopt ${run}`;
    const expiring = await postVacancy(poster.jwt, { title, validThrough: dateInAmsterdam(0) });
    expect((await (await adminSession()).publish(VACANCY_UID, expiring.documentId)).status).toBe(200);
    expect((await cms(waiting, 'POST', '/my-jobs/applications', formOf(expiring.documentId, waiting, false))).status).toBe(201);

    await moveCmsClock(0);
    const today = await adminApi('/applications/round', { method: 'POST', body: { vacancy: expiring.documentId } });
    expect(today.data.notices.sent).toBe(0);
    await moveCmsClock(1);
    const since = new Date();
    const [first, second] = await Promise.all(
      [1, 2].map(() => adminApi('/applications/round', { method: 'POST', body: { vacancy: expiring.documentId } })),
    );
    expect(first.data.notices.sent + second.data.notices.sent).toBe(1);
    await waitForMail({ mailApi, to: waiting.email, subjectIncludes: `Vacature vervuld of gesloten: ${title}`, since });
    expect(await vacancyMails(waiting, title)).toHaveLength(1);
    await moveCmsClock(0);
  });

  it('a poster who chose one overview a day gets no mail per application, and one overview naming everyone who applied', async () => {
    const daily = await signedInActor('overzicht');
    const title = `Overzicht ${run}`;
    const vacancy = await postVacancy(daily.jwt, { title, applicationMails: 'daily' });
    expect((await (await adminSession()).publish(VACANCY_UID, vacancy.documentId)).status).toBe(200);
    for (const who of [invited, raced])
      expect((await cms(who, 'POST', '/my-jobs/applications', formOf(vacancy.documentId, who, false))).status).toBe(201);
    await waitForMail({ mailApi, to: raced.email, subjectIncludes: `${RECEIPT}${title}` });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Mails about applications on it (the editor's approval has a mail of its own: "… staat online").
    const aboutApplications = async () => (await mailsTo(mailApi, daily.email)).filter((mail) => mail.subject.includes(`op ${title}`));
    expect(await aboutApplications()).toHaveLength(0);

    // The 8.00 round, twice at once (two instances, or an editor beside the cron): one overview.
    await Promise.all([1, 2].map(() => adminApi('/applications/summaries', { method: 'POST' })));
    const overview = await waitForMail({ mailApi, to: daily.email, subjectIncludes: `2 nieuwe sollicitaties op ${title}` });
    expect(overview.text).toContain('hebben 2 mensen gesolliciteerd op je vacature');
    expect(overview.text).toContain('Test uitgenodigd');
    expect(overview.text).toContain('Test race');
    expect(overview.text).toContain(`${webUrl}/jobs/mijn/${vacancy.documentId}?bron=email#sollicitaties-kop`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await aboutApplications()).toHaveLength(1);
  });
});
