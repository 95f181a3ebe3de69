import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newVisitor, openInteractive } from '../support/browser';
import { expectDutchMail, mailHeader, mailsTo, outboxRows, waitForMail } from '../support/mail';
import { createConfirmedAccount, signIn, siteApi, uniqueEmail } from '../support/accounts';
import { adminApi, asEditor } from '../support/actors';

const { webUrl, mailApi } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function fillLogin(page: Page, email: string, password: string) {
  await openInteractive(page, '/inloggen');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'vs_token');
}

/** The first HTML the server sends, before any script runs. */
async function firstPaint(context: BrowserContext, path: string) {
  return (await context.request.get(path)).text();
}

describe('visitor accounts', () => {
  it('registers, confirms through the mail, signs in with an httpOnly cookie, edits the profile, changes the password and signs out', async () => {
    const email = uniqueEmail('nieuw');
    const { context, page } = await newVisitor(browser, webUrl);

    await openInteractive(page, '/registreren');
    expect(await page.locator('header.site-header').count()).toBe(0); // empty layout
    await page.getByLabel('Voornaam').fill('Anna');
    await page.getByLabel('Achternaam').fill('de Vries');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill('kort');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    // Client-side validation in Dutch, tied to the field.
    const passwordField = page.getByLabel('Wachtwoord', { exact: true });
    await expect.poll(() => passwordField.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.field__error, [role="alert"]').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/minstens 8 tekens/)]),
    );

    await passwordField.fill('Zomer-in-Utrecht-24');
    await page.getByLabel('Herhaal wachtwoord').fill('Zomer-in-Utrecht-24');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page
      .getByRole('heading', { name: 'Bijna klaar: bevestig je e-mailadres' })
      .waitFor({ timeout: 15_000 })
      .catch(async (error) => {
        throw new Error(`no confirmation heading; the page says: ${await page.locator('body').innerText()}`, { cause: error });
      });

    // Signing in before confirming says so in Dutch.
    await fillLogin(page, email, 'Zomer-in-Utrecht-24');
    await page.getByText('nog niet bevestigd').waitFor();

    const mail = await waitForMail({ mailApi, to: email, subjectIncludes: 'Bevestig je e-mailadres' });
    // users-permissions' own mail, sent through the outbox (decision 046): retried if the mail server is away.
    await expect.poll(async () => (await outboxRows(email, 'account-mail:')).map((row) => row.state)).toEqual(['sent']);
    // A real plain-text part (issue 35): words and the link spelled out, no markup.
    const link = expectDutchMail(mail, {
      subject: /^Bevestig je e-mailadres bij \S/,
      link: `${webUrl}/email-valideren?confirmation=`,
      text: ['Bedankt voor je aanmelding bij '],
    });
    expect(mail.text).toMatch(/^Hallo,\n\nBedankt voor je aanmelding bij /);
    expect(link).toMatch(/[?&]bron=email$/);
    await page.goto(link);
    await page.getByText('Je e-mailadres is bevestigd').waitFor();
    // The same link a second time is used up.
    await page.goto(link);
    await page.getByText('ongeldig of al gebruikt').first().waitFor();

    await fillLogin(page, email, 'niet-het-wachtwoord');
    await page.getByText('Het e-mailadres of het wachtwoord klopt niet.').waitFor();
    await fillLogin(page, email, 'Zomer-in-Utrecht-24');
    await page.waitForURL('**/account');
    await page.getByRole('heading', { name: 'Mijn account' }).waitFor();

    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('vs_token');
    // Public pages are one cached copy for everyone (decision 010): the HTML never carries the
    // visitor's name; the header asks the site who is signed in and shows it.
    const html = await firstPaint(context, '/');
    expect(html).not.toContain('Anna de Vries');
    // The header calls the visitor by first name (issue 35: a full name was cut off there).
    await page.locator('.site-header__account').getByText('Anna', { exact: true }).waitFor();

    await page.getByLabel('Voornaam').fill('Annemarie');
    await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
    // The header follows the change at once, without a reload.
    await page.locator('.site-header__account').getByText('Annemarie', { exact: true }).waitFor();

    await page.getByLabel('Huidig wachtwoord').fill('Zomer-in-Utrecht-24');
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Herfst-in-Zwolle-25');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('Herfst-in-Zwolle-25');
    const changedAt = new Date();
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await page.getByText('Je wachtwoord is gewijzigd.').waitFor();
    // A security notice, through the outbox (decision 046), once.
    const notice = await waitForMail({ mailApi, to: email, subjectIncludes: 'is gewijzigd', since: changedAt });
    expectDutchMail(notice, {
      subject: /^Je wachtwoord bij .+ is gewijzigd$/,
      link: `${webUrl}/wachtwoord-vergeten?bron=email`,
      text: ['Hallo Annemarie,', 'gewijzigd, via je accountpagina.', 'Heb jij dit niet gedaan?'],
    });
    expect(await mailHeader(mailApi, notice, 'Message-ID')).toMatch(/^<password-changed\./);

    await page.getByRole('button', { name: /Ingelogd als/ }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Inloggen' }).first().waitFor();
    expect(await sessionCookie(context)).toBeUndefined();

    // Only the new password works now.
    expect((await siteApi('/api/auth/login', { body: { email, password: 'Zomer-in-Utrecht-24' } })).status).toBe(401);
    expect((await siteApi('/api/auth/login', { body: { email, password: 'Herfst-in-Zwolle-25' } })).status).toBe(200);
    expect((await mailsTo(mailApi, email)).filter((one) => one.subject.endsWith('is gewijzigd'))).toHaveLength(1);
    await context.close();
  });

  it('answers a registration with a taken address exactly like a new one, and mails the owner a reset link instead', async () => {
    const owner = await createConfirmedAccount('bezet');
    const since = new Date();
    const fresh = await siteApi('/api/auth/register', {
      body: {
        firstName: 'Iemand',
        lastName: 'Anders',
        email: uniqueEmail('vrij'),
        password: 'Geheim-wachtwoord-2',
        passwordConfirmation: 'Geheim-wachtwoord-2',
      },
    });
    const taken = await siteApi('/api/auth/register', {
      body: {
        firstName: 'Iemand',
        lastName: 'Anders',
        email: owner.email,
        password: 'Geheim-wachtwoord-2',
        passwordConfirmation: 'Geheim-wachtwoord-2',
      },
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.json).toEqual(fresh.json);
    const mail = await waitForMail({ mailApi, to: owner.email, subjectIncludes: 'Nieuw wachtwoord instellen', since });
    expectDutchMail(mail, {
      subject: /^Nieuw wachtwoord instellen bij \S/,
      link: `${webUrl}/wachtwoord-reset?code=`,
      text: ['Nieuw wachtwoord kiezen'],
    });
  });

  it('recovers a forgotten password through the mail; the link works once; unknown addresses get the same answer', async () => {
    const account = await createConfirmedAccount('vergeten');
    const { page } = await newVisitor(browser, webUrl);

    const answerFor = async (email: string) => {
      await openInteractive(page, '/wachtwoord-vergeten');
      await page.getByLabel('E-mailadres').fill(email);
      await page.getByRole('button', { name: 'Stuur mij een link' }).click();
      const answer = page.locator('.form-alert--success');
      await answer.waitFor();
      return (await answer.textContent())?.replaceAll(email, '<adres>');
    };
    const since = new Date();
    const queuedBefore = (await outboxRows(account.email, 'account-mail:')).length;
    const known = await answerFor(account.email);
    const unknown = await answerFor(uniqueEmail('onbekend'));
    expect(known).toBe(unknown);

    const mail = await waitForMail({ mailApi, to: account.email, subjectIncludes: 'Nieuw wachtwoord instellen', since });
    // The reset link went through the outbox too, once.
    await expect
      .poll(async () => (await outboxRows(account.email, 'account-mail:')).map((row) => row.state).slice(queuedBefore))
      .toEqual(['sent']);
    const link = expectDutchMail(mail, {
      subject: /^Nieuw wachtwoord instellen bij \S/,
      link: `${webUrl}/wachtwoord-reset?code=`,
      text: ['Heb je dit niet zelf gevraagd?'],
    });
    await openInteractive(page, link);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nieuw-en-veilig-77');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('Nieuw-en-veilig-77');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await page.waitForURL('**/account');
    const notice = await waitForMail({ mailApi, to: account.email, subjectIncludes: 'is gewijzigd', since });
    expectDutchMail(notice, {
      subject: /^Je wachtwoord bij .+ is gewijzigd$/,
      link: `${webUrl}/wachtwoord-vergeten?bron=email`,
      text: ['gewijzigd, met een link om een nieuw wachtwoord in te stellen.'],
    });

    await openInteractive(page, link);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nog-een-keer-88');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('Nog-een-keer-88');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await page.getByText('ongeldig of al gebruikt').first().waitFor();
    await signIn(account.email, 'Nieuw-en-veilig-77');
    // The used link changed nothing, so it told nobody anything.
    expect((await mailsTo(mailApi, account.email)).filter((one) => one.subject.endsWith('is gewijzigd'))).toHaveLength(1);
  });

  it('activates an account an editor created in the CMS, once', async () => {
    const email = uniqueEmail('redactie');
    const { roles } = await adminApi<{ roles: { id: number; type: string }[] }>('/users-permissions/roles');
    // What the editor fills in on Content Manager → User: the admin form wants a password and a role;
    // the password is a throw-away the visitor never learns.
    const created = await asEditor(
      'POST',
      '/content-manager/collection-types/plugin::users-permissions.user',
      {
        username: email,
        email,
        password: `tijdelijk-${Math.random().toString(36).slice(2)}`,
        role: roles.find((role) => role.type === 'authenticated')!.id,
        firstName: 'Ingevoerd',
        lastName: 'Door Redactie',
        confirmed: false,
        blocked: false,
      },
      { alwaysJson: true },
    );
    expect(created.status, created.text).toBe(201);

    const mail = await waitForMail({ mailApi, to: email, subjectIncludes: 'Activeer je account' });
    // Queued with the new user in the editor's transaction (decision 046), sent once.
    await expect.poll(async () => (await outboxRows(email, 'activation:')).map((row) => row.state)).toEqual(['sent']);
    const link = expectDutchMail(mail, {
      subject: /^Activeer je account bij \S/,
      link: `${webUrl}/account-activeren?token=`,
      text: ['Er is voor jou een account aangemaakt bij '],
    });
    const { page } = await newVisitor(browser, webUrl);
    await openInteractive(page, link);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Actief-vanaf-nu-1');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('Actief-vanaf-nu-1');
    await page.getByRole('button', { name: 'Account activeren' }).click();
    await page.waitForURL('**/account');
    await page.getByText('Ingevoerd Door Redactie').first().waitFor();

    const again = await siteApi('/api/auth/activate', {
      body: { token: new URL(link).searchParams.get('token'), password: 'Nog-een-keer-99', passwordConfirmation: 'Nog-een-keer-99' },
    });
    expect(again.status).toBe(400);
    expect(again.json.error.message).toMatch(/verlopen|ongeldig|gebruikt/);
    // Choosing the first password is no change to warn about.
    expect((await mailsTo(mailApi, email)).filter((one) => one.subject.endsWith('is gewijzigd'))).toHaveLength(0);
  });

  it('signs in with the OpenID provider enabled in the CMS', async () => {
    const { page } = await newVisitor(browser, webUrl);
    await openInteractive(page, '/inloggen');
    await page.getByRole('link', { name: 'Inloggen met Demo-inlog' }).click();
    const login = `sociaal-${Date.now().toString(36)}@example.test`;
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('wat-dan-ook');
    await page.locator('button[type="submit"]').click();
    await page.getByRole('button', { name: /continue/i }).click();
    await page.waitForURL('**/account');
    await page.getByText(login).first().waitFor();
  });

  it('deletes the account with its data after an explicit confirmation', async () => {
    const account = await createConfirmedAccount('weg');
    const { page } = await newVisitor(browser, webUrl);
    await fillLogin(page, account.email, account.password);
    await page.waitForURL('**/account');
    await page.getByRole('button', { name: 'Account verwijderen…' }).click();
    const confirm = page.getByRole('button', { name: 'Ja, verwijder mijn account' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel(/Typ VERWIJDER/).fill('VERWIJDER');
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/account/verwijderd');
    expect((await siteApi('/api/auth/login', { body: { email: account.email, password: account.password } })).status).toBe(401);
  });

  it('never tells a signed-in visitor "Inloggen" on a cached page, not even before the browser knows who it is (issue 35)', async () => {
    const account = await createConfirmedAccount('eerste-blik');
    const cookie = await signIn(account.email, account.password);
    const { context, page } = await newVisitor(browser, webUrl);
    await context.addCookies([{ name: 'vs_token', value: cookie.slice('vs_token='.length), url: webUrl, httpOnly: true, sameSite: 'Lax' }]);
    // Who is looking arrives late, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/visitor', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'load' });
    const signIn_ = page.locator('.site-header__account').getByRole('link', { name: 'Inloggen' });
    expect(await signIn_.isVisible()).toBe(false);
    // Its room is kept: nothing moves when the answer comes.
    const box = await page.locator('.site-header__account').boundingBox();
    expect(box?.width).toBeGreaterThan(40);
    release();
    await page.getByRole('button', { name: /Ingelogd als/ }).waitFor();
    expect(await signIn_.count()).toBe(0);
    await context.close();
  });

  it('clears a garbage token cookie: signed out, no error screen', async () => {
    const { context, page } = await newVisitor(browser, webUrl);
    await context.addCookies([{ name: 'vs_token', value: 'dit-is-geen-jwt', url: webUrl, httpOnly: true, sameSite: 'Lax' }]);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await page.getByRole('link', { name: 'Inloggen' }).first().waitFor();
    expect(await page.getByText('Er is iets fout gegaan').count()).toBe(0);
    await expect.poll(() => sessionCookie(context), { timeout: 10_000 }).toBeUndefined();
  });

  it('refuses state-changing requests from another origin', async () => {
    const account = await createConfirmedAccount('csrf');
    const cookie = await signIn(account.email, account.password);
    const evil = 'http://kwaadaardig.example';
    const login = await siteApi('/api/auth/login', { body: { email: account.email, password: account.password }, origin: evil });
    expect(login.status).toBe(403);
    expect(login.json.error.code).toBe('csrf');
    const remove = await siteApi('/api/account', { method: 'DELETE', body: { confirmation: 'VERWIJDER' }, cookie, origin: evil });
    expect(remove.status).toBe(403);
    // Nothing happened: the same cookie still edits the profile from our own origin.
    const edit = await siteApi('/api/account', { method: 'PUT', body: { firstName: 'Nog', lastName: 'Steeds' }, cookie });
    expect(edit.status).toBe(200);
    expect(edit.json.user.firstName).toBe('Nog');
  });

  it('answers a burst of failed logins with the Dutch "too many attempts" message', async () => {
    const account = await createConfirmedAccount('burst');
    const { page } = await newVisitor(browser, webUrl);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await page.request.post('/api/auth/login', {
        headers: { origin: webUrl },
        data: { email: account.email, password: `fout-${attempt}-wachtwoord` },
      });
      statuses.push(response.status());
    }
    expect(statuses).toContain(401);
    expect(statuses.at(-1)).toBe(429);
    await fillLogin(page, account.email, account.password);
    await page.getByText('Te veel pogingen').waitFor();
    // Another visitor (another address) is not locked out.
    await signIn(account.email, account.password);
  });
});
