import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { cmsGet } from '../support/cms';

const { webUrl } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('redirects from the CMS', () => {
  it('answers a first load with the status the editor chose', async () => {
    const redirects = (await cmsGet('/redirects?pagination[pageSize]=100')).data as { from: string; to: string; statusCode: number }[];
    const internal = redirects.find((r) => r.to.startsWith('/'))!;
    const external = redirects.find((r) => /^https?:/.test(r.to))!;
    expect(internal && external).toBeTruthy();

    const first = await fetch(`${webUrl}${internal.from}`, { redirect: 'manual' });
    expect(first.status).toBe(internal.statusCode);
    expect(new URL(first.headers.get('location')!, webUrl).pathname).toBe(internal.to);

    const away = await fetch(`${webUrl}${external.from}`, { redirect: 'manual' });
    expect(away.status).toBe(external.statusCode);
    expect(away.headers.get('location')).toBe(external.to);
  });

  it('follows internal and external redirects in the browser, also on client-side navigation', async () => {
    const redirects = (await cmsGet('/redirects?pagination[pageSize]=100')).data as { from: string; to: string }[];
    const internal = redirects.find((r) => r.from === '/vacatures')!;
    const external = redirects.find((r) => /^https?:/.test(r.to))!;
    const { page } = await newPage(browser, webUrl);
    // The machine is offline: answer for the external site ourselves and record that we got there.
    await page.route(`${new URL(external.to).origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Externe site</h1>' }));

    await page.goto(internal.from);
    expect(new URL(page.url()).pathname).toBe(internal.to);

    // Client-side: a link inside the app to a redirected path.
    await page.goto('/');
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'extern';
      link.id = 'test-extern';
      document.querySelector('main')!.append(link);
    }, external.from);
    await page.click('#test-extern');
    await page.waitForURL(external.to);
    expect(await page.getByRole('heading', { name: 'Externe site' }).count()).toBe(1);
  });
});
