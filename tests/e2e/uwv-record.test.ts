import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACTIVITIES_PER_ACCOUNT_MAX } from '@vacaturesite/shared/application-activities';
import type { Browser, Page } from 'playwright-core';
import { siteApi } from '../support/accounts';
import { adminSession, cmsAs, pageAs as pageAsVisitor, signedInActor, type Actor } from '../support/actors';
import { interactive, launchBrowser, newVisitor, openInteractive, visitorAddress } from '../support/browser';
import { botCheckHeaders } from '../support/bot-check';
import { copyActivity } from '../support/activities';
import { runSql } from '../support/database';
import { pdfPages, withoutSpace } from '../support/pdf';
import { applicationForm, dateInAmsterdam, dayInAmsterdam, pdfCv, postVacancy, VACANCY_UID } from '../support/jobs';

/**
 * Issue 39, the applicant's record for the UWV (decision 054): an application on the site and one
 * added by hand both show in the overview of the last four weeks and in its CSV; nobody else can read
 * or change the hand-made one (404, as if it did not exist); deleting the account takes it along.
 */
const { webUrl, cmsUrl } = inject('stack');
const run = Date.now().toString(36);
const TITLE = `Magazijnmedewerker ${run}`;
const EMPLOYER = `Groothandel ${run}; Zn`; // a `;` in a cell: the CSV must quote it
const HAND_TITLE = `Chauffeur ${run}`;
const ACTIVITY_UID = 'api::application-activity.application-activity';
let browser: Browser;
let applicant: Actor;
let other: Actor;
let vacancyId = '';
let activityId = '';
let applicationId = '';
/** The day the applicant applied, in Amsterdam: the record's date for it (a run may cross midnight). */
let appliedOn = '';
/** The day typed for the application made by phone, three days back. */
const phonedOn = dateInAmsterdam(-3);
const pageAs = (who: Actor | null) => pageAsVisitor(browser, webUrl, who);

