import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { siteApi } from '../support/accounts';
import { adminSession, cmsAs, pageAs as pageAsVisitor, signedInActor, type Actor } from '../support/actors';
import { launchBrowser, openInteractive, interactive } from '../support/browser';
import { expectDutchMail, linkFromMail, mailHeader, mailsTo, waitForMail } from '../support/mail';
import { createVacancy, deleteCreatedVacancies, documentIdByName, publishVacancy } from '../support/vacancies';

/**
 * Issue 7, job alerts (docs/decisions/009): a signed-in visitor saves the /jobs search as an alert; an
 * editor publishes a matching vacancy in the admin; the alert arrives by mail once (not again on
 * re-publish), with an unsubscribe link that works without signing in; daily alerts wait for the
 * digest; alerts are owner-only.
 */

const { webUrl, cmsUrl, mailApi } = inject('stack');
const run = Date.now().toString(36);
const TOKEN = `alertkok${run}`;
const DIGEST_TOKEN = `alertbakker${run}`;

let browser: Browser;
let owner: Actor;
let other: Actor;
let horeca = '';
let alertId = '';

const pageAs = (who: Actor | null) => pageAsVisitor(browser, webUrl, who);
const cms = (who: Actor | null, method: string, path: string, body?: unknown) => cmsAs(cmsUrl, who, method, path, body);

const subjects = async (who: Actor, includes: string) =>
  (await mailsTo(mailApi, who.email)).filter((mail) => mail.subject.includes(includes) || (mail.text ?? '').includes(includes));

beforeAll(async () => {
  browser = await launchBrowser();
  [owner, other] = await Promise.all([signedInActor('alert-eigenaar'), signedInActor('alert-ander')]);
  horeca = await documentIdByName('vacancy-categories', 'Horeca');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await deleteCreatedVacancies();
});

