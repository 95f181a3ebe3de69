import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createConfirmedAccount, signIn, uniqueEmail } from '../support/accounts';
import { asEditor, cmsAs, pageAs as pageAsVisitor, signedInActor, type Actor } from '../support/actors';
import { adminPage } from '../support/analytics';
import { launchBrowser } from '../support/browser';
import { botCheckHeaders } from '../support/bot-check';
import { applicationForm, pdfCv, postVacancy, siteUpload, vacancyHref } from '../support/jobs';
import { expectDutchMail, mailsTo, waitForMail } from '../support/mail';

/**
 * Issue 39, organisations (decision 056): a visitor claims an organisation, an editor verifies it in
 * the queue, the owner invites a colleague by mail, the colleague registers and joins through the link
 * and then manages the organisation's vacancies and applications; a verified organisation's vacancy is
 * online without review, an unverified one waits; ownership is handed over; a removed member sees
 * nothing; and a member of B reaches nothing of A, in the CMS (404) and on the site.
 */

const { webUrl, cmsUrl, cmsPublicUrl, mailApi } = inject('stack');
const PASSWORD = 'Geheim-wachtwoord-1';
const run = Date.now().toString(36);
const ORG_A = `Zorggroep Noordoost-Gelderland en Achterhoek ${run}`;
const VACANCY_A_TITLE = `Verzorgende IG ${run}`;
const ORG_B = `Bakkerij Van den Broek ${run}`;
const DESCRIPTION = 'Een zorgorganisatie met twaalf locaties in de regio, van thuiszorg tot verpleeghuiszorg.';

let browser: Browser;
let ownerA: Actor;
let ownerB: Actor;
let applicant: Actor;
let colleague: Actor;
let organisationA = '';
let organisationB = '';
let vacancyA = { documentId: '', slug: '' };
let vacancyB = { documentId: '', slug: '' };

const pageAs = (who: Actor | null) => pageAsVisitor(browser, webUrl, who);
const cms = async (who: Actor | null, method: string, path: string, body?: unknown) =>
  cmsAs(cmsUrl, who, method, path, body, await botCheckHeaders(method, path, { site: false }));
const claim = (who: Actor, name: string) =>
  cms(who, 'POST', '/organisations', { data: { name, description: DESCRIPTION, website: 'https://example.test' } });

