import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createConfirmedAccount, signIn } from '../support/accounts';
import { launchBrowser, newVisitor, openInteractive } from '../support/browser';

/**
 * Issue 15, open redirect: every `?terug=` is resolved the way a browser resolves a Location before
 * it is checked (lib/routing/return-path.ts), so no spelling of "another host" gets through.
 */
const { webUrl } = inject('stack');
const SITE_ORIGIN = new URL(webUrl).origin;

/** Spellings that reach another host once resolved: dot segments, encoded dots, backslashes, tabs, schemes. */
const ATTACKS = [
  '//evil.example/x',
  '/\\evil.example/x',
  '/%5Cevil.example/x',
  '%2F%2Fevil.example/x',
  'https:evil.example/x',
  'https://evil.example/x',
  '/..//evil.example/x',
  '/.//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/..\\/evil.example/x',
  '\t//evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  'javascript:alert(1)',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Where a GET sends the browser: its Location resolved against the page it came from. */
async function redirectTarget(path: string, cookie?: string): Promise<URL> {
  const response = await fetch(`${webUrl}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  expect(response.status, path).toBeGreaterThanOrEqual(300);
  expect(response.status, path).toBeLessThan(400);
  return new URL(response.headers.get('location')!, `${webUrl}${path}`);
}

describe('return paths (?terug=)', () => {
  it('"Voorbeeld sluiten" sends every spelling of another host back to this site', async () => {
    for (const attack of ATTACKS) {
      const target = await redirectTarget(`/api/voorbeeld/sluiten?terug=${encodeURIComponent(attack)}`);
      expect.soft(target.origin, JSON.stringify(attack)).toBe(SITE_ORIGIN);
    }
    // The raw spellings the probe sent (no encoding of its own): `%2e%2e` reaches the route as `..`.
    for (const raw of ['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example']) {
      expect.soft((await redirectTarget(`/api/voorbeeld/sluiten?terug=${raw}`)).origin, raw).toBe(SITE_ORIGIN);
    }
    // A real path on the site is still honoured.
    expect((await redirectTarget(`/api/voorbeeld/sluiten?terug=${encodeURIComponent('/jobs?q=zorg')}`)).href).toBe(
      `${SITE_ORIGIN}/jobs?q=zorg`,
    );
  });

  it('signing in on /inloggen?terug=/..//127.0.0.1:1080/phish ends on the site, and so does a signed-in visit', async () => {
    const account = await createConfirmedAccount('terug');
    const { context, page } = await newVisitor(browser, webUrl);
    try {
      await openInteractive(page, '/inloggen?terug=/..//127.0.0.1:1080/phish');
      await page.getByLabel('E-mailadres').fill(account.email);
      await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
      // Any address but the form's, on whatever host: then check where it is.
      await page.waitForURL((url) => url.pathname !== '/inloggen');
      expect(new URL(page.url()).origin).toBe(SITE_ORIGIN);
      expect(new URL(page.url()).pathname).toBe('/account');
    } finally {
      await context.close();
    }

    // Already signed in, /inloggen redirects on the server straight away.
    const cookie = await signIn(account.email, account.password);
    for (const attack of ['/..//127.0.0.1:1080/phish', '/%2e%2e//evil.example', '/.//evil.example']) {
      expect.soft((await redirectTarget(`/inloggen?terug=${encodeURIComponent(attack)}`, cookie)).origin, attack).toBe(SITE_ORIGIN);
    }
  });
});
