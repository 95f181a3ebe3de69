import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createConfirmedAccount, signIn, siteApi } from '../support/accounts';
import { bearer, cmsRest } from '../support/actors';
import { launchBrowser, newVisitor, openInteractive } from '../support/browser';
import { createEvent, moveEvent, registrationsInAdmin } from '../support/events';
import { waitForMail } from '../support/mail';
import { runSql } from '../support/database';
import { botCheckHeaders } from '../support/bot-check';

const { webUrl, mailApi } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

type Account = Awaited<ReturnType<typeof createConfirmedAccount>>;

/** A confirmed account signed in through the site: its cookie for the site and its jwt for the CMS. */
async function visitor(label: string) {
  const account = await createConfirmedAccount(label);
  const cookie = await signIn(account.email, account.password);
  return { ...account, cookie, jwt: cookie.slice('vs_token='.length) };
}

/** A browser page carrying the visitor's session cookie. */
async function browse(account: { cookie: string }): Promise<Page> {
  const { context, page } = await newVisitor(browser, webUrl);
  await context.addCookies([
    { name: 'vs_token', value: account.cookie.slice('vs_token='.length), url: webUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
  return page;
}

/** Straight to the CMS's REST API with the visitor's jwt, as an attacker with a valid account would. */
async function cmsApi(path: string, jwt: string | null, { method = 'GET', body }: { method?: string; body?: unknown } = {}) {
  // The JSON content type first and on every call, as this file has always sent it (cmsAs sends it only with a body).
  const headers = {
    'content-type': 'application/json',
    ...bearer(jwt ? { jwt } : null),
    ...(await botCheckHeaders(method, path, { site: false })),
  };
  const { status, text } = await cmsRest(method, path, headers, body);
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // "Method Not Allowed" and friends come as plain text.
  }
  return { status, text, json };
}

const register = (account: { cookie: string }, event: string, payment: Record<string, unknown> = {}) =>
  siteApi('/api/registrations', { body: { event, ...payment }, cookie: account.cookie });

async function fillLogin(page: Page, account: Account) {
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

describe('event registrations', () => {
  it('sends anonymous visitors to sign in and back, registers them for a free event and mails a confirmation', async () => {
    const event = await createEvent({ title: 'Gratis banenmarkt', capacity: 10 });
    const account = await createConfirmedAccount('gratis');
    const { page } = await newVisitor(browser, webUrl);

    await openInteractive(page, event.path);
    const box = page.getByTestId('event-registration');
    await box.getByText('Nog 10 plaatsen vrij van de 10.').waitFor();
    await box.getByRole('link', { name: 'Log in om je in te schrijven' }).click();
    await page.waitForURL((url) => url.pathname === '/inloggen');
    expect(new URL(page.url()).searchParams.get('terug')).toBe(event.path);

    const since = new Date();
    await fillLogin(page, account);
    await page.waitForURL((url) => url.pathname === event.path);
    await box.getByRole('button', { name: 'Inschrijven' }).click();
    await box.getByText('Ingeschreven', { exact: true }).waitFor();
    await box.getByText('Nog 9 plaatsen vrij van de 10.').waitFor();

    const mail = await waitForMail({ mailApi, to: account.email, subjectIncludes: `Inschrijving bevestigd: ${event.title}`, since });
    expect(mail.text).toContain('Je bent ingeschreven voor');
    expect(mail.html).toContain(`${webUrl}/inschrijvingen`);
    // Through the mail outbox (decision 046), queued with the registration: a mail server that is away
    // delays it instead of losing it.
    await expect
      .poll(
        async () =>
          (await runSql("SELECT state FROM outgoing_mails WHERE recipient = ? AND key LIKE 'registration-confirmed:%'", [account.email]))
            .rows,
      )
      .toEqual([{ state: 'sent' }]);

    // One registration per visitor per event.
    const cookie = await signIn(account.email, account.password);
    const again = await register({ cookie }, event.documentId);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('Je bent al ingeschreven voor dit evenement of staat al op de wachtlijst.');
  });

  it('asks for a SEPA mandate on a paid event: the IBAN is checked 20 ms after typing, in Dutch, and shown in groups of four', async () => {
    const event = await createEvent({ title: 'Betaalde workshop', capacity: 20, price: 12.5 });
    const account = await visitor('betaald');
    const page = await browse(account);
    await openInteractive(page, event.path);

    const iban = page.getByLabel('IBAN');
    const errorText = () => page.locator('.field__error').allTextContents();
    // A typo shows while the field still has focus: no blur, no submit.
    await iban.pressSequentially('NL91ABNA0417164301', { delay: 5 });
    await expect.poll(errorText, { timeout: 2000 }).toContain('Dit IBAN klopt niet: controleer de cijfers.');
    expect(await iban.evaluate((element) => element === document.activeElement)).toBe(true);
    await iban.fill('');
    await iban.pressSequentially('NL91ABNA04', { delay: 5 });
    await expect.poll(errorText, { timeout: 2000 }).toContain('Een IBAN uit Nederland heeft 18 tekens; je hebt er 10 ingevuld.');
    await iban.fill('XX91');
    await expect.poll(errorText, { timeout: 2000 }).toContain('Dit IBAN begint niet met een bekende landcode, zoals NL, BE of DE.');
    // Empty is not skipped.
    await iban.fill('');
    await expect.poll(errorText, { timeout: 2000 }).toContain('Vul je IBAN in.');
    await iban.fill('');
    await iban.pressSequentially('nl91abna0417164300', { delay: 5 });
    await expect.poll(() => iban.inputValue(), { timeout: 2000 }).toBe('NL91 ABNA 0417 1643 00');
    expect(await iban.getAttribute('aria-invalid')).toBeNull();

    await page.getByLabel('Naam rekeninghouder').fill('A. de Betaler');
    await page.getByRole('button', { name: 'Inschrijven' }).click();
    await expect.poll(errorText).toContain('Geef toestemming voor de automatische incasso om je in te schrijven.');
    const since = new Date();
    await page.getByLabel(/toestemming om eenmalig €\s12,50/).check();
    await page.getByRole('button', { name: 'Inschrijven' }).click();
    await page.getByTestId('registration').getByText('Ingeschreven', { exact: true }).waitFor();
    expect(await page.getByTestId('masked-iban').textContent()).toBe('NL** **** **** **43 00');

    const mail = await waitForMail({ mailApi, to: account.email, subjectIncludes: 'Inschrijving bevestigd', since });
    expect(mail.text).toContain('NL** **** **** **43 00');
    expect(mail.text).not.toContain('0417164300');

    // Stored normalised and visible to editors; the visitor's own API answer never has it in full.
    const [stored] = await registrationsInAdmin(event.documentId);
    expect(stored).toMatchObject({
      iban: 'NL91ABNA0417164300',
      accountHolder: 'A. de Betaler',
      state: 'confirmed',
      mandateReference: expect.stringMatching(/^VS[A-Z0-9]{16}$/),
    });
    const own = await cmsApi(`/registrations/${stored.documentId}`, account.jwt);
    expect(own.status).toBe(200);
    expect(own.json.data.payment).toMatchObject({ amount: 12.5, iban: 'NL** **** **** **43 00', accountHolder: 'A. de Betaler' });
    expect(own.text).not.toContain('NL91ABNA');

    // The server checks too: a bad IBAN sent straight to the site's route is refused in Dutch.
    const other = await visitor('betaald-fout');
    const refused = await register(other, event.documentId, { accountHolder: 'B', iban: 'GB28NWBK60161331926819', mandate: true });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toEqual({ iban: 'Dit IBAN klopt niet: controleer de cijfers.' });
    const direct = await cmsApi('/registrations', other.jwt, {
      method: 'POST',
      body: { event: event.documentId, accountHolder: 'B', iban: 'NL91ABNA0417164301', mandate: true },
    });
    expect(direct.status).toBe(400);
    expect(direct.json.error.details.errors[0].path).toEqual(['iban']);
  });

  it('gives the last place to exactly one of two visitors registering at the same moment; the other gets the waiting list', async () => {
    const event = await createEvent({ title: 'Laatste plaats', capacity: 2 });
    const [first, a, b] = await Promise.all([visitor('eerste'), visitor('race-a'), visitor('race-b')]);
    expect((await register(first, event.documentId)).json.registration.status).toBe('confirmed');

    const results = await Promise.all([register(a, event.documentId), register(b, event.documentId)]);
    expect(results.map((result) => result.status)).toEqual([201, 201]);
    const statuses = results.map((result) => result.json.registration.status).sort();
    expect(statuses).toEqual(['confirmed', 'waitlisted']);
    const waiting = results.find((result) => result.json.registration.status === 'waitlisted')!;
    expect(waiting.json.registration.waitingListPosition).toBe(1);

    // A bigger burst straight against the CMS: never more confirmed than places.
    const burstEvent = await createEvent({ title: 'Drukte', capacity: 3 });
    const crowd = await Promise.all(Array.from({ length: 8 }, (_, index) => visitor(`drukte-${index}`)));
    const answers = await Promise.all(
      crowd.map((person) => cmsApi('/registrations', person.jwt, { method: 'POST', body: { event: burstEvent.documentId } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const confirmed = answers.filter((answer) => answer.json.data.status === 'confirmed');
    const positions = answers
      .filter((answer) => answer.json.data.status === 'waitlisted')
      .map((answer) => answer.json.data.waitingListPosition)
      .sort();
    expect(confirmed).toHaveLength(3);
    expect(positions).toEqual([1, 2, 3, 4, 5]);
    const availability = await cmsApi(`/events/${burstEvent.documentId}/availability`, null);
    expect(availability.json.data).toEqual({ capacity: 3, taken: 3, placesLeft: 0, waitingList: 5 });
  });

  it('promotes the first on the waiting list when someone cancels on /inschrijvingen, and mails them', async () => {
    const event = await createEvent({ title: 'Vol evenement', capacity: 1 });
    const [holder, next, later] = [await visitor('houder'), await visitor('wachtend-1'), await visitor('wachtend-2')];
    expect((await register(holder, event.documentId)).json.registration.status).toBe('confirmed');
    expect((await register(next, event.documentId)).json.registration).toMatchObject({ status: 'waitlisted', waitingListPosition: 1 });
    expect((await register(later, event.documentId)).json.registration).toMatchObject({ status: 'waitlisted', waitingListPosition: 2 });

    // The waiting visitor sees their position on the event page.
    const nextPage = await browse(next);
    await openInteractive(nextPage, event.path);
    await nextPage.getByText('Op de wachtlijst (plaats 1)').waitFor();

    const page = await browse(holder);
    await openInteractive(page, '/inschrijvingen');
    const item = page.getByTestId('upcoming').getByTestId('registration-item').filter({ hasText: event.title });
    await item.getByText('Ingeschreven', { exact: true }).waitFor();
    const since = new Date();
    await item.getByRole('button', { name: 'Inschrijving annuleren…' }).click();
    await item.getByText('Je plaats gaat naar de eerste op de wachtlijst').waitFor();
    await item.getByRole('button', { name: 'Ja, annuleer' }).click();
    await expect.poll(() => page.getByTestId('upcoming').getByText(event.title).count()).toBe(0);

    const promoted = await waitForMail({
      mailApi,
      to: next.email,
      subjectIncludes: `Er is een plaats vrij: je bent ingeschreven voor ${event.title}`,
      since,
    });
    expect(promoted.text).toContain('Je stond op de wachtlijst en bent nu ingeschreven');
    await waitForMail({ mailApi, to: holder.email, subjectIncludes: `Inschrijving geannuleerd: ${event.title}`, since });

    await openInteractive(nextPage, '/inschrijvingen');
    await nextPage
      .getByTestId('upcoming')
      .getByTestId('registration-item')
      .filter({ hasText: event.title })
      .getByText('Ingeschreven', { exact: true })
      .waitFor();
    const [laterOwn] = (await cmsApi(`/registrations?event=${event.documentId}`, later.jwt)).json.data;
    expect(laterOwn).toMatchObject({ status: 'waitlisted', waitingListPosition: 1 });
  });

  it('lists upcoming and past registrations on /inschrijvingen, which needs sign-in', async () => {
    const anonymous = (await newVisitor(browser, webUrl)).page;
    await anonymous.goto('/inschrijvingen');
    await anonymous.waitForURL((url) => url.pathname === '/inloggen');
    expect(new URL(anonymous.url()).searchParams.get('terug')).toBe('/inschrijvingen');

    const account = await visitor('overzicht');
    const coming = await createEvent({ title: 'Komend evenement', capacity: 5 });
    const gone = await createEvent({ title: 'Voorbij evenement', capacity: 5 });
    await register(account, coming.documentId);
    await register(account, gone.documentId);
    await moveEvent(gone, -3);

    const page = await browse(account);
    await openInteractive(page, '/inschrijvingen');
    await page.getByRole('heading', { name: 'Mijn inschrijvingen' }).waitFor();
    const upcoming = page.getByTestId('upcoming');
    const past = page.getByTestId('past');
    await upcoming.getByRole('link', { name: coming.title }).waitFor();
    await past.getByRole('link', { name: gone.title }).waitFor();
    expect(await upcoming.getByText(gone.title).count()).toBe(0);
    expect(await past.getByRole('button', { name: /annuleren/ }).count()).toBe(0);
    expect(await upcoming.getByRole('button', { name: 'Inschrijving annuleren…' }).count()).toBe(1);

    // A past event cannot be cancelled through the API either.
    const [pastOwn] = (await cmsApi(`/registrations?event=${gone.documentId}`, account.jwt)).json.data;
    const late = await siteApi(`/api/registrations/${pastOwn.documentId}/cancel`, { cookie: account.cookie });
    expect(late.status).toBe(409);
  });

  it('keeps registrations private: another visitor gets 404 for reading and cancelling them, straight against the CMS', async () => {
    const event = await createEvent({ title: 'Privé', capacity: 5, price: 5 });
    const [owner, intruder] = [await visitor('eigenaar'), await visitor('indringer')];
    const mine = await register(owner, event.documentId, { accountHolder: 'E. Igenaar', iban: 'BE68 5390 0754 7034', mandate: true });
    expect(mine.status).toBe(201);
    const id = mine.json.registration.documentId;

    const read = await cmsApi(`/registrations/${id}`, intruder.jwt);
    expect(read.status).toBe(404);
    expect(read.text).not.toContain('Igenaar');
    const cancel = await cmsApi(`/registrations/${id}/cancel`, intruder.jwt, { method: 'POST' });
    expect(cancel.status).toBe(404);
    expect(await cmsApi('/registrations/doesnotexist123', intruder.jwt)).toMatchObject({ status: 404 });
    expect((await cmsApi('/registrations', intruder.jwt)).json.data).toEqual([]);
    expect((await siteApi(`/api/registrations/${id}/cancel`, { cookie: intruder.cookie })).status).toBe(404);

    // No generic CRUD for visitors, and nothing at all for anonymous callers.
    expect([404, 405]).toContain(
      (await cmsApi(`/registrations/${id}`, intruder.jwt, { method: 'PUT', body: { data: { status: 'cancelled' } } })).status,
    );
    expect([404, 405]).toContain((await cmsApi(`/registrations/${id}`, intruder.jwt, { method: 'DELETE' })).status);
    expect([401, 403]).toContain((await cmsApi('/registrations', null)).status);
    expect([401, 403]).toContain((await cmsApi(`/registrations/${id}`, null)).status);

    // The owner's registration is untouched.
    const own = await cmsApi(`/registrations/${id}`, owner.jwt);
    expect(own.json.data).toMatchObject({ status: 'confirmed', payment: { iban: 'BE** **** **** 7034' } });

    // A forged cross-site form post is refused by the site.
    const forged = await siteApi(`/api/registrations/${id}/cancel`, { cookie: owner.cookie, origin: 'http://kwaadaardig.example' });
    expect(forged.status).toBe(403);
  });

  it('gives the places of a deleted account to the waiting list', async () => {
    const event = await createEvent({ title: 'Account weg', capacity: 1 });
    const [leaving, waiting] = [await visitor('vertrekt'), await visitor('blijft')];
    await register(leaving, event.documentId);
    expect((await register(waiting, event.documentId)).json.registration.status).toBe('waitlisted');
    const since = new Date();
    const deleted = await siteApi('/api/account', { method: 'DELETE', body: { confirmation: 'VERWIJDER' }, cookie: leaving.cookie });
    expect(deleted.status).toBe(200);
    await waitForMail({ mailApi, to: waiting.email, subjectIncludes: 'Er is een plaats vrij', since });
    expect((await registrationsInAdmin(event.documentId)).map((row) => row.state)).toEqual(['confirmed']);
  });
});
