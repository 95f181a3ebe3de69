import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { e2ePort } from '../../scripts/lib/stack.mjs';
import { launchBrowser, newVisitor, openInteractive } from '../support/browser';
import {
  asHtml,
  expectCanonicalAndNotFound,
  expectMenuWithoutOwnFeatures,
  htmlOf,
  refusedRequests,
  registerThroughTheSite,
  startSiteOnCompatStrapi,
  statusOf,
} from '../support/compat-site';
import { startStrapi4, type Strapi4 } from '../support/strapi-4';

/**
 * Issue 37 (decision 053): the production build of the site with CMS_VERSION=4 against a real Strapi 4
 * (compat/strapi-4) holding the suite's content, imported from its Strapi 5 by the import script that
 * site owners use too. Public pages, a search with filters, an account from registration through the
 * mailed link to /account, wrong slugs and unknown ids; and Strapi 4 never had to refuse a question.
 */
const { cmsUrl: strapi5Url, mailApi, logDir } = inject('stack');
let strapi4: Strapi4;
let webUrl: string;
let browser: Browser;

type Entry = { id: number; attributes: Record<string, unknown> };
/** Strapi 4's own REST API, asked in its own notation (what the site must say too). */
async function strapi4List(pathAndQuery: string): Promise<Entry[]> {
  const response = await fetch(`${strapi4.url}/api${pathAndQuery}`);
  expect(response.status, pathAndQuery).toBe(200);
  return ((await response.json()) as { data: Entry[] }).data;
}

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
const OPEN =
  `filters[$and][0][$or][0][closed][$eq]=false&filters[$and][0][$or][1][closed][$null]=true` +
  `&filters[$and][1][$or][0][validThrough][$gte]=${today}&filters[$and][1][$or][1][validThrough][$null]=true`;

let site: Awaited<ReturnType<typeof startSiteOnCompatStrapi<Strapi4>>> | undefined;

beforeAll(async () => {
  site = await startSiteOnCompatStrapi('4', (siteUrl) => startStrapi4({ strapi5Url, siteUrl, smtpPort: e2ePort('E2E_SMTP_PORT'), logDir }));
  ({ webUrl, strapi: strapi4 } = site);
  browser = await launchBrowser();
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const status = (pathname: string) => statusOf(webUrl, pathname);
const text = (pathname: string) => htmlOf(webUrl, pathname);

describe('the site on a real Strapi 4 (CMS_VERSION=4)', () => {
  it('shows every public page, with numeric ids in its addresses', async () => {
    const [vacancy] = await strapi4List(`/vacancies?${OPEN}&sort[0]=datePosted:desc&sort[1]=id:desc&pagination[pageSize]=1`);
    const [category] = await strapi4List('/vacancy-categories?pagination[pageSize]=1');
    const [page] = await strapi4List('/pages?pagination[pageSize]=1');
    const [news] = await strapi4List('/news-items?pagination[pageSize]=1');
    const [event] = await strapi4List('/events?pagination[pageSize]=1');
    const [partner] = await strapi4List('/partners?pagination[pageSize]=1');
    const { title, slug } = vacancy.attributes as { title: string; slug: string };
    const vacancyPath = `/jobs/vacature/${vacancy.id}/${slug}`;

    for (const pathname of ['/', '/jobs', '/jobs/plaatsen', '/c', '/agenda', '/nieuws', '/partners', '/producten', '/werkgevers'])
      expect(await status(pathname), pathname).toBe(200);
    for (const pathname of [
      `/jobs/cat/${category.id}`,
      `/l/${page.id}`,
      `/${page.attributes.slug}`,
      `/nieuws/${news.id}/${news.attributes.slug}`,
      `/agenda/${event.id}/${event.attributes.slug}`,
      `/werkgevers/${partner.id}/${partner.attributes.slug}`,
    ])
      expect(await status(pathname), pathname).toBe(200);

    expect(await text('/')).toContain(`href="${vacancyPath}"`);
    const detail = await text(vacancyPath);
    expect(detail).toContain(`<h1>${asHtml(title)}</h1>`);
    expect(detail).toContain('"@type":"JobPosting"');
    expect(await text('/jobs/rss.xml')).toContain(`${webUrl}${vacancyPath}`);
    const sitemaps = [...(await text('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const listed = await Promise.all(sitemaps.map((pathname) => (pathname.endsWith('.xml') ? text(pathname) : pathname)));
    expect(listed.join('\n')).toContain(vacancyPath);
  });

  it('searches with text and a field of work, and pages through /jobs', async () => {
    const [vacancy] = await strapi4List(
      `/vacancies?${OPEN}&filters[category][id][$notNull]=true&populate[category]=true&sort[0]=datePosted:desc&sort[1]=id:desc&pagination[pageSize]=1`,
    );
    const title = vacancy.attributes.title as string;
    const categoryId = String((vacancy.attributes.category as { data: { id: number } }).data.id);
    const { context, page } = await newVisitor(browser, webUrl);
    try {
      await openInteractive(page, '/jobs');
      await page.getByLabel('Zoekterm').fill(title.split(/\s+/)[0]);
      await page.getByLabel('Vakgebied').selectOption(categoryId);
      await page.getByRole('button', { name: 'Zoeken' }).click();
      await page.waitForURL((url) => url.searchParams.has('q') && url.searchParams.get('category') === categoryId);
      expect(await page.getByTestId('vacancy-card').getByRole('heading').allInnerTexts()).toContain(title);
      // No search index on Strapi 4: no counts, no distance (decision 053).
      expect(await page.getByLabel('Afstand').count()).toBe(0);
    } finally {
      await context.close();
    }
    const total = (await fetch(`${strapi4.url}/api/vacancies?${OPEN}&pagination[pageSize]=1`).then((r) => r.json())).meta.pagination.total;
    if (total > 20) expect(await status('/jobs/pagina/2')).toBe(200);
  });

  it('gives wrong slugs the canonical address and unknown ids, slugs and own-CMS pages the 404 page', async () => {
    const [vacancy] = await strapi4List('/vacancies?pagination[pageSize]=1&sort[0]=id:asc');
    await expectCanonicalAndNotFound(webUrl, { id: vacancy.id, slug: vacancy.attributes.slug as string });
  });

  it('makes an account through Strapi 4’s users-permissions: register, the mailed link, sign in, /account', async () => {
    const { context, page } = await registerThroughTheSite(browser, webUrl, mailApi, 'strapi4');
    try {
      await expectMenuWithoutOwnFeatures(page);
    } finally {
      await context.close();
    }
  });

  it('Strapi 4 never refused one of the site’s questions', () => {
    // Its log colours the level (`http` between escape codes), hence \S*.
    const refused = refusedRequests(strapi4.logFile, /http\S*: GET (\S+) \(\d+ ms\) (\d{3})/g);
    expect(refused).toEqual([]);
  });
});
