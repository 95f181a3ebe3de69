import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { GOOGLEBOT_UA, launchBrowser, newPage } from '../support/browser';
import { cmsGet, control } from '../support/cms';

const { webUrl } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('page not found', () => {
  it('an unmatched path answers 404 "Page not found: {path}"', async () => {
    const { page } = await newPage(browser, webUrl);
    const response = await page.goto('/dit/bestaat/niet');
    expect(response!.status()).toBe(404);
    expect(await page.getByTestId('error-message').innerText()).toBe('Page not found: /dit/bestaat/niet');
    const unknownPage = await page.goto('/onbekende-pagina');
    expect(unknownPage!.status()).toBe(404);
    expect(await page.getByTestId('error-message').innerText()).toBe('Page not found: /onbekende-pagina');
  });

  it('a vacancy, news item or event that does not exist gets the whole 404 page in its HTML, at its own address', async () => {
    const unknown = 'a1b2c3d4e5f6g7h8i9j0k1l2';
    const cases = [
      [`/jobs/vacature/${unknown}/bestaat-niet`, 'Page not found'],
      [`/nieuws/${unknown}/weg`, 'Page not found'],
      [`/agenda/${unknown}/voorbij`, 'Page not found'],
      ['/jobs/vacature/123/Geen%20Slug', 'Page Not Found'],
    ];
    for (const [path, flavour] of cases) {
      // What a crawler or a browser without JavaScript gets: Next's bare error document for a cached
      // page's notFound() had no lang and an empty body (decision 012).
      const response = await fetch(`${webUrl}${path}`, { redirect: 'manual' });
      const html = await response.text();
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(html, path).toMatch(/<html lang="nl"/);
      expect(html, path).toContain('<h1>Pagina niet gevonden</h1>');
      expect(html, path).toContain(`${flavour}: ${path}`);
    }
    const { page } = await newPage(browser, webUrl);
    const [path] = cases[0];
    expect((await page.goto(path))!.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByTestId('error-message').innerText()).toBe(`Page not found: ${path}`);
    // The 404 page's own address is no page either.
    expect((await fetch(`${webUrl}/niet-gevonden`)).status).toBe(404);
  });

  it('a path that fails route validation answers 404 "Page Not Found: {path}"', async () => {
    const { page } = await newPage(browser, webUrl);
    for (const path of ['/jobs/vacature/123/Geen%20Slug', '/l/kort', '/jobs/cat/%24%24']) {
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
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('with the CMS down: health 503, the Dutch error screen for people, only the status for crawlers, and "Terug naar home" recovers', async () => {
    const vacancy = (await cmsGet('/vacancies?pagination[pageSize]=1&sort=title:desc')).data[0];
    await control('cms/stop');
    try {
      const health = await fetch(`${webUrl}/api/health`);
      expect(health.status).toBe(503);

      // A query no cache has seen, so the page must ask the (stopped) CMS.
      const uncached = `/jobs?q=${Date.now()}`;
      const { page } = await newPage(browser, webUrl);
      const response = await page.goto(uncached);
      expect(response!.status()).toBe(500);
      await page.getByRole('heading', { name: 'Er is iets fout gegaan' }).waitFor();
      expect(await page.getByTestId('error-message').innerText()).toMatch(/kon niet worden geladen/);

      const crawler = await newPage(browser, webUrl, { userAgent: GOOGLEBOT_UA });
      const crawled = await crawler.page.goto(`/jobs?q=bot${Date.now()}`);
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
