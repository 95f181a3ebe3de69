import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { siteApi } from '../support/accounts';
import { adminSession, asEditor, cmsAs, pageAs as pageAsVisitor, signedInActor, type Actor } from '../support/actors';
import { atsCall, createApiKey, organisationOwnedBy } from '../support/ats';
import { launchBrowser, openInteractive } from '../support/browser';
import { dateInAmsterdam, postVacancy, VACANCY_UID } from '../support/jobs';
import { expectDutchMail, waitForMail } from '../support/mail';
import { documentIdByName } from '../support/vacancies';

/**
 * One life for a vacancy (issue 46): the same rules whichever door a vacancy comes through, the employer's
 * form on /jobs/mijn (Chromium), the ATS API (a plain HTTP client, through nginx's public CMS host in the
 * cluster pass) and the editors' queue. Each test names the door and the rule; a rule that holds at one
 * door and not at another fails here (lib/vacancy-lifecycle in the CMS is the one place they live).
 */
const { webUrl, cmsUrl, mailApi } = inject('stack');
const run = Date.now().toString(36);

let browser: Browser;
let poster: Actor;
let owner: Actor;
let unverifiedOwner: Actor;
let seeker: Actor;
let key = '';
let unverifiedKey = '';
let horeca = '';
let utrecht = '';
const ORGANISATION = `Bakkerij Levenslang ${run}`;

const cms = (who: Actor | null, method: string, path: string, body?: unknown) => cmsAs(cmsUrl, who, method, path, body);
const ats = (method: string, path: string, body?: unknown, apiKey = key) => atsCall(apiKey, method, path, body);
const apiVacancy = (reference: string, extra: Record<string, unknown> = {}) => ({
  data: {
    reference,
    title: `Banketbakker ${run}`,
    summary: 'Je bakt taarten en gebak voor onze winkels in de regio Utrecht.',
    employmentType: 'FULL_TIME',
    validThrough: dateInAmsterdam(30),
    ...extra,
  },
});

/** The search page's "N vacatures gevonden" for a search text, as a visitor gets it now. */
async function searchCount(q: string): Promise<string> {
  const html = await (await fetch(`${webUrl}/jobs/zoeken?q=${encodeURIComponent(q)}`)).text();
  return (/data-testid="result-count">(.*?)<\/p>/.exec(html)?.[1] ?? '').replace(/<!-- -->/g, '');
}

