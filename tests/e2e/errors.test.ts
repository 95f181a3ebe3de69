import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { GOOGLEBOT_UA, launchBrowser, newPage } from '../support/browser';
import { cmsGet } from '../support/actors';
import { control } from '../support/cms';
import { serverHtml } from '../support/html';

const { webUrl } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The whole 404 page in the server HTML (decision 012): lang, one site header, the message for this path. */
function expectFullNotFoundPage(path: string, { status, html }: { status: number; html: string }, message: string) {
  expect({ path, status }).toEqual({ path, status: 404 });
  expect(html, path).toMatch(/<html lang="nl"/);
  expect(html, path).toContain('<h1>Pagina niet gevonden</h1>');
  expect(html.match(/<header class="site-header"/g) ?? [], path).toHaveLength(1);
  expect(html, path).toContain(`<p class="error-screen__path" data-testid="error-message">${message}</p>`);
}

describe('page not found', () => {
  it('two unmatched paths in a row each get "Page not found: {path}" with their own path in the server HTML', async () => {
    const token = Date.now().toString(36);
    const paths = [`/geen/pagina/${token}`, `/a/b-${token}`, `/dit/bestaat/echt/niet-${token}`, `/geen/pagina/${token}`];
    for (const path of paths) {
      const answer = await serverHtml(`${webUrl}${path}`);
      expectFullNotFoundPage(path, answer, `Page not found: ${path}`);
      for (const other of paths.filter((other) => other !== path)) expect(answer.html, path).not.toContain(other);
    }
    const { page } = await newPage(browser, webUrl);
    const response = await page.goto('/dit/bestaat/niet');
    expect(response!.status()).toBe(404);
    expect(await page.getByTestId('error-message').innerText()).toBe('Page not found: /dit/bestaat/niet');
    expect(await page.locator('header.site-header').count()).toBe(1);
  });

  it('an unknown page, landing page, vacancy, news item, event or field of work: "Page Not Found: {path}", the whole 404 page in its HTML', async () => {
    const unknown = `a1b2c3d4e5f6g7h8i9j${Date.now().toString(36).slice(-5)}`;
    const paths = [
      `/bestaat-niet-${unknown}`,
      `/l/${unknown}`,
      `/jobs/vacature/${unknown}/bestaat-niet`,
      `/nieuws/${unknown}/weg`,
      `/agenda/${unknown}/voorbij`,
      `/jobs/cat/${unknown}`,
      '/jobs/vacature/123/Geen%20Slug',
    ];
    for (const path of paths) expectFullNotFoundPage(path, await serverHtml(`${webUrl}${path}`), `Page Not Found: ${path}`);

    // In a browser: the address bar keeps the path, one header, also for a page in the empty layout.
    const { page } = await newPage(browser, webUrl);
    for (const path of [paths[0], paths[1]]) {
      expect((await page.goto(path))!.status()).toBe(404);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.getByTestId('error-message').innerText()).toBe(`Page Not Found: ${path}`);
      expect(await page.locator('header.site-header').count()).toBe(1);
    }
    // The 404 page's own address is no page either.
    expect((await fetch(`${webUrl}/niet-gevonden`)).status).toBe(404);
  });

  it('a client cannot ask for the 404 page with the front door’s own header: a page stays a page', async () => {
    for (const path of ['/', '/jobs', '/nieuws']) {
      const answer = await fetch(`${webUrl}${path}`, { headers: { 'x-site-not-found': '1' } });
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(await answer.text(), path).not.toContain('<h1>Pagina niet gevonden</h1>');
    }
  });

  it('a client-side navigation to an unknown page shows the 404 content under one header', async () => {
    const { page } = await newPage(browser, webUrl);
    await page.goto('/');
    const path = `/bestaat-niet-${Date.now().toString(36)}`;
    // The App Router's own instance (window.next.router, there once the router has hydrated): a
    // client-side navigation, as a menu link makes.
    type WithRouter = { next?: { router?: { push(href: string): void } } };
    await page.waitForFunction(() => Boolean((window as unknown as WithRouter).next?.router));
    await page.evaluate((href) => (window as unknown as WithRouter).next!.router!.push(href), path);
    await page.waitForURL(`${webUrl}${path}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Pagina niet gevonden' }).waitFor();
    expect(await page.getByTestId('error-message').innerText()).toBe(`Page Not Found: ${path}`);
    expect(await page.locator('header.site-header').count()).toBe(1);
  });

  it('a path that fails route validation answers 404 "Page Not Found: {path}"', async () => {
    const { page } = await newPage(browser, webUrl);
    for (const path of ['/jobs/vacature/123/Geen%20Slug', '/l/kort', '/jobs/cat/%24%24', '/Hoofdletters']) {
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
      expect(await page.getByTestId('error-message').innerText()).toBe(`Page Not Found: ${path}`);
    }
  });
});

describe('health check and the error screen', () => {
  it('reports healthy while the CMS runs', async () => {
    const response = await fetch(`${webUrl}/api/health`);
    expect(response.status).toBe(200);
    // Anyone learns the status only (issue 48); the whole report's shape is e2e/operations.test.ts's.
    expect(await response.json()).toEqual({ status: 'ok', checkedAt: expect.any(String) });
  });

  it('with the CMS down: health 503, the Dutch error screen for people, only the status for crawlers, and "Terug naar home" recovers', async () => {
    const vacancy = (await cmsGet('/vacancies?pagination[pageSize]=1&sort=title:desc')).data[0];
    await control('cms/stop');
    try {
      const health = await fetch(`${webUrl}/api/health`);
      expect(health.status).toBe(503);

      // A query no cache has seen, so the page must ask the (stopped) CMS.
      const uncached = `/jobs/zoeken?q=${Date.now()}`;
      const { page } = await newPage(browser, webUrl);
      const response = await page.goto(uncached);
      expect(response!.status()).toBe(500);
      await page.getByRole('heading', { name: 'Er is iets fout gegaan' }).waitFor();
      expect(await page.getByTestId('error-message').innerText()).toMatch(/kon niet worden geladen/);

      const crawler = await newPage(browser, webUrl, { userAgent: GOOGLEBOT_UA });
      const crawled = await crawler.page.goto(`/jobs/zoeken?q=bot${Date.now()}`);
      expect(crawled!.status()).toBe(500);
      await crawler.page.waitForLoadState('load');
      expect(await crawler.page.getByText('Er is iets fout gegaan').count()).toBe(0);

      await control('cms/start');
      await page.getByRole('button', { name: 'Terug naar home' }).click();
      await page.waitForURL(`${webUrl}/`);
      await page.getByRole('heading', { name: 'Nieuwste vacatures' }).waitFor();
      expect(await page.getByText('Er is iets fout gegaan').count()).toBe(0);
      expect(vacancy.title.length).toBeGreaterThan(0);
    } finally {
      await control('cms/start').catch(() => undefined);
    }
  });
});