/** yyyy-mm-dd → "d-m-jjjj", as a Dutch person types it (no leading zeros). */
const typed = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}-${month}-${year}`;
};
/** yyyy-mm-dd → "dd-mm-jjjj", as the overview and the CSV write it. */
const written = (iso: string) => iso.split('-').reverse().join('-');

async function cms(who: Actor | null, method: string, path: string, body?: unknown) {
  return cmsAs(cmsUrl, who, method, path, body, await botCheckHeaders(method, path, { site: false }));
}

beforeAll(async () => {
  browser = await launchBrowser();
  [applicant, other] = await Promise.all(['uwv-sollicitant', 'uwv-ander'].map((label) => signedInActor(label)));
  const poster = await signedInActor('uwv-plaatser');
  vacancyId = (await postVacancy(poster.jwt, { title: TITLE, employerName: EMPLOYER })).documentId;
  expect((await (await adminSession()).publish(VACANCY_UID, vacancyId)).status).toBe(200);

  // The applicant applies on the site (its my-jobs API, as the apply form sends it).
  const form = applicationForm(vacancyId, pdfCv(`Cv ${run}`, `cv-${run}.pdf`), {
    motivation: 'Ik heb jaren in een magazijn gewerkt en heb een heftruckcertificaat. Per direct beschikbaar.',
  });
  const applied = await cms(applicant, 'POST', '/my-jobs/applications', form);
  expect(applied.status, JSON.stringify(applied.json)).toBe(201);
  applicationId = applied.json.data.documentId;
  appliedOn = dayInAmsterdam(new Date(applied.json.data.createdAt));
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const rowsOf = (page: Page) => page.locator('[data-testid="uwv-record"] tbody tr');

describe('the UWV record', () => {
  it('adds an application made elsewhere, typed as Dutch people type it, with Dutch messages for mistakes', async () => {
    const page = await pageAs(applicant);
    await openInteractive(page, '/jobs/mijn/uwv');
    await page.getByRole('heading', { name: 'Sollicitaties voor het UWV' }).waitFor();

    // Mistakes first: a date that does not exist and no employer.
    await page.getByLabel('Datum', { exact: true }).fill('31-2-2026');
    await page.getByRole('button', { name: 'Sollicitatie toevoegen' }).click();
    await expect
      .poll(() => page.locator('.activity-form .field__error').allTextContents())
      .toEqual([
        'Schrijf de datum als dag-maand-jaar, bijvoorbeeld 3-12-2026.',
        'Vul de naam van de werkgever in.',
        'Vul de functie in waarop je solliciteerde.',
        'Kies hoe je solliciteerde: via de site, per e-mail, telefonisch, open sollicitatie of anders.',
      ]);

    await page.getByLabel('Datum', { exact: true }).fill(typed(phonedOn));
    await page.getByLabel('Werkgever', { exact: true }).fill('Transport "De Snelle" BV');
    await page.getByLabel('Functie', { exact: true }).fill(HAND_TITLE);
    await page.getByLabel('Hoe solliciteerde je?').selectOption({ label: 'Telefonisch' });
    await page.getByLabel('Resultaat (niet verplicht)').fill('Wacht op antwoord');
    await page.getByRole('button', { name: 'Sollicitatie toevoegen' }).click();
    await page.getByRole('status').filter({ hasText: 'Toegevoegd.' }).waitFor();

    const mine = await cms(applicant, 'GET', '/my-jobs/activities');
    expect(mine.status).toBe(200);
    expect(mine.json.data).toHaveLength(1);
    expect(mine.json.data[0]).toMatchObject({
      date: phonedOn,
      employer: 'Transport "De Snelle" BV',
      jobTitle: HAND_TITLE,
      method: 'telefonisch',
      result: 'Wacht op antwoord',
    });
    activityId = mine.json.data[0].documentId;
    await page.context().close();
  });

  it('shows both in the last four weeks, counted against the UWV’s 4', async () => {
    const page = await pageAs(applicant);
    await openInteractive(page, '/jobs/mijn/uwv');
    await expect.poll(() => rowsOf(page).count()).toBe(2);
    const texts = await rowsOf(page).allInnerTexts();
    const site = texts.find((text) => text.includes(TITLE))!;
    const hand = texts.find((text) => text.includes(HAND_TITLE))!;
    expect(site).toContain(EMPLOYER);
    expect(site).toContain('Via de site');
    expect(site).toContain('Ontvangen');
    expect(site).toContain(written(appliedOn));
    expect(hand).toContain('Telefonisch');
    expect(hand).toContain(written(phonedOn));
    expect(await page.getByTestId('uwv-progress').textContent()).toContain('2 van de 4 in deze 4 weken: je mist er nog 2.');

    // A period that ended before the hand-made one leaves it out.
    await openInteractive(page, `/jobs/mijn/uwv?van=${typed(dateInAmsterdam(-40))}&tot=${typed(dateInAmsterdam(-4))}`);
    await page.getByText('Geen sollicitaties in deze periode.').waitFor();
    await page.context().close();
  });

  it('downloads the period as a CSV for a Dutch Excel with both rows', async () => {
    const page = await pageAs(applicant);
    await openInteractive(page, '/jobs/mijn/uwv');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download als CSV (Excel)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sollicitaties-${written(dateInAmsterdam(-27))}-tot-${written(dateInAmsterdam(0))}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte order mark
    const text = bytes.subarray(3).toString('utf8');
    // Every cell quoted (issue 48), CRLF line ends; read back with a real CSV parser.
    expect(text.split('\r\n')[0]).toBe('"Datum";"Werkgever";"Functie";"Hoe gesolliciteerd";"Resultaat"');
    const rows = parse(text, { delimiter: ';' }) as string[][];
    expect(rows).toContainEqual([written(appliedOn), EMPLOYER, TITLE, 'Via de site', 'Ontvangen']);
    expect(rows).toContainEqual([written(phonedOn), 'Transport "De Snelle" BV', HAND_TITLE, 'Telefonisch', 'Wacht op antwoord']);
    await page.context().close();

    // The same route refuses a visitor without a session, and gives another visitor only their own (none).
    const anonymous = await fetch(`${webUrl}/api/jobs/uwv-record`, { headers: { 'x-forwarded-for': visitorAddress() } });
    expect(anonymous.status).toBe(401);
    const theirs = await fetch(`${webUrl}/api/jobs/uwv-record`, { headers: { cookie: other.cookie, 'x-forwarded-for': visitorAddress() } });
    expect(theirs.status).toBe(200);
    expect((await theirs.text()).split('\r\n').filter(Boolean)).toHaveLength(1); // the header only
  });

  it('downloads the period as a PDF with the applicant’s name and both rows', async () => {
    // A name as long and accented as Dutch names are; the PDF is proof of whose record it is.
    expect((await cms(applicant, 'PUT', '/account', { firstName: 'Anne-Fleur', lastName: 'van den Heuvel-Öztürk' })).status).toBe(200);
    const page = await pageAs(applicant);
    await openInteractive(page, '/jobs/mijn/uwv');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download als pdf' }).click()]);
    expect(download.suggestedFilename()).toBe(`sollicitaties-${written(dateInAmsterdam(-27))}-tot-${written(dateInAmsterdam(0))}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = withoutSpace((await pdfPages(bytes)).join(' '));
    for (const expected of [
      'Anne-Fleur van den Heuvel-Öztürk',
      `${written(dateInAmsterdam(-27))} tot en met ${written(dateInAmsterdam(0))}`,
      '2 van de 4 in deze 4 weken: je mist er nog 2.',
      EMPLOYER,
      TITLE,
      'Via de site',
      'Transport "De Snelle" BV',
      HAND_TITLE,
      'Telefonisch',
      'Wacht op antwoord',
    ])
      expect(text, expected).toContain(withoutSpace(expected));
    await page.context().close();

    // Without a session, or with a format the route does not make, a clear answer instead of a file.
    const address = { 'x-forwarded-for': visitorAddress() };
    expect((await fetch(`${webUrl}/api/jobs/uwv-record?formaat=pdf`, { headers: address })).status).toBe(401);
    const odd = await fetch(`${webUrl}/api/jobs/uwv-record?formaat=docx`, { headers: { ...address, cookie: applicant.cookie } });
    expect([odd.status, await odd.text()]).toEqual([400, 'Kies als formaat csv of pdf.']);
  });

  it('fits a 320 px wide phone: no sideways scrolling, each row a block with its labels', async () => {
    const { context, page } = await newVisitor(browser, webUrl, { viewport: { width: 320, height: 640 } });
    await context.addCookies([{ name: 'vs_token', value: applicant.jwt, url: webUrl, httpOnly: true, sameSite: 'Lax' }]);
    await openInteractive(page, '/jobs/mijn/uwv');
    await expect.poll(() => rowsOf(page).count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(
      await rowsOf(page)
        .first()
        .evaluate((row) => getComputedStyle(row).display),
    ).toBe('block');
    await context.close();
  });

  it('has a page to print', async () => {
    const page = await pageAs(applicant);
    await page.goto('/jobs/mijn/uwv/afdrukken');
    await interactive(page);
    await page.getByRole('button', { name: 'Afdrukken' }).waitFor();
    await expect.poll(() => rowsOf(page).count()).toBe(2);
    await page.context().close();
  });

  it('another visitor cannot read, change or delete the activity: the CMS answers 404, as for an unknown id', async () => {
    const data = { date: typed(dateInAmsterdam(-1)), employer: 'Overgenomen', jobTitle: 'Gestolen', method: 'email' };
    expect((await cms(other, 'GET', `/my-jobs/activities/${activityId}`)).status).toBe(404);
    expect((await cms(other, 'PUT', `/my-jobs/activities/${activityId}`, { data })).status).toBe(404);
    expect((await cms(other, 'DELETE', `/my-jobs/activities/${activityId}`)).status).toBe(404);
    expect((await cms(other, 'GET', '/my-jobs/activities')).json.data).toEqual([]);
    expect([401, 403]).toContain((await cms(null, 'GET', `/my-jobs/activities/${activityId}`)).status);
    // Through the site's own route too.
    const viaSite = await siteApi(`/api/jobs/activities/${activityId}`, { method: 'PUT', cookie: other.cookie, body: data });
    expect(viaSite.status).toBe(404);
    // Untouched for its owner.
    expect((await cms(applicant, 'GET', `/my-jobs/activities/${activityId}`)).json.data).toMatchObject({ jobTitle: HAND_TITLE });
  });

  it('a withdrawn application stays in the record, as the UWV still counts it', async () => {
    expect((await cms(applicant, 'DELETE', `/my-jobs/applications/${applicationId}`)).status).toBe(204);
    expect((await cms(applicant, 'GET', `/my-jobs/applications/${applicationId}`)).status).toBe(404);
    const page = await pageAs(applicant);
    await openInteractive(page, '/jobs/mijn/uwv');
    await expect.poll(() => rowsOf(page).count()).toBe(2);
    const site = (await rowsOf(page).allInnerTexts()).find((text) => text.includes(TITLE))!;
    expect(site).toContain(EMPLOYER);
    expect(site).toContain('Via de site');
    expect(site).toContain('Ingetrokken');
    expect(site).toContain(written(appliedOn));
    expect(await page.getByTestId('uwv-progress').textContent()).toContain('2 van de 4');
    await page.context().close();
  });

  it('keeps at most 2.000 entries per account (Dutch refusal, in the CMS itself), and makes the PDF of all of them', async () => {
    const mine = async () =>
      Number(
        (
          await runSql(
            'SELECT COUNT(*) AS n FROM application_activities_user_lnk l JOIN up_users u ON u.id = l.user_id WHERE LOWER(u.email) = LOWER(?)',
            [applicant.email],
          )
        ).rows[0].n,
      );
    // Copies of the applicant's own entry behind the CMS's back, up to one below the bound.
    const [source] = (await runSql('SELECT id FROM application_activities WHERE document_id = ?', [activityId])).rows as [{ id: number }];
    const marker = `Kopie ${run}`;
    const copies = ACTIVITIES_PER_ACCOUNT_MAX - 1 - (await mine());
    await copyActivity(source.id, copies, marker);
    expect(await mine()).toBe(ACTIVITIES_PER_ACCOUNT_MAX - 1);

    const entry = { date: typed(dateInAmsterdam(-1)), employer: 'Bakkerij Brood & Banket', jobTitle: 'Verkoper', method: 'email' };
    expect((await siteApi('/api/jobs/activities', { method: 'POST', cookie: applicant.cookie, body: entry })).status).toBe(201);
    const refused = await siteApi('/api/jobs/activities', { method: 'POST', cookie: applicant.cookie, body: entry });
    expect([refused.status, refused.json.error.message]).toEqual([
      409,
      'Je hebt al 2.000 sollicitaties toegevoegd, het maximum. Verwijder sollicitaties die je niet meer nodig hebt en probeer het opnieuw.',
    ]);
    // The CMS refuses it itself, whoever asks.
    const direct = await cms(applicant, 'POST', '/my-jobs/activities', { data: { ...entry, date: dateInAmsterdam(-1) } });
    expect([direct.status, direct.json.error.details.code]).toEqual([400, 'activities-full']);
    expect(await mine()).toBe(ACTIVITIES_PER_ACCOUNT_MAX);

    // The whole record as a PDF: the largest one an account can ask for (decision 058 measures its time).
    // Meanwhile another visitor keeps asking the site for a small file: the PDF is laid out a few rows per
    // turn of the event loop, so they are not kept waiting for the whole PDF.
    let making = true;
    const othersWaited: number[] = [];
    const otherVisitor = (async () => {
      while (making) {
        const asked = performance.now();
        expect((await fetch(`${webUrl}/sw.js`, { headers: { 'x-forwarded-for': visitorAddress() } })).status).toBe(200);
        othersWaited.push(performance.now() - asked);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const started = performance.now();
    const pdf = await fetch(`${webUrl}/api/jobs/uwv-record?formaat=pdf&van=1-1-2000&tot=${typed(dateInAmsterdam(0))}`, {
      headers: { cookie: applicant.cookie, 'x-forwarded-for': visitorAddress() },
    });
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const ms = Math.round(performance.now() - started);
    making = false;
    await otherVisitor;
    const longestWait = Math.round(Math.max(...othersWaited));
    const pages = await pdfPages(bytes);
    console.log(
      `UWV PDF of ${ACTIVITIES_PER_ACCOUNT_MAX + 1} rows: ${ms} ms, ${bytes.length} bytes, ${pages.length} pages; ` +
        `another visitor's ${othersWaited.length} requests meanwhile waited at most ${longestWait} ms`,
    );
    // Laid out in one go, a request that came in meanwhile waited for most of the PDF's time.
    expect(longestWait).toBeLessThan(Math.max(400, ms / 2));
    expect(withoutSpace(pages.join(' '))).toContain(withoutSpace(`${marker} ${copies}`));
    expect(pages.length).toBeGreaterThan(20);
  });

  it('the owner changes it; deleting the account removes it', async () => {
    const changed = await siteApi(`/api/jobs/activities/${activityId}`, {
      method: 'PUT',
      cookie: applicant.cookie,
      body: { date: typed(dateInAmsterdam(-2)), employer: 'Transport BV', jobTitle: HAND_TITLE, method: 'email', result: 'Uitgenodigd' },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json.activity).toMatchObject({ date: dateInAmsterdam(-2), method: 'email', result: 'Uitgenodigd' });

    const admin = await adminSession();
    const inAdmin = () => admin.listDocuments(ACTIVITY_UID, `?filters[documentId][$eq]=${activityId}`);
    expect((await inAdmin()).json.results).toHaveLength(1);
    expect(
      (await siteApi('/api/account', { method: 'DELETE', cookie: applicant.cookie, body: { confirmation: 'VERWIJDER' } })).status,
    ).toBe(200);
    expect((await inAdmin()).json.results).toEqual([]);
  });
});
