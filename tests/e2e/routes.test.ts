import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { cmsGet } from '../support/cms';
import { openFilter } from '../support/jobs';

const { webUrl } = inject('stack');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, webUrl));
});
afterAll(async () => browser?.close());

async function visit(path: string) {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  return response!;
}

describe('every content route renders its seeded content', () => {
  it('home shows the newest vacancies, categories, agenda, news and partners', async () => {
    // The home lists open vacancies; other files publish expired and closed ones too.
    const latest = await cmsGet(`/vacancies?${openFilter()}&sort[0]=datePosted:desc&sort[1]=id:desc&pagination[pageSize]=1`);
    const response = await visit('/');
    expect(response.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    await expect.poll(() => page.getByRole('heading', { name: 'Nieuwste vacatures' }).count()).toBe(1);
    expect(await page.getByText(latest.data[0].title).first().isVisible()).toBe(true);
    expect(await page.getByTestId('event-card').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('news-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Onze partners' }).count()).toBe(1);
  });

  it('/jobs lists vacancies with a result count, filters and pagination', async () => {
    // /jobs lists open vacancies through the CMS's search (decision 011); other files close and expire some.
    const all = await cmsGet('/vacancy-search?pageSize=1');
    await visit('/jobs');
    const total = all.meta.pagination.total as number;
    expect(total).toBeGreaterThanOrEqual(200);
    expect(await page.getByTestId('result-count').innerText()).toBe(`${total.toLocaleString('nl-NL')} vacatures gevonden`);
    expect(await page.getByTestId('vacancy-card').count()).toBe(20);

    await page.getByRole('link', { name: 'Volgende' }).first().click();
    await page.waitForURL(/page=2/);
    expect(await page.getByTestId('vacancy-card').count()).toBe(20);

    // Filter by category and text through the real form.
    const categories = await cmsGet('/vacancy-categories?sort=name&pagination[pageSize]=100');
    const category = categories.data[0];
    const inCategory = await cmsGet(`/vacancies?filters[category][documentId][$eq]=${category.documentId}&pagination[pageSize]=1`);
    await visit('/jobs');
    await page.getByLabel('Vakgebied').selectOption(category.documentId);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(new RegExp(`category=${category.documentId}`));
    const expected = inCategory.meta.pagination.total as number;
    expect(await page.getByTestId('result-count').innerText()).toBe(`${expected} ${expected === 1 ? 'vacature' : 'vacatures'} gevonden`);

    const sample = (await cmsGet('/vacancies?pagination[pageSize]=1&sort=title')).data[0];
    const word = sample.title.split(' ')[0];
    await visit(`/jobs?q=${encodeURIComponent(word)}`);
    const titles = await page.getByTestId('vacancy-card').getByRole('heading').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
  });

  it('/jobs/cat/{id} shows one category in the empty layout', async () => {
    const category = (await cmsGet('/vacancy-categories?sort=name&pagination[pageSize]=1')).data[0];
    const response = await visit(`/jobs/cat/${category.documentId}`);
    expect(response.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`Vacatures in ${category.name}`);
    expect(await page.locator('header.site-header').count()).toBe(0);
  });

  it('/jobs/plaatsen lists places with counts and draws them without a tile server', async () => {
    const places = await cmsGet('/places?pagination[pageSize]=100');
    expect(places.data.length).toBeGreaterThanOrEqual(20);
    await visit('/jobs/plaatsen');
    expect(await page.getByTestId('place-count').count()).toBe(places.data.length);
    expect(await page.locator('svg circle').count()).toBe(places.data.length);
    expect(await page.locator('header.site-header').count()).toBe(0);
  });

  it('/jobs/vacature/{id}/{slug} shows the vacancy and sends a wrong slug to the canonical URL', async () => {
    const vacancy = (await cmsGet('/vacancies?populate[0]=employer&pagination[pageSize]=1')).data[0];
    const canonical = `/jobs/vacature/${vacancy.documentId}/${vacancy.slug}`;
    const response = await visit(canonical);
    expect(response.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(vacancy.title);
    expect(await page.locator('header.site-header').count()).toBe(0);

    const wrong = await fetch(`${webUrl}/jobs/vacature/${vacancy.documentId}/verkeerde-slug`, { redirect: 'manual' });
    expect(wrong.status).toBe(308);
    expect(new URL(wrong.headers.get('location')!, webUrl).pathname).toBe(canonical);
  });

  it('news and agenda overviews and details render', async () => {
    const news = (await cmsGet('/news-items?sort=date:desc&pagination[pageSize]=1')).data[0];
    await visit('/nieuws');
    expect(await page.getByTestId('news-card').count()).toBeGreaterThan(0);
    await visit(`/nieuws/${news.documentId}/${news.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(news.title);

    const now = new Date().toISOString();
    const upcoming = await cmsGet(`/events?filters[start][$gte]=${now}&sort=start:asc&pagination[pageSize]=1`);
    const past = await cmsGet(`/events?filters[start][$lt]=${now}&pagination[pageSize]=1`);
    expect(upcoming.meta.pagination.total).toBeGreaterThan(0);
    expect(past.meta.pagination.total).toBeGreaterThan(0);
    await visit('/agenda');
    expect(await page.getByTestId('event-card').first().locator('h3').innerText()).toBe(upcoming.data[0].title);
    await visit('/agenda?periode=geweest');
    expect(await page.getByTestId('event-card').count()).toBeGreaterThan(0);
    const event = upcoming.data[0];
    await visit(`/agenda/${event.documentId}/${event.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(event.title);
  });

  it('a CMS page renders on /{slug} with its blocks, and on /l/{id} without header', async () => {
    const pages = await cmsGet('/pages?pagination[pageSize]=100&populate[blocks][on][page.gallery][populate]=*');
    expect(pages.data.length).toBeGreaterThanOrEqual(8);
    const withGallery = pages.data.find((p: any) => p.blocks?.some((b: any) => b.__component === 'page.gallery'));
    expect(withGallery).toBeTruthy();
    await visit(`/${withGallery.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(withGallery.title);
    expect(await page.locator('[data-gallery] img').count()).toBeGreaterThan(0);
    const firstImage = await page.locator('[data-gallery] img').first().getAttribute('src');
    const image = await fetch(`${webUrl}${firstImage}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect(await page.locator('header.site-header').count()).toBe(1);

    await visit(`/l/${withGallery.documentId}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(withGallery.title);
    expect(await page.locator('header.site-header').count()).toBe(0);
  });

  it('/c is a compact vacancy list in the empty layout; partners and products have their pages', async () => {
    await visit('/c');
    expect(await page.getByTestId('compact-list').locator('li').count()).toBe(10);
    expect(await page.locator('header.site-header').count()).toBe(0);

    const partners = await cmsGet('/partners?pagination[pageSize]=100');
    await visit('/partners');
    expect(await page.getByTestId('partner-card').count()).toBe(partners.data.length);
    const products = await cmsGet('/products?pagination[pageSize]=100');
    await visit('/producten');
    expect(await page.getByTestId('product-card').count()).toBe(products.data.length);
  });

  it('the header navigation comes from the CMS', async () => {
    const global = await cmsGet('/global?populate=*');
    await visit('/');
    const labels = await page.locator('#hoofdmenu a').allInnerTexts();
    expect(labels).toEqual(global.data.navigation.map((l: any) => l.label));
  });
});
