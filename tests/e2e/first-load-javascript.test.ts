import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { firstLoadJs, firstLoadScripts } from '../../scripts/bench/lib/front-end.mjs';
import { WEB_DIR } from '../../scripts/lib/stack.mjs';
import { cmsGet } from '../support/actors';
import { launchBrowser, newVisitor, openInteractive } from '../support/browser';

/**
 * Issue 14, "first-load JavaScript": what a page's HTML makes a browser download beyond Next's own
 * runtime (rootMainFiles), gzip, measured as `npm run bench -- pages` measures it. The goal is
 * 15 kB on public pages and 35 on form pages, so a change that adds to every page shows here before it
 * ships. And what was taken out of every page stays out: the 404 page's route table and header,
 * next/dynamic's loader, Strapi's client-side blocks renderer and next-themes; a form's zod schema,
 * which loads once the page has hydrated (decision 040); the analytics, which load then too, and the
 * error screen's second copy in the root error page (decision 041).
 */

const { webUrl } = inject('stack');
const buildDir = path.join(WEB_DIR, process.env.E2E_WEB_DIST_DIR ?? '.next');
const PUBLIC_LIMIT_KB = 15;
const FORM_LIMIT_KB = 35;

let vacancyPath: string;
let eventPath: string;
let browser: Browser;

beforeAll(async () => {
  const [[vacancy], [event]] = await Promise.all(
    ['/vacancies?sort=publishedAt:desc', '/events?sort=start:desc'].map(
      async (list) => (await cmsGet(`${list}&pagination[pageSize]=1&fields[0]=slug`)).data,
    ),
  );
  vacancyPath = `/jobs/vacature/${vacancy.documentId}/${vacancy.slug}`;
  eventPath = `/agenda/${event.documentId}/${event.slug}`;
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function scriptsOf(pagePath: string): Promise<string> {
  const html = await (await fetch(`${webUrl}${pagePath}`)).text();
  return (await Promise.all(firstLoadScripts(html).map(async (src) => (await fetch(new URL(src, webUrl))).text()))).join('\n');
}

describe('first-load JavaScript above Next’s runtime', () => {
  it('stays within 15 kB on public pages and 35 kB on the sign-in and register forms', async () => {
    const pages = [
      { name: 'home', path: '/' },
      { name: 'news', path: '/nieuws' },
      { name: 'places', path: '/jobs/plaatsen' },
      { name: 'jobs, filtered', path: '/jobs?dienstverband=fulltime' },
      { name: 'vacancy', path: vacancyPath },
      { name: 'event', path: eventPath },
      { name: 'CMS page', path: '/over-ons' },
      { name: 'signIn', path: '/inloggen', form: true },
      { name: 'register', path: '/registreren', form: true },
    ];
    const rows: { route: string; oursKb: number }[] = await firstLoadJs(pages, { origin: webUrl, buildDir });
    for (const { route, oursKb } of rows) {
      const limit = pages.find((page) => page.name === route)?.form ? FORM_LIMIT_KB : PUBLIC_LIMIT_KB;
      expect({ route, kB: oursKb <= limit ? 'within' : oursKb }).toEqual({ route, kB: 'within' });
    }
    expect(rows.map((row) => row.route)).toEqual(pages.map((page) => page.name));
  });

  it('carries no 404 route table or header, no next/dynamic loader, no blocks renderer, no next-themes and no analytics', async () => {
    for (const pagePath of ['/', vacancyPath, '/jobs?q=medewerker']) {
      const code = await scriptsOf(pagePath);
      expect(code, pagePath).toContain('"AnalyticsTracker"');
      expect(code, pagePath).not.toContain('session start');
      expect(code, pagePath).not.toContain('Search empty');
      expect(code.split('Er ging iets mis bij het tonen van deze pagina.').length - 1, pagePath).toBe(1);
      expect(code, pagePath).not.toContain('Page Not Found');
      if (pagePath === vacancyPath) expect(code, pagePath).not.toContain('"MainNav"');
      expect(code, pagePath).not.toContain('BailoutToCSRForNextDynamic');
      expect(code, pagePath).not.toContain('useComponentsContext');
      expect(code, pagePath).not.toContain('disableTransitionOnChange');
    }
  });

  it('leaves the forms’ zod schemas out, and the form still checks in the browser once they have loaded: Dutch, on the field, no request', async () => {
    const signIn = await scriptsOf('/inloggen');
    expect(signIn).toContain('Wachtwoord vergeten?');
    expect(signIn).not.toContain('bijvoorbeeld naam@voorbeeld.nl');
    expect(signIn).not.toContain('ZodError');

    const { context, page } = await newVisitor(browser, webUrl);
    try {
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/auth')) calls.push(request.url());
      });
      await openInteractive(page, '/inloggen');
      const email = page.getByLabel('E-mailadres');
      await email.fill('geen-adres');
      await email.blur();
      await page.getByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.').waitFor();
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await page.getByText('Vul je wachtwoord in.').waitFor();
      expect(calls).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
