import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { cmsGet } from '../support/actors';

const { webUrl } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const htmlClass = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.className);

describe('colour mode', () => {
  it("persists the visitor's choice under nuxt-color-mode across a reload", async () => {
    const { page } = await newPage(browser, webUrl, { colorScheme: 'light' });
    await page.goto('/jobs');
    expect(await htmlClass(page)).toContain('light');
    // A setting in the footer, not a control in the (phone) header.
    expect(await page.locator('footer select[aria-label="Kleurmodus"]').count()).toBe(1);
    expect(await page.locator('header select').count()).toBe(0);
    await page.getByLabel('Kleurmodus').selectOption('dark');
    expect(await htmlClass(page)).toContain('dark');
    expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('dark');
    await page.reload();
    expect(await htmlClass(page)).toContain('dark');
    // The select shows the stored choice once hydrated (it is disabled until then).
    await page.locator('select[aria-label="Kleurmodus"]:enabled').waitFor();
    expect(await page.getByLabel('Kleurmodus').inputValue()).toBe('dark');
  });

  it("a page that forces a mode shows it, and leaving it restores the visitor's choice", async () => {
    const forced = (await cmsGet('/pages?filters[colorMode][$eq]=dark&pagination[pageSize]=1')).data[0];
    expect(forced).toBeTruthy();
    const { page } = await newPage(browser, webUrl, { colorScheme: 'light' });
    await page.goto(`/${forced.slug}`);
    expect(await htmlClass(page)).toContain('dark');
    expect(await page.getByLabel('Kleurmodus').isDisabled()).toBe(true);
    await page.locator('#hoofdmenu a[href="/jobs"]').click();
    await page.waitForURL(/\/jobs$/);
    await expect.poll(() => htmlClass(page)).toContain('light');
  });
});

describe('navigation behaviour', () => {
  it('closes the menu on every route change', async () => {
    const { page } = await newPage(browser, webUrl, { viewport: { width: 390, height: 800 } });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    expect(await page.locator('.nav').getAttribute('data-open')).toBe('true');
    await page.locator('#hoofdmenu a[href="/agenda"]').click();
    await page.waitForURL(/\/agenda$/);
    await expect.poll(() => page.locator('.nav').getAttribute('data-open')).toBe('false');
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('skips prefetching on a slow-2g connection', async () => {
    const prefetches = async (effectiveType: string | null) => {
      const { context, page } = await newPage(browser, webUrl);
      if (effectiveType) {
        await page.addInitScript((type) => {
          const connection = new EventTarget() as EventTarget & { effectiveType: string };
          connection.effectiveType = type;
          Object.defineProperty(navigator, 'connection', { value: connection });
        }, effectiveType);
      }
      let count = 0;
      page.on('request', (request) => {
        const headers = request.headers();
        if (headers['next-router-prefetch'] || (headers['rsc'] && request.url().includes('_rsc'))) count += 1;
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await context.close();
      return count;
    };
    expect(await prefetches('4g')).toBeGreaterThan(0);
    expect(await prefetches('slow-2g')).toBe(0);
  });
});
