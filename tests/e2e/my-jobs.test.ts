import { readFile, readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { siteApi } from '../support/accounts';
import { adminSession, cmsAs, pageAs as pageAsVisitor, signedInActor, type Actor } from '../support/actors';
import { launchBrowser, openInteractive } from '../support/browser';
import { applicationForm as sharedApplicationForm, dateInAmsterdam, siteUpload } from '../support/jobs';
import { makeDocx, makePdf } from '../support/documents';
import { botCheckHeaders } from '../support/bot-check';

/**
 * Issue 4, "my jobs": posting a vacancy, the editor's review in the admin, applying with a CV, saving,
 * closing, expiry, and that every visitor reaches only their own things (docs/decisions/005).
 *
 * The site caches public pages (decision 010). Changes made by the site itself (closing, reopening)
 * drop that cache at once, and so does the CMS's webhook after an editor publishes; the tests still
 * ask lists with a search they have never asked before.
 */

const { webUrl, cmsUrl, privateUploadsDir } = inject('stack');
const VACANCY = 'api::vacancy.vacancy';
const PASSWORD = 'Geheim-wachtwoord-1';
const run = Date.now().toString(36);
const TOKEN = `kok${run}`;
const TITLE = `Zelfstandig werkend kok ${TOKEN}`;
const MOTIVATION = 'Ik kook al tien jaar in drukke keukens en werk graag zelfstandig. Ik ben per direct beschikbaar.';

let browser: Browser;
let poster: Actor; // A: posts the vacancy
let applicant: Actor; // B: applies with a PDF and saves the vacancy
let second: Actor; // C: applies with a DOCX
let intruder: Actor; // D: owns nothing, tries everything
let vacancyId = '';
let slug = '';
const pdf = makePdf(`Curriculum vitae van een kok (${run})`);
const docx = makeDocx(`Curriculum vitae\nKok met tien jaar ervaring (${run})`);

const actor = (label: string) => signedInActor(label, PASSWORD);
const pageAs = (who: Actor | null) => pageAsVisitor(browser, webUrl, who);

/** Straight to the CMS's my-jobs API with a visitor's jwt (or none), with a solved bot check where the route wants one. */
async function cms(who: Actor | null, method: string, path: string, body?: unknown) {
  return cmsAs(cmsUrl, who, method, path, body, await botCheckHeaders(method, path, { site: false }));
}

const applicationForm = (vacancy: string, file: { name: string; type: string; bytes: Buffer }, motivation = MOTIVATION) =>
  sharedApplicationForm(vacancy, file, { motivation });

/** Titles of the vacancies /jobs lists for `q`. */
/**
 * The free-text list is in the HTML, so 'load' is enough. Not 'networkidle': on this per-request page
 * Chromium keeps some of Next's link prefetches (e.g. `/`, `/jobs/plaatsen`) open for ~26 s although
 * the server answers them at once to curl; not solved yet (see the closing note of issue 8).
 */
async function listed(page: Page, q: string): Promise<string[]> {
  await page.goto(`/jobs?q=${encodeURIComponent(q)}`, { waitUntil: 'load' });
  return page.locator('[data-testid="vacancy-card"]').getByRole('heading').allTextContents();
}

async function fillApplication(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, motivation = MOTIVATION) {
  await page.getByLabel('Motivatie').fill(motivation);
  await page.getByLabel('Cv', { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: 'Sollicitatie versturen' }).click();
}

const fieldError = (page: Page) => page.locator('.field__error');

/** Waits for `step`; when it does not come, fails with what the page says instead. */
async function expectPage<T>(page: Page, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    throw new Error(
      `${(error as Error).message.split('\n')[0]}\n${page.url()} says: ${(
        await page
          .locator('main')
          .innerText()
          .catch(() => '?')
      ).slice(0, 1500)}`,
      { cause: error },
    );
  }
}

/** CV files other files' applicants left in the shared private folder: this file counts only its own. */
let othersCvs = new Set<string>();
const ourCvs = async () => (await readdir(`${privateUploadsDir}/cvs`).catch(() => [] as string[])).filter((name) => !othersCvs.has(name));