async function siteStatus(path: string, who: Actor | null) {
  const response = await fetch(`${webUrl}${path}`, { headers: who ? { cookie: who.cookie } : {}, redirect: 'manual' });
  return response.status;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [ownerA, ownerB, applicant] = await Promise.all([
    signedInActor(`org-a-${run}`, PASSWORD),
    signedInActor(`org-b-${run}`, PASSWORD),
    signedInActor(`org-applicant-${run}`, PASSWORD),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('organisations (issue 39, decision 056)', () => {
  it('claims an organisation on the site: a draft partner waiting for verification, the visitor its owner', async () => {
    const page: Page = await pageAs(ownerA);
    await page.goto('/jobs/mijn/organisatie');
    await page.getByLabel('Naam van de organisatie').fill(ORG_A);
    await page.getByLabel('Korte beschrijving').fill(DESCRIPTION);
    await page.getByRole('button', { name: 'Organisatie aanmelden' }).click();
    await page.getByText('Je organisatie is aangemeld').waitFor({ timeout: 15_000 });
    await page.reload();
    await page.getByRole('heading', { name: ORG_A }).waitFor();
    await page.getByText('Wacht op verificatie door de redactie').waitFor();
    // At 320 px the long name wraps: no horizontal scrolling.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    const mine = await cms(ownerA, 'GET', '/organisations/mine');
    expect(mine.status).toBe(200);
    expect(mine.json.data.organisation).toMatchObject({ name: ORG_A, verification: 'claimed', role: 'owner' });
    organisationA = mine.json.data.organisation.documentId;
    // One organisation per account, refused in Dutch.
    const again = await claim(ownerA, `Nog een ${run}`);
    expect(again.status).toBe(400);
    expect(again.json.error.details.code).toBe('already-member');
    expect(again.json.error.message).toMatch(/Je hoort al bij een organisatie/);
  });

  it('an unverified organisation’s vacancy waits for review', async () => {
    const waiting = await postVacancy(ownerA.jwt, { title: `Wijkverpleegkundige ${run}` });
    const detail = await cms(ownerA, 'GET', `/my-jobs/vacancies/${waiting.documentId}`);
    expect(detail.json.data).toMatchObject({ status: 'awaiting_review', live: false, employerName: ORG_A });
  });

  it('the editor verifies the claim once in the queue; the owner gets a Dutch mail with a link and a plain-text part', async () => {
    const queue = await asEditor('GET', '/organisation-queue');
    expect(queue.status).toBe(200);
    expect(queue.json.data.claims.map((row: { documentId: string }) => row.documentId)).toContain(organisationA);
    // Not for visitors.
    expect((await cms(ownerA, 'GET', '/organisation-queue')).status).toBeGreaterThanOrEqual(401);
    const since = new Date();
    const verified = await asEditor('POST', `/organisation-queue/claims/${organisationA}/verify`, {});
    expect(verified.status).toBe(200);
    const twice = await asEditor('POST', `/organisation-queue/claims/${organisationA}/verify`, {});
    expect(twice.status).toBe(400);
    const mail = await waitForMail({ mailApi, to: ownerA.email, subjectIncludes: 'is geverifieerd', since });
    expectDutchMail(mail, {
      subject: new RegExp(`^${ORG_A} is geverifieerd bij \\S`),
      link: `${webUrl}/jobs/mijn/organisatie?bron=email`,
      text: ['De redactie heeft ' + ORG_A + ' geverifieerd.'],
    });
  });

  it('a verified organisation’s vacancy is online without review', async () => {
    vacancyA = await postVacancy(ownerA.jwt, { title: VACANCY_A_TITLE });
    const detail = await cms(ownerA, 'GET', `/my-jobs/vacancies/${vacancyA.documentId}`);
    expect(detail.json.data).toMatchObject({ live: true, employerName: ORG_A });
    expect(await siteStatus(vacancyHref(vacancyA), null)).toBe(200);
    // Someone applies, so the colleague has an application to see.
    const form = applicationForm(vacancyA.documentId, pdfCv(`cv ${run}`), {
      motivation: 'Ik werk al zes jaar in de ouderenzorg en zoek een team met aandacht voor bewoners.',
    });
    const applied = await cms(applicant, 'POST', '/my-jobs/applications', form);
    expect(applied.status).toBe(201);
  });

  it('the owner invites a colleague by mail; limits and refusals are Dutch; the colleague registers and joins through the link', async () => {
    const email = uniqueEmail(`org-colleague-${run}`);
    const since = new Date();
    const invited = await cms(ownerA, 'POST', `/organisations/${organisationA}/invites`, { data: { email } });
    expect(invited.status).toBe(201);
    const duplicate = await cms(ownerA, 'POST', `/organisations/${organisationA}/invites`, { data: { email } });
    expect(duplicate.json.error.details.code).toBe('invitee-already-invited');
    const self = await cms(ownerA, 'POST', `/organisations/${organisationA}/invites`, { data: { email: ownerA.email } });
    expect(self.json.error.details.code).toBe('invitee-already-member');

    const mail = await waitForMail({ mailApi, to: email, subjectIncludes: 'Uitnodiging', since });
    const link = expectDutchMail(mail, {
      subject: new RegExp(`^Uitnodiging: word lid van ${ORG_A} bij \\S`),
      link: `${webUrl}/uitnodiging/`,
      text: ['De link is 7 dagen geldig en werkt één keer.'],
    });
    const path = new URL(link).pathname;

    // Signed out, the link shows the organisation and the way to sign in and come back.
    const outside = await pageAs(null);
    await outside.goto(path);
    await outside.getByTestId('invitation').getByText(ORG_A).first().waitFor();
    expect(await outside.locator('#inhoud').getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toContain(
      encodeURIComponent(path),
    );

    // The colleague registers with the invited address (confirmation mail and all), signs in, and the link still works.
    await createConfirmedAccount('org-colleague', PASSWORD, { email });
    const cookie = await signIn(email, PASSWORD);
    colleague = { email, cookie, jwt: cookie.slice('vs_token='.length) };
    const page = await pageAs(colleague);
    await page.goto(path);
    await page.getByRole('button', { name: 'Uitnodiging accepteren' }).click();
    await page.waitForURL('**/jobs/mijn/organisatie', { timeout: 15_000 });
    await page.getByRole('heading', { name: ORG_A }).waitFor();
    // The owner hears who joined (issue 46).
    const joined = await waitForMail({ mailApi, to: ownerA.email, subjectIncludes: `is lid van ${ORG_A}`, since });
    expectDutchMail(joined, {
      subject: new RegExp(`^.+ is lid van ${ORG_A}$`),
      link: `${webUrl}/jobs/mijn/organisatie?bron=email`,
      text: ['heeft je uitnodiging aangenomen'],
    });

    // Single use: the link is gone.
    const reused = await cms(colleague, 'POST', `/organisation-invites/${path.split('/').pop()}/accept`);
    expect(reused.status).toBe(404);

    // The colleague sees and manages the organisation's vacancy and its application.
    const list = await cms(colleague, 'GET', '/my-jobs/vacancies');
    expect(list.json.data.map((row: { documentId: string }) => row.documentId)).toContain(vacancyA.documentId);
    const applications = await cms(colleague, 'GET', `/my-jobs/vacancies/${vacancyA.documentId}/applications`);
    expect(applications.status).toBe(200);
    expect(applications.json.data).toHaveLength(1);
    await page.goto(`/jobs/mijn/${vacancyA.documentId}`);
    await page.getByRole('heading', { name: /Sollicitaties \(1\)/ }).waitFor();

    // An internal application: a member may apply to another of the organisation's vacancies, as an
    // employee moving on would (decision 056, noted 2026-11-29), but never answers their own application;
    // a colleague does.
    const internal = await postVacancy(ownerA.jwt, { title: `Teamleider intern ${run}` });
    const cv = pdfCv(`cv collega ${run}`);
    const viaSite = await siteUpload('/api/jobs/applications', applicationForm(internal.documentId, cv), colleague);
    expect(viaSite.status, JSON.stringify(viaSite.json)).toBe(201);
    const mine = viaSite.json.application.documentId as string;
    const answer = (who: Actor) => cms(who, 'PUT', `/my-jobs/applications/${mine}/status`, { data: { status: 'uitgenodigd' } });
    const ownAnswer = await answer(colleague);
    expect([ownAnswer.status, ownAnswer.json.error.details.code]).toEqual([400, 'not-poster']);
    expect((await answer(ownerA)).status).toBe(200);
    expect((await cms(colleague, 'GET', `/my-jobs/applications/${mine}`)).json.data).toMatchObject({ status: 'uitgenodigd' });
  });

  it('B’s member reaches nothing of A: 404 in the CMS and on the site', async () => {
    const claimedB = await claim(ownerB, ORG_B);
    expect(claimedB.status).toBe(201);
    organisationB = claimedB.json.data.documentId;
    vacancyB = await postVacancy(ownerB.jwt, { title: `Bakker ${run}` });
    const members: Array<{ documentId: string; me: boolean }> = (await cms(ownerA, 'GET', `/organisations/${organisationA}`)).json.data
      .members;
    const memberA = members.find((member) => !member.me)!.documentId;
    const invites = await cms(ownerA, 'POST', `/organisations/${organisationA}/invites`, { data: { email: uniqueEmail('org-open') } });
    const inviteA = invites.json.data.invites[0].documentId;

    for (const [method, path, body] of [
      ['GET', `/organisations/${organisationA}`],
      ['POST', `/organisations/${organisationA}/invites`, { data: { email: uniqueEmail('org-probe') } }],
      ['DELETE', `/organisations/${organisationA}/invites/${inviteA}`],
      ['DELETE', `/organisations/${organisationA}/members/${memberA}`],
      ['PUT', `/organisations/${organisationA}/owner`, { data: { member: memberA } }],
      ['POST', `/organisations/${organisationA}/leave`],
      ['POST', `/organisation-invites/pending/${inviteA}/accept`],
      ['GET', `/my-jobs/vacancies/${vacancyA.documentId}`],
      ['PUT', `/my-jobs/vacancies/${vacancyA.documentId}/closed`, { data: { closed: true } }],
      ['GET', `/my-jobs/vacancies/${vacancyA.documentId}/applications`],
      ['GET', `/my-jobs/vacancies/${vacancyA.documentId}/statistics`],
    ] as Array<[string, string, unknown?]>) {
      const answer = await cms(ownerB, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    // And A's members see nothing of B.
    expect((await cms(colleague, 'GET', `/my-jobs/vacancies/${vacancyB.documentId}`)).status).toBe(404);
    expect((await cms(colleague, 'GET', `/organisations/${organisationB}`)).status).toBe(404);
    // On the site: A's vacancy page under /jobs/mijn is a 404 for B.
    expect(await siteStatus(`/jobs/mijn/${vacancyA.documentId}`, ownerB)).toBe(404);
    const list = await cms(ownerB, 'GET', '/my-jobs/vacancies');
    expect(list.json.data.map((row: { documentId: string }) => row.documentId)).not.toContain(vacancyA.documentId);
  });

  it('the owner hands over ownership: always exactly one owner, the old one a member', async () => {
    const leaving = await cms(ownerA, 'POST', `/organisations/${organisationA}/leave`);
    expect(leaving.json.error.details.code).toBe('owner-cannot-leave');
    const before = (await cms(ownerA, 'GET', `/organisations/${organisationA}`)).json.data.members as Array<{
      documentId: string;
      me: boolean;
    }>;
    const target = before.find((member) => !member.me)!.documentId;
    const handed = await cms(ownerA, 'PUT', `/organisations/${organisationA}/owner`, { data: { member: target } });
    expect(handed.status).toBe(200);
    expect(handed.json.data.role).toBe('member');
    const roles = handed.json.data.members.map((member: { role: string }) => member.role).sort();
    expect(roles).toEqual(['member', 'owner']);
    // The old owner can no longer invite.
    const invite = await cms(ownerA, 'POST', `/organisations/${organisationA}/invites`, { data: { email: uniqueEmail('org-late') } });
    expect(invite.json.error.details.code).toBe('owner-only');
  });

  it('a removed member is told by mail and sees nothing of the organisation any more, also not what they posted for it', async () => {
    const members = (await cms(colleague, 'GET', `/organisations/${organisationA}`)).json.data.members as Array<{
      documentId: string;
      me: boolean;
    }>;
    const former = members.find((member) => !member.me)!.documentId;
    const since = new Date();
    const removed = await cms(colleague, 'DELETE', `/organisations/${organisationA}/members/${former}`);
    expect(removed.status).toBe(200);
    const mail = await waitForMail({ mailApi, to: ownerA.email, subjectIncludes: 'geen lid meer', since });
    expectDutchMail(mail, {
      subject: new RegExp(`^Je bent geen lid meer van ${ORG_A} bij \\S`),
      link: `${webUrl}/jobs/mijn?bron=email`,
      text: [`De eigenaar van ${ORG_A} heeft je verwijderd als lid van de organisatie.`],
    });
    expect((await cms(ownerA, 'GET', `/organisations/${organisationA}`)).status).toBe(404);
    expect((await cms(ownerA, 'GET', `/my-jobs/vacancies/${vacancyA.documentId}`)).status).toBe(404);
    expect((await cms(ownerA, 'GET', `/my-jobs/vacancies/${vacancyA.documentId}/applications`)).status).toBe(404);
    const list = await cms(ownerA, 'GET', '/my-jobs/vacancies');
    expect(list.json.data).toEqual([]);
    expect(await siteStatus(`/jobs/mijn/${vacancyA.documentId}`, ownerA)).toBe(404);
  });

  it('an editor refuses a claim with a reason that is mailed, and takes a vacancy offline with a reason for the owner, not the removed poster', async () => {
    const since = new Date();
    const refused = await asEditor('POST', `/organisation-queue/claims/${organisationB}/refuse`, {
      reason: 'Wij konden dit bedrijf niet vinden bij de KvK.',
    });
    expect(refused.status).toBe(200);
    const mail = await waitForMail({ mailApi, to: ownerB.email, subjectIncludes: 'niet geverifieerd', since });
    expectDutchMail(mail, {
      subject: new RegExp(`^${ORG_B} is niet geverifieerd bij \\S`),
      link: `${webUrl}/jobs/mijn/organisatie?bron=email`,
      text: ['Wij konden dit bedrijf niet vinden bij de KvK.'],
    });
    const offline = await asEditor('POST', `/organisation-queue/vacancies/${vacancyA.documentId}/reject`, {
      reason: 'De vacature noemt geen salaris.',
    });
    expect(offline.status).toBe(200);
    // ownerA posted it but was removed: the organisation's owner (the colleague, since the hand-over) hears of it.
    const taken = await waitForMail({ mailApi, to: colleague.email, subjectIncludes: 'offline gehaald', since });
    expectDutchMail(taken, {
      subject: `De vacature van ${ORG_A} is offline gehaald: ${VACANCY_A_TITLE}`,
      link: `${webUrl}/jobs/mijn/${vacancyA.documentId}?bron=email`,
      text: ['De vacature noemt geen salaris.'],
    });
    expect((await mailsTo(mailApi, ownerA.email)).filter((one) => one.subject.includes('offline gehaald'))).toHaveLength(0);
    const detail = await cms(colleague, 'GET', `/my-jobs/vacancies/${vacancyA.documentId}`);
    expect(detail.json.data).toMatchObject({ live: false, reviewNote: 'De vacature noemt geen salaris.' });
  });

  it('a member who posted a vacancy and left: no removal mail, and the owner, not the former member, hears of it going offline', async () => {
    const leaver = await signedInActor(`org-leaver-${run}`, PASSWORD);
    const invited = await cms(colleague, 'POST', `/organisations/${organisationA}/invites`, { data: { email: leaver.email } });
    expect(invited.status).toBe(201);
    const invite = (invited.json.data.invites as Array<{ documentId: string; email: string }>).find(
      (row) => row.email === leaver.email.toLowerCase(),
    )!;
    expect((await cms(leaver, 'POST', `/organisation-invites/pending/${invite.documentId}/accept`)).status).toBe(200);
    const title = `Helpende plus ${run}`;
    const posted = await postVacancy(leaver.jwt, { title });
    expect((await cms(leaver, 'GET', `/my-jobs/vacancies/${posted.documentId}`)).json.data).toMatchObject({ live: true });
    expect((await cms(leaver, 'POST', `/organisations/${organisationA}/leave`)).status).toBe(200);

    const since = new Date();
    const offline = await asEditor('POST', `/organisation-queue/vacancies/${posted.documentId}/reject`, {
      reason: 'De vacature vraagt een pasfoto.',
    });
    expect(offline.status).toBe(200);
    const taken = await waitForMail({ mailApi, to: colleague.email, subjectIncludes: title, since });
    expectDutchMail(taken, {
      subject: `De vacature van ${ORG_A} is offline gehaald: ${title}`,
      link: `${webUrl}/jobs/mijn/${posted.documentId}?bron=email`,
      text: ['De vacature vraagt een pasfoto.'],
    });
    // A removal mail would have been queued before the owner's mail, the vacancy's instead of it: none now means none.
    const leaverMails = await mailsTo(mailApi, leaver.email);
    expect(leaverMails.filter((one) => one.subject.includes(title) || one.subject.includes('geen lid meer'))).toHaveLength(0);
  });

  it('the editor works the queue in the admin, in Dutch: a claim verified after a confirmation, another refused with a reason typed in a dialog, a vacancy previewed and approved', async () => {
    const [ownerC, ownerD] = await Promise.all([signedInActor(`org-c-${run}`, PASSWORD), signedInActor(`org-d-${run}`, PASSWORD)]);
    const ORG_C = `Installatiebedrijf Warmtepompspecialisten ${run}`;
    const ORG_D = `Schoonmaakbedrijf ${run}`;
    const [organisationC, organisationD] = await Promise.all(
      [
        [ownerC, ORG_C],
        [ownerD, ORG_D],
      ].map(async ([who, name]) => {
        const claimed = await claim(who as Actor, name as string);
        expect(claimed.status).toBe(201);
        return claimed.json.data.documentId as string;
      }),
    );
    const { context, page } = await adminPage(browser, '/admin/te-beoordelen');
    // Every call the admin makes goes to the host the editor opened it on: nginx's public CMS side in the
    // cluster pass, as deploy/ ships it (issue 46), not the internal side the site uses.
    const adminOrigins = new Set<string>();
    page.on('request', (request) => adminOrigins.add(new URL(request.url()).origin));
    try {
      await page.getByRole('heading', { name: 'Te beoordelen' }).waitFor({ timeout: 30_000 });
      const claims = page.getByTestId('queue-claims');
      const rowOf = (name: string) => claims.getByRole('row').filter({ hasText: name });
      await rowOf(ORG_C).waitFor();
      expect(await rowOf(ORG_C).innerText()).toContain(ownerC.email);

      // Verifying asks first (issue 46), and the page says what happened.
      const confirm = page.getByRole('dialog', { name: `${ORG_C} verifiëren` });
      await rowOf(ORG_C).getByRole('button', { name: 'Verifiëren…' }).click();
      await confirm.getByRole('button', { name: 'Annuleren' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await rowOf(ORG_C).count()).toBe(1);
      await rowOf(ORG_C).getByRole('button', { name: 'Verifiëren…' }).click();
      await confirm.getByRole('button', { name: 'Verifiëren' }).click();
      await expect.poll(() => rowOf(ORG_C).count()).toBe(0);
      expect(await page.getByTestId('queue-done').textContent()).toBe(`${ORG_C} is geverifieerd. De aanvrager krijgt een e-mail.`);
      expect((await cms(ownerC, 'GET', `/organisations/${organisationC}`)).json.data.verification).toBe('verified');

      // The reason is asked in a dialog: cancelling sends nothing, and "Versturen" waits for a few words.
      const dialog = page.getByRole('dialog', { name: `${ORG_D} weigeren` });
      const reason = dialog.getByLabel('Reden (de aanvrager krijgt deze per e-mail)');
      const send = dialog.getByRole('button', { name: 'Versturen' });
      await rowOf(ORG_D).getByRole('button', { name: 'Weigeren…' }).click();
      await dialog.getByRole('button', { name: 'Annuleren' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await rowOf(ORG_D).count()).toBe(1);
      await rowOf(ORG_D).getByRole('button', { name: 'Weigeren…' }).click();
      expect(await send.isDisabled()).toBe(true);
      await reason.fill('   ');
      expect(await send.isDisabled()).toBe(true);
      await reason.fill('nee'); // fewer letters than the CMS accepts (ORGANISATION_NOTE_MIN_LENGTH)
      expect(await send.isDisabled()).toBe(true);
      await reason.fill('Geen bedrijf met deze naam in het Handelsregister.');
      await send.click();
      await expect.poll(() => rowOf(ORG_D).count()).toBe(0);
      const refusedD = (await cms(ownerD, 'GET', `/organisations/${organisationD}`)).json.data;
      expect(refusedD).toMatchObject({ verification: 'refused', verificationNote: 'Geen bedrijf met deze naam in het Handelsregister.' });
      expect(await page.getByTestId('organisation-queue').getByRole('alert').count()).toBe(0);

      // A vacancy waiting for review: its preview shows the draft on the site; approving asks first, then says so.
      const title = `Schoonmaker kantoren ${run}`;
      const waiting = await postVacancy(ownerD.jwt, { title, employerName: ORG_D });
      await page.reload();
      const vacancyRow = page.getByTestId('queue-awaiting').getByRole('row').filter({ hasText: title });
      await vacancyRow.waitFor({ timeout: 30_000 });
      const preview = await vacancyRow.getByRole('link', { name: 'Voorbeeld' }).getAttribute('href');
      const previewPage = await context.newPage();
      await previewPage.goto(preview!);
      await previewPage.getByRole('heading', { name: title, level: 1 }).waitFor();
      await previewPage.close();
      await vacancyRow.getByRole('button', { name: 'Goedkeuren…' }).click();
      await page
        .getByRole('dialog', { name: `Vacature ${title} goedkeuren` })
        .getByRole('button', { name: 'Goedkeuren' })
        .click();
      await expect.poll(() => vacancyRow.count()).toBe(0);
      expect(await page.getByTestId('queue-done').textContent()).toBe(
        `${title} is goedgekeurd en staat online. De werkgever krijgt een e-mail.`,
      );
      expect((await cms(null, 'GET', `/vacancies/${waiting.documentId}`)).status).toBe(200);
      expect([...adminOrigins]).toEqual([new URL(cmsPublicUrl ?? cmsUrl).origin]);
    } finally {
      await context.close();
    }
  });
});
