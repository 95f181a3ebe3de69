import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newVisitor, openInteractive } from './browser';
import { linkFromMail, waitForMail } from './mail';
import { uniqueEmail } from './accounts';
import { freePort } from './sockets';
import { WEB_DIR, copyWebBuild, startWeb, stopProcess } from '../../scripts/lib/stack.mjs';

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
    // 24 hex digits, a MongoDB id: Strapi 3 on PostgreSQL once answered it with a 500.
    '/jobs/vacature/5f1e3c2b9d8a7f6e5d4c3b2a/iets',
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

/**
 * The production build of the site with CMS_VERSION=`version` in front of a compat Strapi that `start` starts
 * (it needs the site's address for its mails): a free port, a copy of the build, and one `stop` for both.
 */
export async function startSiteOnCompatStrapi<S extends { url: string; stop: () => Promise<void> }>(
  version: '3' | '4',
  start: (siteUrl: string) => Promise<S>,
) {
  const port = await freePort();
  const webUrl = `http://127.0.0.1:${port}`;
  const strapi = await start(webUrl);
  const distDir = copyWebBuild(`strapi-${version}-${process.pid}`);
  let web: ChildProcess | undefined;
  const stop = async () => {
    await stopProcess(web, 3000);
    await strapi.stop();
    rmSync(path.join(WEB_DIR, distDir), { recursive: true, force: true });
  };
  try {
    const env = { CMS_VERSION: version, SITE_URL: webUrl, REVALIDATE_SECRET: randomBytes(16).toString('hex') };
    web = await startWeb({ port, cmsUrl: strapi.url, distDir, env, logFile: path.join(WEB_DIR, distDir, 'web.log') });
  } catch (error) {
    await stop();
    throw error;
  }
  return { webUrl, strapi, stop };
}

/** Text as React writes it into HTML. */
export const asHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** A page's status without following redirects, and its HTML (which must answer 200). */
export const statusOf = async (webUrl: string, pathname: string) => (await fetch(`${webUrl}${pathname}`, { redirect: 'manual' })).status;
export async function htmlOf(webUrl: string, pathname: string): Promise<string> {
  const response = await fetch(`${webUrl}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return response.text();
}
