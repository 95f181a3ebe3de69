import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newVisitor, openInteractive } from './browser';
import { linkFromMail, waitForMail } from './mail';
import { uniqueEmail } from './accounts';

/**
 * What the Strapi 3 and Strapi 4 passes (decision 053) ask the site alike: the same addresses, the same
 * account journey through that Strapi's users-permissions, the same reading of its request log.
 */

/** A wrong slug redirects to the canonical address; unknown ids, slugs and this project's own pages are 404. */
export async function expectCanonicalAndNotFound(webUrl: string, vacancy: { id: number; slug: string }) {
  const response = await fetch(`${webUrl}/jobs/vacature/${vacancy.id}/verkeerde-slug`, { redirect: 'manual' });
  expect(response.status).toBe(308);
  expect(response.headers.get('location')).toBe(`/jobs/vacature/${vacancy.id}/${vacancy.slug}`);
  for (const pathname of [
    '/jobs/vacature/987654321/iets',
    '/jobs/vacature/abcdefghijklmnopqrstuvwx/iets',
    '/jobs/cat/987654321',
    `/bestaat-niet-${Date.now()}`,
    '/jobs/mijn',
    '/inschrijvingen',
  ])
    expect((await fetch(`${webUrl}${pathname}`, { redirect: 'manual' })).status, pathname).toBe(404);
}

async function signIn(page: Page, email: string, password: string) {
  await openInteractive(page, '/inloggen');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/**
 * Registers on the site, follows the mailed link, signs in and lands on /account, where nothing that needs
 * this project's own CMS is offered. The caller checks what differs per version, then closes the context.
 */
export async function registerThroughTheSite(browser: Browser, webUrl: string, mailApi: string, label: string) {
  const email = uniqueEmail(label);
  const password = 'Zomer-in-Utrecht-24';
  const { context, page }: { context: BrowserContext; page: Page } = await newVisitor(browser, webUrl);
  await openInteractive(page, '/registreren');
  await page.getByLabel('Voornaam').fill('Anna');
  await page.getByLabel('Achternaam').fill('de Vries');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByLabel('Herhaal wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await page.getByRole('heading', { name: 'Bijna klaar: bevestig je e-mailadres' }).waitFor({ timeout: 15_000 });

  const mail = await waitForMail({ mailApi, to: email, subjectIncludes: 'Bevestig je e-mailadres' });
  await page.goto(linkFromMail(mail, '/email-valideren'));
  await page.getByText('Je e-mailadres is bevestigd').waitFor();

  await signIn(page, email, password);
  await page.waitForURL('**/account');
  expect(await page.getByTestId('account-email').innerText()).toBe(email);
  // What needs this project's own CMS is not offered (decision 053).
  expect(await page.getByRole('heading', { name: 'Account verwijderen' }).count()).toBe(0);
  return { context, page };
}

/** The menu of a signed-in visitor offers the account, not this project's own "Mijn vacatures". */
export async function expectMenuWithoutOwnFeatures(page: Page) {
  await page.getByRole('button', { name: /Ingelogd als/ }).click();
  await page.getByRole('link', { name: 'Mijn account' }).waitFor();
  expect(await page.getByRole('link', { name: 'Mijn vacatures' }).count()).toBe(0);
}

/** The GETs that Strapi refused (400, 403) or failed (5xx), read from its log with `pattern` (groups: url, status). */
export function refusedRequests(logFile: string, pattern: RegExp): string[] {
  return [...readFileSync(logFile, 'utf8').matchAll(pattern)]
    .filter(([, , code]) => code === '400' || code === '403' || code >= '500')
    .map(([, url, code]) => `${code} ${decodeURIComponent(url)}`);
}