/** What the poster's page shows of a vacancy, less what an edit may change (its times and status). */
async function posterView(who: Actor, documentId: string) {
  const { json } = await cms(who, 'GET', `/my-jobs/vacancies/${documentId}`);
  const { updatedAt: _updatedAt, status: _status, changesNeedReview: _review, live: _live, ...fields } = json.data;
  return fields as Record<string, unknown>;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [poster, owner, unverifiedOwner, seeker] = await Promise.all(
    ['levensloop-plaatser', 'levensloop-eigenaar', 'levensloop-onbekend', 'levensloop-zoeker'].map((label) => signedInActor(label)),
  );
  [horeca, utrecht] = await Promise.all([documentIdByName('vacancy-categories', 'Horeca'), documentIdByName('places', 'Utrecht')]);
  const organisation = await organisationOwnedBy(owner, ORGANISATION);
  const unverified = await organisationOwnedBy(unverifiedOwner, `Onbekende Bakker ${run}`, { verification: null });
  key = (await createApiKey(owner, organisation)).key;
  unverifiedKey = (await createApiKey(unverifiedOwner, unverified)).key;
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the form (/jobs/mijn)', () => {
  it('saving the edit form unchanged changes nothing: Vakgebied, Plaats and every other field stay', async () => {
    const posted = await postVacancy(poster.jwt, {
      title: `Zelfstandig werkend kok ${run}`,
      summary: 'Je kookt voor veertig gasten per avond in ons restaurant aan de gracht.',
      description: 'Wat ga je doen?\n\nJe staat aan het fornuis en maakt de mise-en-place.\n\n- Koken\n- Inkopen',
      employerName: 'Eetcafé De Gracht',
      category: horeca,
      place: utrecht,
      hoursPerWeek: 32,
      employmentType: 'PART_TIME',
      educationLevel: 'mbo',
      workplace: 'locatie',
      salaryMin: '3.200',
      salaryMax: '3.650,50',
      salaryPeriod: 'MONTH',
      validThrough: dateInAmsterdam(40),
      howToApply: 'Bel Marja op 030-1234567.',
      applicationMails: 'daily',
    });
    const before = await posterView(poster, posted.documentId);
    expect(before).toMatchObject({
      category: { documentId: horeca, name: 'Horeca' },
      place: { documentId: utrecht, name: 'Utrecht' },
      salaryMin: 3200,
      salaryMax: 3650.5,
    });

    const page = await pageAsVisitor(browser, webUrl, poster);
    await openInteractive(page, `/jobs/mijn/${posted.documentId}`);
    const form = page.getByRole('form', { name: 'Vacature wijzigen' });
    // The form shows the vacancy's own field of work and place, not "Geen … gekozen".
    expect(await form.getByLabel('Vakgebied', { exact: true }).inputValue()).toBe(horeca);
    expect(await form.getByLabel('Plaats', { exact: true }).inputValue()).toBe(utrecht);
    await form.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await page.getByText('Je wijzigingen zijn opgeslagen. De redactie bekijkt ze voordat ze online komen.').waitFor();
    expect(await posterView(poster, posted.documentId)).toEqual(before);

    // Saved a second time, still nothing changed.
    await page.reload();
    await form.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await page.getByText('Je wijzigingen zijn opgeslagen').waitFor();
    expect(await posterView(poster, posted.documentId)).toEqual(before);
    await page.context().close();
  });

  it("a verified organisation's member is told what really happens: online at once, under the organisation's name, which the form shows read-only", async () => {
    const posted = await postVacancy(owner.jwt, {
      title: `Broodbakker ${run}`,
      employerName: 'Een typfout BV',
      category: horeca,
      place: utrecht,
    });
    const detail = (await cms(owner, 'GET', `/my-jobs/vacancies/${posted.documentId}`)).json.data;
    expect(detail).toMatchObject({ status: 'published', live: true, employerName: ORGANISATION, changesNeedReview: false });

    const page = await pageAsVisitor(browser, webUrl, owner);
    await openInteractive(page, `/jobs/mijn/${posted.documentId}?geplaatst=1`);
    await page.getByText('Je vacature is geplaatst en staat online.').waitFor();
    expect(await page.getByText('de redactie bekijkt hem', { exact: false }).count()).toBe(0);
    const form = page.getByRole('form', { name: 'Vacature wijzigen' });
    // The organisation's name is the employer's at every door: the form shows it and does not offer a typo.
    const employer = form.getByLabel('Werkgever', { exact: true });
    expect(await employer.inputValue()).toBe(ORGANISATION);
    expect(await employer.getAttribute('readonly')).not.toBeNull();
    await form.getByLabel('Functietitel', { exact: true }).fill(`Broodbakker ${run} (m/v/x)`);
    await form.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
    await page.getByText('Je wijzigingen zijn opgeslagen en staan online.').waitFor();
    expect((await cms(null, 'GET', `/vacancies/${posted.documentId}`)).json.data).toMatchObject({
      title: `Broodbakker ${run} (m/v/x)`,
      employerName: ORGANISATION,
    });
    await page.context().close();
  });
});

