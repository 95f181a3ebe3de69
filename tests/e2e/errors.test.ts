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
