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

  it('follows internal and external redirects on client-side navigation', async () => {
    const redirects = (await cmsGet('/redirects?pagination[pageSize]=100')).data as { from: string; to: string }[];
    const internal = redirects.find((r) => r.from === '/vacatures')!;
    const external = redirects.find((r) => r.from === '/uwv')!;
    const { page } = await newPage(browser, webUrl);

    // The seeded page links to both old paths through the site's own <Link> (the client router).
    await page.goto('/werkzoekenden', { waitUntil: 'networkidle' });
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
    await page.getByRole('link', { name: 'Naar de vacatures' }).click();
    await page.waitForURL((url) => url.pathname === internal.to);
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/vacatures/i);
    expect(await page.evaluate(() => (window as { stillTheSameDocument?: boolean }).stillTheSameDocument)).toBe(true);

    // The machine is offline, so we cannot land on the external site; what matters is that the
    // browser itself navigates there (page.route does not see redirect targets, so watch requests).
    await page.goto('/werkzoekenden', { waitUntil: 'networkidle' });
    const leaving = page.waitForRequest((request) => request.url() === external.to && request.isNavigationRequest() && request.frame() === page.mainFrame());
    await page.getByRole('link', { name: 'Naar werk.nl' }).click();
    expect((await leaving).url()).toBe(external.to);
  });
});