describe('job alerts', () => {
  it('offers signed-out visitors an alert by mail, or to sign in first, back to the same search', async () => {
    const page = await pageAs(null);
    await openInteractive(page, `/jobs?q=${TOKEN}`);
    await page.getByText('Bewaar als zoekopdracht / Vacature-alert').click();
    // Without an account: an address (guest-alerts.test.ts follows it through).
    await page.getByLabel('E-mailadres').waitFor();
    const link = page.getByTestId('job-alert').getByRole('link', { name: 'Log in' });
    expect(await link.getAttribute('href')).toBe(`/inloggen?terug=${encodeURIComponent(`/jobs/zoeken?q=${TOKEN}`)}`);
    await page.context().close();
  });

  it('saves the current /jobs search as an alert and lists it on /account', async () => {
    const page = await pageAs(owner);
    await openInteractive(page, `/jobs?q=${TOKEN}&category=${horeca}`);
    await page.getByText('Bewaar als zoekopdracht / Vacature-alert').click();
    expect(await page.getByTestId('job-alert-search').textContent()).toBe(`‘${TOKEN}’ · Horeca`);
    await page.getByLabel('Per e-mail').uncheck();
    await page.getByRole('button', { name: 'Vacature-alert opslaan' }).click();
    await page.getByText('Kies e-mail, pushmelding of allebei.').waitFor();
    await page.getByLabel('Per e-mail').check();
    await page.getByLabel('Minimaal uren per week').fill('24');
    await page.getByLabel('Maximaal uren per week').fill('16');
    await page.getByRole('button', { name: 'Vacature-alert opslaan' }).click();
    await page.getByText('Het maximum aantal uren mag niet lager zijn dan het minimum.').waitFor();
    await page.getByLabel('Maximaal uren per week').fill('40');
    await page.getByRole('button', { name: 'Vacature-alert opslaan' }).click();
    await page.getByText(`Je vacature-alert voor ‘${TOKEN}’ · Horeca · 24–40 uur is opgeslagen.`).waitFor();

    await openInteractive(page, '/account');
    const item = page.getByTestId('job-alert-item');
    expect(await item.count()).toBe(1);
    expect((await item.first().innerText()).replace(/\s+/g, ' ')).toContain(`‘${TOKEN}’ · Horeca · 24–40 uur (e-mail, direct)`);
    await page.context().close();

    const mine = await cms(owner, 'GET', '/job-alerts');
    expect(mine.status).toBe(200);
    expect(mine.json.data).toHaveLength(1);
    expect(mine.json.data[0]).toMatchObject({
      query: TOKEN,
      category: { documentId: horeca, name: 'Horeca' },
      hoursMin: 24,
      hoursMax: 40,
      byEmail: true,
      byPush: false,
      frequency: 'instant',
    });
    expect(mine.json.data[0]).not.toHaveProperty('unsubscribeToken');
    alertId = mine.json.data[0].documentId;
  });

  it('keeps alerts owner-only: another visitor gets 404, nobody signed out gets in', async () => {
    expect(alertId).toMatch(/^[a-z0-9]{20,32}$/);
    expect((await cms(other, 'GET', `/job-alerts/${alertId}`)).status).toBe(404);
    expect((await cms(other, 'DELETE', `/job-alerts/${alertId}`)).status).toBe(404);
    expect((await cms(other, 'GET', '/job-alerts')).json.data).toEqual([]);
    expect((await siteApi(`/api/job-alerts/${alertId}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect([401, 403]).toContain((await cms(null, 'GET', '/job-alerts')).status);
    expect((await cms(owner, 'GET', `/job-alerts/${alertId}`)).status).toBe(200);
  });

  it('mails a matching vacancy once when an editor publishes it, not again on re-publish', async () => {
    const since = new Date();
    const matching = await createVacancy({ title: `Kok ${TOKEN}`, category: horeca, hoursPerWeek: 32 });
    const tooFewHours = await createVacancy({ title: `Hulpkok ${TOKEN}`, category: horeca, hoursPerWeek: 8 });
    await publishVacancy(tooFewHours);
    await publishVacancy(matching);

    const mail = await waitForMail({ mailApi, to: owner.email, subjectIncludes: `Nieuwe vacature voor je alert: Kok ${TOKEN}`, since });
    expectDutchMail(mail, {
      subject: `Nieuwe vacature voor je alert: Kok ${TOKEN}`,
      link: `${webUrl}/jobs/vacature/${matching.documentId}/${matching.slug}?bron=email`,
      text: [
        `past bij je vacature-alert ‘${TOKEN}’ · Horeca · 24–40 uur`,
        'Wil je deze e-mails niet meer?',
        `${webUrl}/vacature-alert/afmelden?token=`,
      ],
    });
    // Queued with its delivery row, sent from the outbox (decision 046).
    expect(await mailHeader(mailApi, mail, 'Message-ID')).toMatch(/^<job-alert\.\d+\./);
    expect(await mailHeader(mailApi, mail, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${webUrl}/api/job-alerts/unsubscribe\\?token=[A-Za-z0-9_-]{32}>$`),
    );
    expect(await mailHeader(mailApi, mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The editor changes and publishes it again; then a second match is published. Once that one's
    // mail is in, the re-publish has long been handled: still one mail for the first.
    await publishVacancy(matching, { summary: 'Aangepaste omschrijving na publicatie.' });
    const second = await createVacancy({ title: `Tweede kok ${TOKEN}`, category: horeca, hoursPerWeek: 24 });
    await publishVacancy(second);
    await waitForMail({ mailApi, to: owner.email, subjectIncludes: `Nieuwe vacature voor je alert: Tweede kok ${TOKEN}`, since });
    expect(await subjects(owner, `Nieuwe vacature voor je alert: Kok ${TOKEN}`)).toHaveLength(1);
    expect(await subjects(owner, `Hulpkok ${TOKEN}`)).toHaveLength(0);
    expect(await subjects(other, TOKEN)).toHaveLength(0);

    const deliveries = await (
      await adminSession()
    ).listDocuments('api::job-alert.job-alert-delivery', `?filters[vacancyDocumentId][$eq]=${matching.documentId}`);
    expect(deliveries.json.results).toHaveLength(1);
  });

  it('keeps the search’s workplace and salary in the alert, and mails only vacancies that meet both', async () => {
    const seeker = await signedInActor('alert-thuiswerk');
    const word = `alertthuis${run}`;
    const page = await pageAs(seeker);
    // The old query address: the front door sends it to its path, whose form the alert offer fills in.
    await openInteractive(page, `/jobs?q=${word}&workplace=thuiswerk&salary=3000`);
    await page.getByText('Bewaar als zoekopdracht / Vacature-alert').click();
    const label = `‘${word}’ · thuiswerk · vanaf €\u00a03.000 per maand`;
    expect(await page.getByTestId('job-alert-search').textContent()).toBe(label);
    await page.getByRole('button', { name: 'Vacature-alert opslaan' }).click();
    await page.getByText(`Je vacature-alert voor ${label} is opgeslagen.`).waitFor();
    await page.context().close();
    expect((await cms(seeker, 'GET', '/job-alerts')).json.data[0]).toMatchObject({ workplace: 'thuiswerk', salary: '3000' });

    const since = new Date();
    const pay = (min: number, max: number) => ({ salaryMin: min, salaryMax: max, salaryPeriod: 'MONTH' });
    const inOffice = await createVacancy({ title: `Planner kantoor ${word}` });
    await publishVacancy(inOffice, { workplace: 'hybride', ...pay(3200, 3600) });
    const tooLittle = await createVacancy({ title: `Planner laag ${word}` });
    await publishVacancy(tooLittle, { workplace: 'thuiswerk', ...pay(2400, 2900) });
    const matching = await createVacancy({ title: `Planner thuis ${word}` });
    await publishVacancy(matching, { workplace: 'thuiswerk', ...pay(2800, 3400) });
    const mail = await waitForMail({
      mailApi,
      to: seeker.email,
      subjectIncludes: `Nieuwe vacature voor je alert: Planner thuis ${word}`,
      since,
    });
    expect(mail.text).toContain(`past bij je vacature-alert ${label}`);
    // The others were published first: had they matched, their mails would be in by now.
    expect(await subjects(seeker, 'Planner kantoor')).toHaveLength(0);
    expect(await subjects(seeker, 'Planner laag')).toHaveLength(0);
  });

  it('keeps a radius around the place (issue 16), and mails vacancies in places within it only', async () => {
    const seeker = await signedInActor('alert-straal');
    const word = `alertstraal${run}`;
    const [utrecht, amersfoort, zwolle] = await Promise.all(
      ['Utrecht', 'Amersfoort', 'Zwolle'].map((name) => documentIdByName('places', name)),
    );
    const page = await pageAs(seeker);
    await openInteractive(page, `/jobs/zoeken?q=${word}&place=${utrecht}&radius=25`);
    await page.getByText('Bewaar als zoekopdracht / Vacature-alert').click();
    const label = `‘${word}’ · Utrecht binnen 25 km`;
    expect(await page.getByTestId('job-alert-search').textContent()).toBe(label);
    await page.getByRole('button', { name: 'Vacature-alert opslaan' }).click();
    await page.getByText(`Je vacature-alert voor ${label} is opgeslagen.`).waitFor();
    await page.context().close();
    const [saved] = (await cms(seeker, 'GET', '/job-alerts')).json.data;
    expect(saved).toMatchObject({ radius: 25, place: { documentId: utrecht } });
    expect(saved.jobsPath).toBe(`/jobs?q=${word}&place=${utrecht}&radius=25`);

    const since = new Date();
    // Zwolle is 77 km from Utrecht, Amersfoort 20 km.
    const far = await createVacancy({ title: `Monteur Zwolle ${word}`, place: zwolle });
    await publishVacancy(far);
    const near = await createVacancy({ title: `Monteur Amersfoort ${word}`, place: amersfoort });
    await publishVacancy(near);
    await waitForMail({ mailApi, to: seeker.email, subjectIncludes: `Nieuwe vacature voor je alert: Monteur Amersfoort ${word}`, since });
    expect(await subjects(seeker, 'Monteur Zwolle')).toHaveLength(0);
    // A radius without a place is refused with a Dutch message (the CMS's own check is a unit test).
    const refused = await siteApi('/api/job-alerts', {
      cookie: seeker.cookie,
      body: {
        query: word,
        category: '',
        place: '',
        radius: '25',
        hoursMin: '',
        hoursMax: '',
        byEmail: true,
        byPush: false,
        frequency: 'instant',
      },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('Kies eerst een plaats.');
  });

  it('unsubscribes from the mail link without signing in', async () => {
    const [mail] = await subjects(owner, `Nieuwe vacature voor je alert: Kok ${TOKEN}`);
    const page = await pageAs(null);
    await openInteractive(page, linkFromMail(mail, '/vacature-alert/afmelden'));
    // Opening the link (as mail scanners do) changes nothing; the click does.
    expect((await cms(owner, 'GET', '/job-alerts')).json.data).toHaveLength(1);
    await page.getByRole('button', { name: 'Afmelden voor deze vacature-alert' }).click();
    await page.getByText(`Je bent afgemeld: je krijgt geen e-mails meer voor je vacature-alert ‘${TOKEN}’ · Horeca · 24–40 uur.`).waitFor();
    expect((await cms(owner, 'GET', '/job-alerts')).json.data).toEqual([]);

    await page.reload();
    await interactive(page);
    await page.getByRole('button', { name: 'Afmelden voor deze vacature-alert' }).click();
    await page.getByText('Deze afmeldlink is al gebruikt of de vacature-alert bestaat niet meer.').waitFor();
    await page.context().close();
  });

  it('deletes an alert from /account', async () => {
    const created = await siteApi('/api/job-alerts', {
      cookie: owner.cookie,
      body: {
        query: `verwijder${TOKEN}`,
        category: '',
        place: '',
        hoursMin: '',
        hoursMax: '8',
        byEmail: true,
        byPush: false,
        frequency: 'instant',
      },
    });
    expect(created.status).toBe(201);
    const page = await pageAs(owner);
    await openInteractive(page, '/account');
    const item = page.getByTestId('job-alert-item').filter({ hasText: `verwijder${TOKEN}` });
    await item.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText('Je hebt nog geen vacature-alerts.').waitFor();
    expect((await cms(owner, 'GET', '/job-alerts')).json.data).toEqual([]);
    await page.context().close();
  });

  it('collects a daily alert’s matches into one digest mail, also when two digests run at once; one-click unsubscribe from its headers', async () => {
    const since = new Date();
    const created = await siteApi('/api/job-alerts', {
      cookie: owner.cookie,
      body: { query: DIGEST_TOKEN, category: '', place: '', hoursMin: '', hoursMax: '', byEmail: true, byPush: false, frequency: 'daily' },
    });
    expect(created.status).toBe(201);
    const first = await createVacancy({ title: `Bakker ${DIGEST_TOKEN}` });
    const second = await createVacancy({ title: `Banketbakker ${DIGEST_TOKEN}` });
    await publishVacancy(first);
    await publishVacancy(second);

    const admin = await adminSession();
    // The publishes are handled in the background; the digest only lists what was recorded.
    let digest = { alerts: 0, vacancies: 0 };
    for (let attempt = 0; attempt < 50 && digest.vacancies < 2; attempt += 1) {
      const pending = await admin.listDocuments(
        'api::job-alert.job-alert-delivery',
        `?filters[vacancyDocumentId][$in][0]=${first.documentId}&filters[vacancyDocumentId][$in][1]=${second.documentId}`,
      );
      if (pending.json.results.length === 2) {
        // Two digests at once, as every CMS instance's cron (or an editor's beside it): one of them sends it.
        const both = await Promise.all([admin.call('POST', '/job-alerts/digest'), admin.call('POST', '/job-alerts/digest')]);
        digest = both
          .map((answer) => answer.json.data as typeof digest)
          .reduce((sum, one) => ({ alerts: sum.alerts + one.alerts, vacancies: sum.vacancies + one.vacancies }));
      } else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(digest).toEqual({ alerts: 1, vacancies: 2 });
    const mail = await waitForMail({ mailApi, to: owner.email, subjectIncludes: '2 nieuwe vacatures voor je alert', since });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await subjects(owner, `2 nieuwe vacatures voor je alert ‘${DIGEST_TOKEN}’`)).toHaveLength(1);
    expectDutchMail(mail, {
      subject: `2 nieuwe vacatures voor je alert ‘${DIGEST_TOKEN}’`,
      link: `${webUrl}/jobs/vacature/${first.documentId}/`,
      text: [`Bakker ${DIGEST_TOKEN}`, `Banketbakker ${DIGEST_TOKEN}`, `${webUrl}/jobs/vacature/${second.documentId}/`],
    });
    expect(await mailHeader(mailApi, mail, 'Message-ID')).toMatch(/^<job-alert-digest\./);
    expect(await subjects(owner, 'Nieuwe vacature voor je alert: Bakker')).toHaveLength(0);
    expect((await admin.call('POST', '/job-alerts/digest')).json.data).toEqual({ alerts: 0, vacancies: 0 });
    expect([401, 403]).toContain((await fetch(`${cmsUrl}/job-alerts/digest`, { method: 'POST' })).status);

    // RFC 8058: the mail client posts to the List-Unsubscribe address, no cookie, no page.
    const oneClick = /^<(.+)>$/.exec((await mailHeader(mailApi, mail, 'List-Unsubscribe')) ?? '')?.[1];
    expect(oneClick).toBeTruthy();
    const response = await fetch(oneClick!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await cms(owner, 'GET', '/job-alerts')).json.data).toEqual([]);
  });
});