describe('the ATS API (/api/v1)', () => {
  it('reads amounts as Dutch people write them, the form’s rule: "3.200" is 3200, "3,200" a clear 400', async () => {
    const created = await ats('POST', '/vacancies', apiVacancy(`NUM-${run}`, { salaryMin: '3.200', salaryMax: '4.100,50' }));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.data).toMatchObject({ salaryMin: 3200, salaryMax: 4100.5 });
    const ambiguous = await ats('POST', '/vacancies', apiVacancy(`NUM2-${run}`, { salaryMin: '3,200' }));
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.json.error.message).toBe('Schrijf duizendtallen met een punt en centen met een komma, bijvoorbeeld 3.200 of 15,50.');
    expect(ambiguous.json.error.details.errors[0].path).toEqual(['salaryMin']);
    const page = await (await fetch(`${webUrl}${new URL(created.json.data.url).pathname}`)).text();
    expect(page).toContain('3.200');
  });

  it('names the organisation as the employer, whatever the ATS sends, and may leave the name out', async () => {
    const named = await ats('POST', '/vacancies', apiVacancy(`NAAM-${run}`, { employerName: 'Iets Anders BV' }));
    expect(named.status).toBe(201);
    expect(named.json.data.employerName).toBe(ORGANISATION);
    const unnamed = await ats('POST', '/vacancies', apiVacancy(`NAAM2-${run}`));
    expect(unnamed.status).toBe(201);
    expect(unnamed.json.data.employerName).toBe(ORGANISATION);
  });

  it('what an editor took offline stays offline through PUT and a re-POST, twice, until an editor approves it', async () => {
    const reference = `AFGEWEZEN-${run}`;
    const created = await ats('POST', '/vacancies', apiVacancy(reference, { title: `Afgewezen bakker ${run}` }));
    expect(created.json.data).toMatchObject({ live: true, status: 'published' });
    const id = created.json.data.id;
    const rejected = await asEditor('POST', `/organisation-queue/vacancies/${id}/reject`, { reason: 'Noem het salaris.' });
    expect(rejected.status).toBe(200);

    for (const send of [
      () => ats('PUT', `/vacancies/${reference}`, apiVacancy(reference, { title: `Afgewezen bakker ${run} 2` })),
      () => ats('POST', '/vacancies', apiVacancy(reference, { title: `Afgewezen bakker ${run} 3` })),
      () => ats('PUT', `/vacancies/${reference}`, apiVacancy(reference, { title: `Afgewezen bakker ${run} 4` })),
    ]) {
      const answer = await send();
      expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300);
      expect(answer.json.data).toMatchObject({ live: false, status: 'awaiting_review', reviewNote: 'Noem het salaris.' });
      expect((await cms(null, 'GET', `/vacancies/${id}`)).status).toBe(404);
    }
    const approved = await asEditor('POST', `/organisation-queue/vacancies/${id}/approve`, {});
    expect(approved.status).toBe(200);
    expect((await ats('GET', `/vacancies/${reference}`)).json.data).toMatchObject({
      live: true,
      status: 'published',
      reviewNote: null,
      title: `Afgewezen bakker ${run} 4`,
    });
    // Approved again, a change goes online at once as before.
    const after = await ats('PUT', `/vacancies/${reference}`, apiVacancy(reference, { title: `Afgewezen bakker ${run} 5` }));
    expect(after.json.data).toMatchObject({ live: true, status: 'published' });
  });

  it('sets off a job alert and shows on the search page at once, whatever the spelling of the search', async () => {
    const word = `krentenbol${run}`;
    const alert = await siteApi('/api/job-alerts', {
      cookie: seeker.cookie,
      body: { query: word, category: '', place: '', hoursMin: '', hoursMax: '', byEmail: true, byPush: false, frequency: 'instant' },
    });
    expect(alert.status, JSON.stringify(alert.json)).toBeLessThan(300);
    // The search pages are in the site's cache before the vacancy exists: each spelling its own page.
    const spellings = [word, word.toUpperCase(), `${word[0].toUpperCase()}${word.slice(1)}`];
    for (const q of spellings) expect(await searchCount(q)).toBe('0 vacatures gevonden');

    const since = new Date();
    const title = `Bakker ${word}`;
    const created = await ats('POST', '/vacancies', apiVacancy(`ALERT-${run}`, { title }));
    expect(created.status).toBe(201);
    const mail = await waitForMail({ mailApi, to: seeker.email, subjectIncludes: `Nieuwe vacature voor je alert: ${title}`, since });
    expectDutchMail(mail, {
      subject: `Nieuwe vacature voor je alert: ${title}`,
      link: `${new URL(created.json.data.url).href}?bron=email`,
      text: [ORGANISATION],
    });
    for (const q of spellings) await expect.poll(() => searchCount(q), { timeout: 10_000 }).toBe('1 vacature gevonden');
  });

  it("an unverified organisation's vacancy waits for the editors' queue, and their approval sets off the same", async () => {
    const word = `roggebrood${run}`;
    const reference = `WACHT-${run}`;
    const created = await ats('POST', '/vacancies', apiVacancy(reference, { title: `Bakker ${word}` }), unverifiedKey);
    expect(created.json.data).toMatchObject({ live: false, status: 'awaiting_review' });
    const queue = await asEditor('GET', '/organisation-queue');
    expect(queue.json.data.awaitingReview.some((row: { documentId: string }) => row.documentId === created.json.data.id)).toBe(true);
    expect(await searchCount(word)).toBe('0 vacatures gevonden');
    const since = new Date();
    expect((await asEditor('POST', `/organisation-queue/vacancies/${created.json.data.id}/approve`, {})).status).toBe(200);
    await expect.poll(() => searchCount(word), { timeout: 10_000 }).toBe('1 vacature gevonden');
    // Whoever posted it hears it is online (the key's maker, here the owner).
    const mail = await waitForMail({ mailApi, to: unverifiedOwner.email, subjectIncludes: `staat online: Bakker ${word}`, since });
    expectDutchMail(mail, {
      subject: `Je vacature staat online: Bakker ${word}`,
      link: `${new URL((await ats('GET', `/vacancies/${reference}`, undefined, unverifiedKey)).json.data.url).href}?bron=email`,
      text: ['De redactie heeft je vacature'],
    });
  });
});