beforeAll(async () => {
  browser = await launchBrowser();
  [poster, applicant, second, intruder] = await Promise.all([actor('poster'), actor('sollicitant'), actor('tweede'), actor('indringer')]);
  othersCvs = new Set(await ourCvs());
}, 120_000);
afterAll(async () => browser?.close());

describe('my jobs', () => {
  it('sends signed-out visitors to sign in first, and back', async () => {
    for (const path of ['/jobs/mijn', '/jobs/mijn?tab=bewaard']) {
      const response = await fetch(`${webUrl}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(307);
      expect(response.headers.get('location')).toBe(`/inloggen?terug=${encodeURIComponent(path)}`);
    }
  });

  it('posts a vacancy as a signed-in visitor; it waits for review and is not public', async () => {
    const page = await pageAs(poster);
    await openInteractive(page, '/jobs/mijn');
    await page.getByRole('link', { name: 'Vacature plaatsen', exact: true }).click();
    await page.getByLabel('Functietitel', { exact: true }).waitFor();
    // The form checks in Dutch before anything is sent.
    await page.getByRole('button', { name: 'Vacature ter beoordeling insturen' }).click();
    // Polled: before the form's rules have loaded (decision 040) the route handler answers the same
    // messages a round trip later (CI runs 18 and this session's local run clicked before them).
    await expect
      .poll(() => fieldError(page).allTextContents())
      .toEqual(expect.arrayContaining(['Vul een functietitel in.', 'Vul de naam van de werkgever in.']));

    await page.getByLabel('Functietitel', { exact: true }).fill(TITLE);
    await page.getByLabel('Werkgever', { exact: true }).fill('Eetcafé De Proef');
    await page
      .getByLabel('Korte omschrijving', { exact: true })
      .fill('Je kookt zelfstandig voor veertig gasten per avond in een gezellig eetcafé.');
    // As people type it: the list right under its line, no blank line between (issue 35).
    await page.getByLabel('Omschrijving', { exact: true }).fill('Wat ga je doen?\n- koken\n- inkopen\n- het menu bedenken');
    // The preview shows what the vacancy's page will: a line of text, then a list.
    const preview = page.getByTestId('description-preview');
    await preview.locator('summary').click();
    await expect.poll(() => preview.locator('li').allTextContents()).toEqual(['koken', 'inkopen', 'het menu bedenken']);
    expect(await preview.locator('p').allTextContents()).toEqual(['Wat ga je doen?']);
    await page.getByLabel('Vakgebied', { exact: true }).selectOption({ label: 'Horeca' });
    await page.getByLabel('Plaats', { exact: true }).selectOption({ label: 'Utrecht' });
    await page.getByLabel('Dienstverband', { exact: true }).selectOption('PART_TIME');
    await page.getByLabel('Uren per week', { exact: true }).fill('32');
    await page.getByLabel('Minimum', { exact: true }).fill('2800');
    await page.getByLabel('Maximum', { exact: true }).fill('2500');
    await page.getByLabel('Sluitingsdatum', { exact: true }).fill(dateInAmsterdam(30));
    await page.getByRole('button', { name: 'Vacature ter beoordeling insturen' }).click();
    await page.getByText('Het maximum mag niet lager zijn dan het minimum.').waitFor();
    await page.getByLabel('Maximum', { exact: true }).fill('3400,50');
    await page.getByRole('button', { name: 'Vacature ter beoordeling insturen' }).click();

    await expectPage(page, page.waitForURL(/\/jobs\/mijn\/[a-z0-9]{20,32}\?geplaatst=1$/, { timeout: 15_000 }));
    vacancyId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByText('Je vacature is ingestuurd').waitFor();
    expect(await page.getByTestId('status').textContent()).toBe('Wacht op beoordeling');

    const mine = await cms(poster, 'GET', `/my-jobs/vacancies/${vacancyId}`);
    expect(mine.json.data).toMatchObject({
      title: TITLE,
      status: 'awaiting_review',
      live: false,
      salaryMin: 2800,
      salaryMax: 3400.5,
      hoursPerWeek: 32,
      employmentType: 'PART_TIME',
      place: { name: 'Utrecht' },
      category: { name: 'Horeca' },
    });
    expect(mine.json.data.description).toBe('Wat ga je doen?\n\n- koken\n- inkopen\n- het menu bedenken');
    slug = mine.json.data.slug;

    // Not public: not through the REST API, not even when asking for drafts, and not on the site.
    expect((await cms(null, 'GET', `/vacancies/${vacancyId}`)).status).toBe(404);
    expect((await cms(null, 'GET', `/vacancies/${vacancyId}?status=draft`)).status).toBe(404);
    const drafts = await cms(null, 'GET', `/vacancies?status=draft&filters[title][$containsi]=${TOKEN}`);
    expect(drafts.json.data).toEqual([]);
    expect(await listed(page, `werkend kok ${TOKEN}`)).toEqual([]);
  });

  it('an editor sees it as "awaiting review" in the admin and approves it by publishing; then it is public', async () => {
    const admin = await adminSession();
    const draft = await admin.getDocument(VACANCY, vacancyId);
    expect(draft.json.data).toMatchObject({ title: TITLE, reviewStatus: 'awaiting_review', applyOnSite: true, status: 'draft' });
    expect(draft.json.data.postedBy).toBeTruthy();

    expect((await admin.publish(VACANCY, vacancyId)).status).toBe(200);
    expect((await admin.getDocument(VACANCY, vacancyId)).json.data.reviewStatus).toBe('approved');

    const page = await pageAs(null);
    expect(await listed(page, TOKEN)).toEqual([TITLE]);
    const publicVacancy = (await cms(null, 'GET', `/vacancies/${vacancyId}`)).json;
    expect(publicVacancy.data).toMatchObject({ title: TITLE, closed: false, applyOnSite: true, datePosted: dateInAmsterdam(0) });
    // What editors use to review never leaves the CMS.
    expect(publicVacancy.data).not.toHaveProperty('postedBy');
    expect(publicVacancy.data).not.toHaveProperty('reviewStatus');
    expect((await cms(null, 'GET', '/vacancies?filters[postedBy][id][$gt]=0')).status).toBe(400);
    // The page shows the description as the form's preview did.
    await page.goto(`/jobs/vacature/${vacancyId}/${slug}`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('.prose li').allTextContents()).toEqual(['koken', 'inkopen', 'het menu bedenken']);

    expect((await cms(poster, 'GET', `/my-jobs/vacancies/${vacancyId}`)).json.data).toMatchObject({ status: 'published', live: true });
  });

  it('asks anonymous visitors to sign in, then brings them back to the vacancy', async () => {
    const page = await pageAs(null);
    const path = `/jobs/vacature/${vacancyId}/${slug}`;
    await openInteractive(page, path);
    await page.getByRole('link', { name: 'Inloggen om te solliciteren' }).click();
    await page.waitForURL((url) => url.pathname === '/inloggen' && url.searchParams.get('terug') === path);
    await page.getByLabel('E-mailadres').fill(applicant.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('button', { name: 'Sollicitatie versturen' }).waitFor();
  });

  it('applies with a real PDF; a renamed text file and a file over 5 MB are refused', async () => {
    const page = await pageAs(applicant);
    await openInteractive(page, `/jobs/vacature/${vacancyId}/${slug}`);

    // Too large: the browser says so before sending anything.
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 - 8, 0x20)]);
    expect(big.length).toBe(5 * 1024 * 1024 + 1);
    await fillApplication(page, { name: 'groot.pdf', mimeType: 'application/pdf', buffer: big });
    await page.getByText('Je cv is groter dan 5 MB').waitFor();

    // A text file named .pdf: the CMS reads its first bytes and refuses it; the message is at the field.
    await fillApplication(page, {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Dit is mijn cv, maar dan als platte tekst.\n'),
    });
    await page.getByText('Je cv moet een PDF- of Word-bestand (.docx) zijn').waitFor();
    expect(await page.getByLabel('Cv', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await fillApplication(page, { name: 'Mijn cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText(/Je hebt op .* op deze vacature gesolliciteerd/).waitFor();

    // The same limits hold for anyone bypassing the page: the site's route and the CMS itself.
    const viaSite = await siteUpload(
      '/api/jobs/applications',
      applicationForm(vacancyId, { name: 'groot.pdf', type: 'application/pdf', bytes: big }),
      second,
    );
    expect(viaSite.status).toBe(413);
    expect(viaSite.json.error).toMatchObject({ code: 'cv-too-large', fields: { cv: expect.stringMatching(/groter dan 5 MB/) } });
    const direct = await cms(
      second,
      'POST',
      '/my-jobs/applications',
      applicationForm(vacancyId, { name: 'groot.pdf', type: 'application/pdf', bytes: big }),
    );
    expect(direct.json.error.details.code).toBe('cv-too-large');
    const renamed = await cms(
      second,
      'POST',
      '/my-jobs/applications',
      applicationForm(vacancyId, {
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: Buffer.from('PK but not really a zip'),
      }),
    );
    expect(renamed.json.error.details.code).toBe('cv-type');
    // Once per vacancy.
    const again = await siteUpload(
      '/api/jobs/applications',
      applicationForm(vacancyId, { name: 'cv.pdf', type: 'application/pdf', bytes: pdf }),
      applicant,
    );
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('already-applied');
    // Not on your own vacancy either.
    expect(
      (
        await cms(
          poster,
          'POST',
          '/my-jobs/applications',
          applicationForm(vacancyId, { name: 'cv.pdf', type: 'application/pdf', bytes: pdf }),
        )
      ).json.error.details.code,
    ).toBe('own-vacancy');
  });

  it('applies with a real DOCX; the CV is stored privately, never as a public upload', async () => {
    const page = await pageAs(second);
    await openInteractive(page, `/jobs/vacature/${vacancyId}/${slug}`);
    await fillApplication(page, {
      name: 'cv-tweede.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx,
    });
    await page.getByText(/Je hebt op .* op deze vacature gesolliciteerd/).waitFor();

    const stored = await ourCvs();
    expect(stored).toHaveLength(2);
    const contents = await Promise.all(stored.map((name) => readFile(`${privateUploadsDir}/cvs/${name}`)));
    expect(contents.some((bytes) => bytes.equals(pdf))).toBe(true);
    expect(contents.some((bytes) => bytes.equals(docx))).toBe(true);
    // Random names that say nothing about the person; nothing in the media library.
    for (const name of stored) expect(name).toMatch(/^[a-f0-9]{32}$/);
    const media = await (await adminSession()).call('GET', '/upload/files?pageSize=100');
    expect(JSON.stringify(media.json)).not.toMatch(/application\/pdf|wordprocessingml/);
  });

  it('saves and unsaves from the list and the vacancy page; cached pages never carry the saved state', async () => {
    const page = await pageAs(applicant);
    expect(await listed(page, TOKEN)).toEqual([TITLE]);
    const save = page.getByRole('button', { name: new RegExp(`^Bewaren\\W*${TITLE}$`) });
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await cms(applicant, 'GET', `/my-jobs/saved/${vacancyId}`)).status).toBe(200);

    // Lists are one cached copy for everyone (decision 010): the HTML says nothing about this visitor;
    // the button learns the saved state from /api/visitor once the page runs.
    const html = await (await page.context().request.get('/jobs')).text();
    expect(html).not.toMatch(/aria-pressed="true"/);
    await page.goto(`/jobs?q=${TOKEN}`, { waitUntil: 'load' }); // see listed()
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/jobs/mijn?tab=bewaard', { waitUntil: 'load' }); // server-rendered; see listed()
    expect(await page.getByTestId('saved-item').locator('h3').allTextContents()).toEqual([TITLE]);

    await openInteractive(page, `/jobs/vacature/${vacancyId}/${slug}`);
    const onPage = page.getByRole('button', { name: 'Bewaren' });
    // The saved state comes from /api/visitor after hydration, as on the list.
    await expect.poll(() => onPage.getAttribute('aria-pressed')).toBe('true');
    await onPage.click();
    await expect.poll(() => onPage.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => (await cms(applicant, 'GET', `/my-jobs/saved/${vacancyId}`)).status).toBe(404);
    await page.goto('/jobs/mijn?tab=bewaard', { waitUntil: 'load' }); // server-rendered; see listed()
    await page.getByText('Je hebt nog geen vacatures bewaard').waitFor();

    // Saved again for the checks below; twice is still once.
    expect((await siteApi(`/api/jobs/saved/${vacancyId}`, { method: 'PUT', cookie: applicant.cookie })).status).toBe(200);
    expect((await siteApi(`/api/jobs/saved/${vacancyId}`, { method: 'PUT', cookie: applicant.cookie })).status).toBe(200);
    expect((await cms(applicant, 'GET', '/my-jobs/saved')).json.data).toHaveLength(1);

    // Signed out, the button says why it asks to sign in, and comes back to the same list with the vacancy saved (issue 35).
    const anonymous = await pageAs(null);
    await openInteractive(anonymous, `/jobs?q=${TOKEN}`);
    await anonymous.getByRole('button', { name: new RegExp(`^Bewaren\\W*${TITLE}$`) }).click();
    await anonymous.waitForURL(
      (url) => url.pathname === '/inloggen' && url.searchParams.get('terug') === `/jobs/zoeken?q=${TOKEN}&bewaar=${vacancyId}`,
    );
    await anonymous.getByText('Log in om vacatures te bewaren.').waitFor();
    await anonymous.getByLabel('E-mailadres').fill(second.email);
    await anonymous.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await anonymous.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await anonymous.waitForURL(
      (url) => url.pathname === '/jobs/zoeken' && url.searchParams.get('q') === TOKEN && !url.searchParams.has('bewaar'),
    );
    await expect
      .poll(() => anonymous.getByRole('button', { name: new RegExp(`^Bewaren\\W*${TITLE}$`) }).getAttribute('aria-pressed'))
      .toBe('true');
    // The star shows at once; the save itself is a round trip later.
    await expect
      .poll(async () =>
        (await cms(second, 'GET', '/my-jobs/saved')).json.data.map(
          (entry: { vacancy: { documentId: string } }) => entry.vacancy.documentId,
        ),
      )
      .toEqual([vacancyId]);
    // A reload saves nothing twice and keeps it saved.
    await anonymous.reload();
    expect((await cms(second, 'GET', '/my-jobs/saved')).json.data).toHaveLength(1);
    expect((await siteApi(`/api/jobs/saved/${vacancyId}`, { method: 'DELETE', cookie: second.cookie })).status).toBeLessThan(300);
    await anonymous.context().close();
  });

  it('shows the applicant their applications and their own CV', async () => {
    const page = await pageAs(applicant);
    await openInteractive(page, '/jobs/mijn?tab=sollicitaties');
    const item = page.getByTestId('application-item');
    expect(await item.locator('h3').textContent()).toBe(TITLE);
    await item.getByText(MOTIVATION).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), item.getByTestId('cv-link').click()]);
    expect(download.suggestedFilename()).toBe('Mijn cv.pdf');
    expect((await readFile(await download.path())).equals(pdf)).toBe(true);
  });

  it('shows the poster their vacancies with status and applications, and both CVs', async () => {
    const page = await pageAs(poster);
    await openInteractive(page, '/jobs/mijn');
    const item = page.getByTestId('posted-item');
    expect(await item.locator('h3').textContent()).toBe(TITLE);
    expect(await item.getByTestId('status').textContent()).toBe('Online');
    expect(await item.getByTestId('application-count').textContent()).toBe('2 sollicitaties');

    await item.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(`**/jobs/mijn/${vacancyId}`);
    const received = page.getByTestId('received-application');
    expect(await received.count()).toBe(2);
    await received.filter({ hasText: applicant.email }).getByText(MOTIVATION).waitFor();
    for (const [who, bytes, name] of [
      [applicant, pdf, 'Mijn cv.pdf'],
      [second, docx, 'cv-tweede.docx'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        received.filter({ hasText: who.email }).getByTestId('cv-link').click(),
      ]);
      expect(download.suggestedFilename()).toBe(name);
      expect((await readFile(await download.path())).equals(bytes)).toBe(true);
    }
  });

  it('edits the vacancy: the change waits for review while the approved version stays online', async () => {
    const page = await pageAs(poster);
    await openInteractive(page, `/jobs/mijn/${vacancyId}`);
    const newTitle = `${TITLE} nieuw${run}`;
    await page.getByLabel('Functietitel', { exact: true }).fill(newTitle);
    await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await page.getByText('Je wijzigingen zijn opgeslagen').waitFor();
    await expect
      .poll(() => page.getByTestId('status').textContent(), { timeout: 10_000 })
      .toBe('Online, wijzigingen wachten op beoordeling');
    expect((await cms(null, 'GET', `/vacancies/${vacancyId}`)).json.data.title).toBe(TITLE);

    const admin = await adminSession();
    expect((await admin.getDocument(VACANCY, vacancyId)).json.data.reviewStatus).toBe('awaiting_review');
    expect((await admin.publish(VACANCY, vacancyId)).status).toBe(200);
    expect((await cms(null, 'GET', `/vacancies/${vacancyId}`)).json.data.title).toBe(newTitle);
    expect(await listed(page, `nieuw${run}`)).toEqual([newTitle]);
    // Applications belong to the vacancy, not to one version of it.
    expect((await cms(poster, 'GET', `/my-jobs/vacancies/${vacancyId}`)).json.data).toMatchObject({
      status: 'published',
      applicationCount: 2,
    });
  });

  it('closes and reopens the vacancy: off the lists and no applications, then back', async () => {
    const page = await pageAs(poster);
    await openInteractive(page, `/jobs/mijn/${vacancyId}`);
    await page.getByRole('button', { name: 'Vacature sluiten' }).click();
    // The site's own dialog asks first (issue 35), not the browser's confirm(); Annuleren changes nothing.
    await page.getByRole('dialog').getByRole('button', { name: 'Annuleren' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('status').textContent()).not.toBe('Gesloten');
    await page.getByRole('button', { name: 'Vacature sluiten' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Vacature sluiten' }).click();
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 10_000 }).toBe('Gesloten');

    const visitor = await pageAs(intruder);
    expect(await listed(visitor, TOKEN)).toEqual([]);
    await openInteractive(visitor, `/jobs/vacature/${vacancyId}/${slug}`);
    await visitor.getByTestId('vacancy-closed').waitFor();
    expect(await visitor.getByRole('button', { name: 'Sollicitatie versturen' }).count()).toBe(0);
    const late = await cms(
      intruder,
      'POST',
      '/my-jobs/applications',
      applicationForm(vacancyId, { name: 'cv.pdf', type: 'application/pdf', bytes: pdf }),
    );
    expect(late.json.error.details.code).toBe('vacancy-closed');
    // Those who saved it or applied still see it, marked as no longer open.
    expect((await cms(applicant, 'GET', `/my-jobs/saved/${vacancyId}`)).json.data.vacancy.open).toBe(false);

    await page.getByRole('button', { name: 'Vacature heropenen' }).click();
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 10_000 }).toBe('Online');
    expect((await listed(visitor, TOKEN)).length).toBe(1);
  });

  it('expires at its valid-through date: off the lists, no applications, "expired" for the poster', async () => {
    const admin = await adminSession();
    // The editor moves the closing date to yesterday (as if the date had passed) and publishes.
    expect((await admin.updateDocument(VACANCY, vacancyId, { validThrough: dateInAmsterdam(-1) })).status).toBe(200);
    expect((await admin.publish(VACANCY, vacancyId)).status).toBe(200);

    const page = await pageAs(null);
    expect(await listed(page, TOKEN.toUpperCase())).toEqual([]);
    expect((await cms(poster, 'GET', `/my-jobs/vacancies/${vacancyId}`)).json.data.status).toBe('expired');
    const late = await cms(
      intruder,
      'POST',
      '/my-jobs/applications',
      applicationForm(vacancyId, { name: 'cv.pdf', type: 'application/pdf', bytes: pdf }),
    );
    expect(late.json.error.details.code).toBe('vacancy-closed');
    // Still reachable for whoever had saved it.
    expect((await cms(applicant, 'GET', '/my-jobs/saved')).json.data[0].vacancy).toMatchObject({ documentId: vacancyId, open: false });
  });

  it('gives another visitor 404 on every read, change and delete of what is not theirs (CMS API)', async () => {
    const applications = (await cms(applicant, 'GET', '/my-jobs/applications')).json.data;
    expect(applications).toHaveLength(1);
    const applicationId: string = applications[0].documentId;
    const vacancyBody = {
      data: {
        title: 'Overgenomen vacature',
        summary: 'Deze vacature is van iemand anders.',
        employerName: 'Indringer BV',
        employmentType: 'FULL_TIME',
      },
    };
    const motivationBody = { data: { motivation: 'Deze motivatie is niet van mij maar ik probeer het toch.' } };

    const attempts: Array<[Actor | null, string, string, unknown?]> = [
      // The poster's vacancy.
      [intruder, 'GET', `/my-jobs/vacancies/${vacancyId}`],
      [intruder, 'PUT', `/my-jobs/vacancies/${vacancyId}`, vacancyBody],
      [intruder, 'PUT', `/my-jobs/vacancies/${vacancyId}/closed`, { data: { closed: true } }],
      [intruder, 'GET', `/my-jobs/vacancies/${vacancyId}/applications`],
      [applicant, 'GET', `/my-jobs/vacancies/${vacancyId}`],
      [applicant, 'GET', `/my-jobs/vacancies/${vacancyId}/applications`],
      // The applicant's application and CV, also for a fellow applicant.
      [intruder, 'GET', `/my-jobs/applications/${applicationId}`],
      [intruder, 'PUT', `/my-jobs/applications/${applicationId}`, motivationBody],
      [intruder, 'DELETE', `/my-jobs/applications/${applicationId}`],
      [intruder, 'GET', `/my-jobs/applications/${applicationId}/cv`],
      [second, 'GET', `/my-jobs/applications/${applicationId}/cv`],
      // The poster may read the application and its CV, but not change or withdraw it.
      [poster, 'PUT', `/my-jobs/applications/${applicationId}`, motivationBody],
      [poster, 'DELETE', `/my-jobs/applications/${applicationId}`],
      // The applicant's saved vacancy.
      [intruder, 'GET', `/my-jobs/saved/${vacancyId}`],
      [intruder, 'DELETE', `/my-jobs/saved/${vacancyId}`],
    ];
    for (const [who, method, path, body] of attempts) {
      const answer = await cms(who, method, path, body);
      expect({ who: who?.email, method, path, status: answer.status }).toEqual({ who: who?.email, method, path, status: 404 });
      expect(answer.json?.error?.name).toBe('NotFoundError');
    }
    // Unknown ids answer exactly the same.
    expect((await cms(intruder, 'GET', '/my-jobs/applications/abcdefghijklmnopqrstuvwx')).json).toEqual(
      (await cms(intruder, 'GET', `/my-jobs/applications/${applicationId}`)).json,
    );
    // Their own lists do not show it either.
    expect((await cms(intruder, 'GET', `/my-jobs/applications?vacancy=${vacancyId}`)).json.data).toEqual([]);
    expect((await cms(intruder, 'GET', '/my-jobs/vacancies')).json.data).toEqual([]);
    expect((await cms(intruder, 'GET', '/my-jobs/saved')).json.data).toEqual([]);

    // Nothing changed for the owners; the poster does read the application and the CV.
    expect((await cms(applicant, 'GET', `/my-jobs/applications/${applicationId}`)).json.data.motivation).toBe(MOTIVATION);
    expect((await cms(applicant, 'GET', `/my-jobs/saved/${vacancyId}`)).status).toBe(200);
    expect((await cms(poster, 'GET', `/my-jobs/vacancies/${vacancyId}`)).json.data.closed).toBe(false);
    expect((await cms(poster, 'GET', `/my-jobs/applications/${applicationId}/cv`)).bytes?.equals(pdf)).toBe(true);
    expect((await cms(applicant, 'GET', `/my-jobs/applications/${applicationId}/cv`)).bytes?.equals(pdf)).toBe(true);

    // Without a token: nothing at all. And the generic content API stays closed to visitors.
    for (const path of ['/my-jobs/vacancies', `/my-jobs/applications/${applicationId}/cv`, '/my-jobs/saved']) {
      expect([401, 403]).toContain((await cms(null, 'GET', path)).status);
    }
    expect((await cms(intruder, 'POST', '/vacancies', { data: { title: 'Zomaar' } })).status).toBe(403);
    expect((await cms(intruder, 'PUT', `/vacancies/${vacancyId}`, { data: { title: 'Zomaar' } })).status).toBe(403);
    expect((await cms(intruder, 'DELETE', `/vacancies/${vacancyId}`)).status).toBe(403);
    for (const path of ['/applications', '/saved-vacancies']) expect((await cms(intruder, 'GET', path)).status).toBe(404);
  });

  it('gives another visitor 404 through the site too (pages and route handlers)', async () => {
    const applicationId: string = (await cms(applicant, 'GET', '/my-jobs/applications')).json.data[0].documentId;
    const page = await pageAs(intruder);
    expect((await page.goto(`/jobs/mijn/${vacancyId}`))?.status()).toBe(404);
    const cv = await fetch(`${webUrl}/api/jobs/applications/${applicationId}/cv`, { headers: { cookie: intruder.cookie } });
    expect(cv.status).toBe(404);
    const edit = await siteApi(`/api/jobs/applications/${applicationId}`, {
      method: 'PUT',
      cookie: intruder.cookie,
      body: { motivation: 'Dit is niet mijn sollicitatie maar ik probeer het.' },
    });
    expect(edit.status).toBe(404);
    expect(edit.json.error.code).toBe('not-found');
    const close = await siteApi(`/api/jobs/vacancies/${vacancyId}/closed`, {
      method: 'PUT',
      cookie: intruder.cookie,
      body: { closed: true },
    });
    expect(close.status).toBe(404);
    // Signed out: 401 from the routes; another origin: 403 before anything else.
    expect((await siteApi(`/api/jobs/saved/${vacancyId}`, { method: 'PUT' })).status).toBe(401);
    expect(
      (await siteApi(`/api/jobs/saved/${vacancyId}`, { method: 'PUT', cookie: applicant.cookie, origin: 'http://kwaadaardig.example' }))
        .status,
    ).toBe(403);
  });

  it('withdrawing an application deletes its CV file; deleting an account takes its jobs data along', async () => {
    const mine = (await cms(second, 'GET', '/my-jobs/applications')).json.data;
    expect(mine).toHaveLength(1);
    const withdraw = await siteApi(`/api/jobs/applications/${mine[0].documentId}`, { method: 'DELETE', cookie: second.cookie });
    expect(withdraw.status).toBe(200);
    await expect.poll(async () => (await ourCvs()).length).toBe(1);
    expect((await cms(poster, 'GET', `/my-jobs/vacancies/${vacancyId}`)).json.data.applicationCount).toBe(1);

    // The applicant deletes their account: their application, its CV and their saved vacancy go with it.
    expect(
      (await siteApi('/api/account', { method: 'DELETE', cookie: applicant.cookie, body: { confirmation: 'VERWIJDER' } })).status,
    ).toBe(200);
    await expect.poll(async () => (await ourCvs()).length).toBe(0);
    expect((await cms(poster, 'GET', `/my-jobs/vacancies/${vacancyId}`)).json.data.applicationCount).toBe(0);
    const admin = await adminSession();
    expect(
      (await admin.listDocuments('api::saved-vacancy.saved-vacancy', `?filters[vacancy][documentId][$eq]=${vacancyId}`)).json.results,
    ).toEqual([]);

    // The poster deletes theirs: the vacancy goes too.
    expect((await siteApi('/api/account', { method: 'DELETE', cookie: poster.cookie, body: { confirmation: 'VERWIJDER' } })).status).toBe(
      200,
    );
    expect((await admin.getDocument(VACANCY, vacancyId)).status).toBe(404);
  });
});
