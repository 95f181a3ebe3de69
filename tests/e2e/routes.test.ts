import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { cmsGet, type CmsEntry } from '../support/actors';
import { cmsOpenVacancies, dutchOrder, resultCount, shownVacancies, vacancyCount } from '../support/jobs';
import { settledPage } from '../support/cache';

const { webUrl } = inject('stack');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, webUrl));
});
afterAll(async () => browser?.close());

/** Headings of the page's main content that go down more than one level at a time ("h1 → h3"), as the Nu Html Checker reports them. */
function skippedHeadingLevels(): Promise<string[]> {
  return page.evaluate(() => {
    const levels = [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map((heading) =>
      Number(heading.tagName[1]),
    );
    return levels.flatMap((level, index) => (index > 0 && level > levels[index - 1] + 1 ? [`h${levels[index - 1]} → h${level}`] : []));
  });
}

async function visit(path: string) {
  await settledPage(path);
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  return response!;
}

describe('every content route renders its seeded content', () => {
  it('home shows the CMS’s newest open vacancies, fields with their counts, agenda, news and partners', async () => {
    // Whole minutes, as the home asks for upcoming events (lib/cms/queries.ts).
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    const [latest, categories, events, news, partners] = await Promise.all([
      // The home lists open vacancies; other files publish expired and closed ones too.
      cmsOpenVacancies({ pageSize: 6 }),
      cmsGet('/vacancy-categories?fields[0]=name&pagination[pageSize]=100'),
      cmsGet(`/events?filters[start][$gte]=${now}&sort[0]=start:asc&sort[1]=id:asc&fields[0]=title&fields[1]=slug&pagination[pageSize]=3`),
      cmsGet('/news-items?sort[0]=date:desc&sort[1]=id:desc&fields[0]=title&fields[1]=slug&pagination[pageSize]=3'),
      cmsGet('/partners?fields[0]=name&pagination[pageSize]=100'),
    ]);
    const fields = await Promise.all(
      (categories.data as Array<{ documentId: string; name: string }>)
        .sort((a, b) => dutchOrder(a.name, b.name))
        .map(async (category) => ({
          text: `${category.name} ${vacancyCount((await cmsOpenVacancies({ filters: `&filters[category][documentId][$eq]=${category.documentId}`, pageSize: 1 })).total)}`,
          href: `/jobs/cat/${category.documentId}`,
        })),
    );
    const response = await visit('/');
    expect(response.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    expect(await page.locator('.hero p').first().innerText()).toBe(`${vacancyCount(latest.total)} van werkgevers bij jou in de buurt.`);
    expect(await shownVacancies(page, 'section[aria-labelledby="kop-jobs"]')).toEqual(latest.vacancies);

    const linksIn = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((links) => links.map((link) => ({ text: link.textContent!.trim(), href: link.getAttribute('href') })));
    const fieldItems = await page
      .locator('section:has(> h2:text-is("Vakgebieden")) li')
      .evaluateAll((items) =>
        items.map((item) => ({ text: item.textContent!.trim(), href: item.querySelector('a')!.getAttribute('href') })),
      );
    expect(fieldItems).toEqual(fields);
    expect(await linksIn('section[aria-labelledby="kop-agenda"] [data-testid="event-card"] h3 a')).toEqual(
      events.data.map((e: CmsEntry) => ({ text: e.title, href: `/agenda/${e.documentId}/${e.slug}` })),
    );
    expect(await linksIn('section[aria-labelledby="kop-nieuws"] [data-testid="news-card"] h3 a')).toEqual(
      news.data.map((n: CmsEntry) => ({ text: n.title, href: `/nieuws/${n.documentId}/${n.slug}` })),
    );
    // Logos, named by their alt text; a partner without a logo by its name.
    const partnerNames = await page
      .locator('section[aria-labelledby="kop-partners"] li')
      .evaluateAll((items) => items.map((item) => item.querySelector('img')?.getAttribute('alt') ?? item.textContent!.trim()));
    expect(partnerNames).toEqual(partners.data.map((p: CmsEntry) => p.name).sort(dutchOrder));
  });

  it('/jobs lists the CMS’s open vacancies with a result count, and filters by field of work', async () => {
    // /jobs lists open vacancies through the CMS's search (decision 011); other files close and expire some.
    const all = await cmsOpenVacancies();
    await visit('/jobs');
    expect(await page.getByTestId('result-count').innerText()).toBe(resultCount(all.total));
    expect(await shownVacancies(page)).toEqual(all.vacancies);

    // Filter by category through the real form.
    const categories = await cmsGet('/vacancy-categories?sort=name&pagination[pageSize]=100');
    const category = categories.data[0];
    const inCategory = await cmsOpenVacancies({ filters: `&filters[category][documentId][$eq]=${category.documentId}` });
    await settledPage(`/jobs/vakgebied/${category.documentId}`);
    await page.getByLabel('Vakgebied').selectOption(category.documentId);
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(new RegExp(`/jobs/vakgebied/${category.documentId}$`));
    expect(await page.getByTestId('result-count').innerText()).toBe(resultCount(inCategory.total));
    expect(await shownVacancies(page)).toEqual(inCategory.vacancies);
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
    // Only places with open vacancies (issue 35), each with a dot (lists.test checks which and where they lead).
    const counts = await page.getByTestId('place-count').allInnerTexts();
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.length).toBeLessThanOrEqual(places.data.length);
    expect(counts.filter((count) => count.startsWith('(0 '))).toEqual([]);
    expect(await page.getByTestId('places-map').locator('circle').count()).toBe(counts.length);
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
    // Without a slug too (issue 35); an unknown id stays a 404.
    for (const short of [`/jobs/vacature/${vacancy.documentId}`, `/jobs/vacature/${vacancy.documentId}/`]) {
      const answer = await fetch(`${webUrl}${short}`, { redirect: 'manual' });
      expect(answer.status, short).toBe(308);
      expect(new URL(answer.headers.get('location')!, webUrl).pathname).toBe(canonical);
    }
    expect((await fetch(`${webUrl}/jobs/vacature/a1b2c3d4e5f6g7h8i9j0k1l2`, { redirect: 'manual' })).status).toBe(404);
    // The page says how to get back into the site (a brand bar of its own, issue 35).
    const bar = page.locator('.brand-bar');
    expect(await bar.getByRole('link', { name: 'Alle vacatures' }).getAttribute('href')).toBe('/jobs');
    expect(await bar.locator('a.site-logo').getAttribute('href')).toBe('/');
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
    expect(await page.getByTestId('event-card').first().locator('h2').innerText()).toBe(upcoming.data[0].title);
    expect(await skippedHeadingLevels()).toEqual([]);
    await visit('/agenda/geweest');
    expect(await page.getByTestId('event-card').count()).toBeGreaterThan(0);
    expect(await skippedHeadingLevels()).toEqual([]);
    await visit('/nieuws');
    expect(await skippedHeadingLevels()).toEqual([]);
    const event = upcoming.data[0];
    await visit(`/agenda/${event.documentId}/${event.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(event.title);
  });

  it('a CMS page renders on /{slug} with its blocks, and on /l/{id} without header', async () => {
    const pages = await cmsGet('/pages?pagination[pageSize]=100&populate[blocks][on][page.gallery][populate]=*');
    expect(pages.data.length).toBeGreaterThanOrEqual(8);
    const withGallery = pages.data.find((p: CmsEntry) => p.blocks?.some((b: CmsEntry) => b.__component === 'page.gallery'));
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

  it('/c is a compact list of the CMS’s newest open vacancies in the empty layout', async () => {
    const latest = await cmsOpenVacancies({ pageSize: 10 });
    await visit('/c');
    const items = await page
      .getByTestId('compact-list')
      .locator('li > a')
      .evaluateAll((links) => links.map((link) => ({ title: link.textContent!.trim(), href: link.getAttribute('href')! })));
    expect(items).toEqual(latest.vacancies);
    expect(await page.locator('header.site-header').count()).toBe(0);
  });

  it('/partners and /producten show the CMS’s partners and products in Dutch alphabetical order', async () => {
    // The site sorts names itself, the Dutch way: database collations differ.
    const partners = (await cmsGet('/partners?fields[0]=name&fields[1]=website&pagination[pageSize]=100')).data.sort(
      (a: CmsEntry, b: CmsEntry) => dutchOrder(a.name, b.name),
    );
    await visit('/partners');
    const partnerCards = await page.getByTestId('partner-card').evaluateAll((cards) =>
      cards.map((card) => ({
        name: card.querySelector('h2')!.textContent,
        website: card.querySelector('a')?.getAttribute('href') ?? null,
      })),
    );
    expect(partnerCards).toEqual(partners.map((p: CmsEntry) => ({ name: p.name, website: p.website ?? null })));

    const products = (await cmsGet('/products?fields[0]=name&populate[partner][fields][0]=name&pagination[pageSize]=100')).data.sort(
      (a: CmsEntry, b: CmsEntry) => dutchOrder(a.name, b.name),
    );
    await visit('/producten');
    const productCards = await page.getByTestId('product-card').evaluateAll((cards) =>
      cards.map((card) => ({
        name: card.querySelector('h2')!.textContent,
        by: [...card.querySelectorAll('.meta span')].map((span) => span.textContent).find((text) => text!.startsWith('Door ')) ?? null,
      })),
    );
    expect(productCards).toEqual(products.map((p: CmsEntry) => ({ name: p.name, by: p.partner ? `Door ${p.partner.name}` : null })));
  });

  it('the header navigation comes from the CMS', async () => {
    const global = await cmsGet('/global?populate=*');
    await visit('/');
    const labels = await page.locator('#hoofdmenu a').allInnerTexts();
    expect(labels).toEqual(global.data.navigation.map((l: CmsEntry) => l.label));
  });
});