describe("Strapi's admin", () => {
  it("an editor's edit keeps the organisation's name and what it did not change; publishing what was turned down approves it, with a mail", async () => {
    const reference = `ADMIN-${run}`;
    const created = await ats(
      'POST',
      '/vacancies',
      apiVacancy(reference, { title: `Admin bakker ${run}`, category: horeca, place: utrecht }),
    );
    const id = created.json.data.id;
    const admin = await adminSession();
    expect(
      (
        await admin.updateDocument(VACANCY_UID, id, {
          employerName: 'Een andere naam BV',
          summary: 'Een nieuwe korte omschrijving van de redactie.',
        })
      ).status,
    ).toBe(200);
    const draft = (await ats('GET', `/vacancies/${reference}`)).json.data;
    expect(draft).toMatchObject({
      employerName: ORGANISATION,
      summary: 'Een nieuwe korte omschrijving van de redactie.',
      category: horeca,
      place: utrecht,
      title: `Admin bakker ${run}`,
    });

    expect((await asEditor('POST', `/organisation-queue/vacancies/${id}/reject`, { reason: 'Te weinig informatie.' })).status).toBe(200);
    const since = new Date();
    expect((await admin.publish(VACANCY_UID, id)).status).toBe(200);
    expect((await ats('GET', `/vacancies/${reference}`)).json.data).toMatchObject({ live: true, status: 'published', reviewNote: null });
    await waitForMail({ mailApi, to: owner.email, subjectIncludes: `staat online: Admin bakker ${run}`, since });
  });
});

describe('the ATS connection on /jobs/mijn/organisatie', () => {
  it('the owner makes a key, sets the webhook and revokes the key on the page, without hand-made API calls', async () => {
    const page = await pageAsVisitor(browser, webUrl, owner);
    await openInteractive(page, '/jobs/mijn/organisatie');
    const section = page.getByTestId('ats-connection');
    await section.getByLabel('Naam van de sleutel').fill(`Recruitee ${run}`);
    await section.getByRole('button', { name: 'Sleutel maken' }).click();
    const secret = section.getByRole('form', { name: 'API-sleutel maken' }).getByTestId('secret');
    await secret.waitFor();
    const made = (await secret.textContent())!.trim();
    expect(made).toMatch(/^vs_live_/);
    expect((await ats('GET', '/vacancies', undefined, made)).status).toBe(200);
    const row = section.getByTestId('api-key').filter({ hasText: `Recruitee ${run}` });
    // Listed without the secret.
    expect(await row.textContent()).not.toContain(made.slice(-20));

    await section.getByLabel('Webadres (https)').fill('http://127.0.0.1:65000/vacaturesite');
    await section.getByRole('button', { name: 'Webhook opslaan' }).click();
    const signing = section.getByRole('form', { name: 'Webhook instellen' }).getByTestId('secret');
    await signing.waitFor();
    expect(await signing.textContent()).toMatch(/^whsec_/);
    await expect.poll(() => section.getByTestId('webhook-url').textContent()).toBe('http://127.0.0.1:65000/vacaturesite');

    await section.getByLabel('Webadres (https)').fill('http://intern.example/hook');
    await section.getByRole('button', { name: 'Webhook opslaan' }).click();
    await section.getByRole('form', { name: 'Webhook instellen' }).getByRole('alert').waitFor();
    expect(await section.getByRole('form', { name: 'Webhook instellen' }).getByRole('alert').textContent()).toBe(
      'Het webadres moet met https:// beginnen.',
    );

    await row.getByRole('button', { name: 'Intrekken' }).click();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('ingetrokken op');
    expect((await ats('GET', '/vacancies', undefined, made)).status).toBe(401);
    await page.context().close();
  });
});
