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
import { startStrapi3, type Strapi3 } from '../support/strapi-3';

/**
 * Issue 37 (decision 053): the production build of the site with CMS_VERSION=3 against a real Strapi 3.6
 * (compat/strapi-3: Node 14 from the npm registry, a throw-away PostgreSQL) holding the suite's content,
 * imported from its Strapi 5 by the import script that site owners use too. Public pages, a search with
 * filters and paging, an account from registration through the mailed link to /account, wrong slugs and
 * unknown ids; and Strapi 3 never had to refuse a question. Strapi 3 has no uploads here: no images.
 */
const { cmsUrl: strapi5Url, mailApi, logDir } = inject('stack');
let strapi3: Strapi3;
let webUrl: string;
let browser: Browser;

type Entry = { id: number; [field: string]: unknown };
/** Strapi 3's own REST API, asked in its own notation (what the site must say too): flat entries, no envelope. */
async function strapi3Get<T = Entry[]>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${strapi3.url}${pathAndQuery}`);
  expect(response.status, pathAndQuery).toBe(200);
  return (await response.json()) as T;
}

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
const OPEN =
  `_where[0][_or][0][closed_eq]=false&_where[0][_or][1][closed_null]=true` +
  `&_where[1][_or][0][validThrough_gte]=${today}&_where[1][_or][1][validThrough_null]=true`;

let site: Awaited<ReturnType<typeof startSiteOnCompatStrapi<Strapi3>>> | undefined;

beforeAll(async () => {
  site = await startSiteOnCompatStrapi('3', (siteUrl) => startStrapi3({ strapi5Url, siteUrl, smtpPort: e2ePort('E2E_SMTP_PORT'), logDir }));
  ({ webUrl, strapi: strapi3 } = site);
  browser = await launchBrowser();
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const status = (pathname: string) => statusOf(webUrl, pathname);
const text = (pathname: string) => htmlOf(webUrl, pathname);

describe('the site on a real Strapi 3 (CMS_VERSION=3)', () => {
  it('shows every public page, with numeric ids in its addresses and Strapi 3’s Markdown as HTML', async () => {
    const [vacancy] = await strapi3Get(`/vacancies?${OPEN}&_sort=datePosted:DESC,id:DESC&_limit=1`);
    const [category] = await strapi3Get('/vacancy-categories?_limit=1');
    const [page] = await strapi3Get('/pages?_limit=1');
    const [news] = await strapi3Get('/news-items?_limit=1');
    const [event] = await strapi3Get('/events?_limit=1');
    const [partner] = await strapi3Get('/partners?_limit=1');
    const { title, slug, description } = vacancy as Entry & { title: string; slug: string; description: string | null };
    const vacancyPath = `/jobs/vacature/${vacancy.id}/${slug}`;

    for (const pathname of ['/', '/jobs', '/jobs/plaatsen', '/c', '/agenda', '/nieuws', '/partners', '/producten', '/werkgevers'])
      expect(await status(pathname), pathname).toBe(200);
    for (const pathname of [
      `/jobs/cat/${category.id}`,
      `/l/${page.id}`,
      `/${page.slug}`,
      `/nieuws/${news.id}/${news.slug}`,
      `/agenda/${event.id}/${event.slug}`,
      `/werkgevers/${partner.id}/${partner.slug}`,
    ])
      expect(await status(pathname), pathname).toBe(200);

    expect(await text('/')).toContain(`href="${vacancyPath}"`);
    const detail = await text(vacancyPath);
    expect(detail).toContain(`<h1>${asHtml(title)}</h1>`);
    expect(detail).toContain('"@type":"JobPosting"');
    // The import wrote Strapi 5's blocks as Markdown (a Strapi 3 richtext field); the page shows it as HTML.
    const firstParagraph = (description ?? '').split('\n\n').find((part) => /^[A-Za-zÀ-ÿ]/.test(part) && !/[*_[\]`\\<]/.test(part));
    if (firstParagraph) expect(detail).toContain(`<p>${asHtml(firstParagraph.replace(/\n/g, ' '))}</p>`);
    expect(await text('/jobs/rss.xml')).toContain(`${webUrl}${vacancyPath}`);
    const sitemaps = [...(await text('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const listed = await Promise.all(sitemaps.map((pathname) => (pathname.endsWith('.xml') ? text(pathname) : pathname)));
    expect(listed.join('\n')).toContain(vacancyPath);
  });

  it('searches with text and a field of work, and pages through /jobs', async () => {
    const open = await strapi3Get(`/vacancies?${OPEN}&_sort=datePosted:DESC,id:DESC&_limit=20`);
    const vacancy = open.find((entry) => entry.category !== null && typeof entry.category === 'object');
    expect(vacancy, 'an open vacancy with a field of work').toBeDefined();
    const title = vacancy!.title as string;
    const categoryId = String((vacancy!.category as { id: number }).id);
    const { context, page } = await newVisitor(browser, webUrl);
    try {
      await openInteractive(page, '/jobs');
      await page.getByLabel('Zoekterm').fill(title.split(/\s+/)[0]);
      await page.getByLabel('Vakgebied').selectOption(categoryId);
      await page.getByRole('button', { name: 'Zoeken' }).click();
      await page.waitForURL((url) => url.searchParams.has('q') && url.searchParams.get('category') === categoryId);
      expect(await page.getByTestId('vacancy-card').getByRole('heading').allInnerTexts()).toContain(title);
      // No search index on Strapi 3: no counts, no distance (decision 053).
      expect(await page.getByLabel('Afstand').count()).toBe(0);
    } finally {
      await context.close();
    }
    // Strapi 3 answers a page without its total: the site counts with /vacancies/count beside it.
    const total = await strapi3Get<number>(`/vacancies/count?${OPEN}`);
    if (total > 20) {
      expect(await status('/jobs/pagina/2')).toBe(200);
      const second = await text('/jobs/pagina/2');
      const [twentyFirst] = await strapi3Get(`/vacancies?${OPEN}&_sort=datePosted:DESC,id:DESC&_start=20&_limit=1`);
      expect(second).toContain(`href="/jobs/vacature/${twentyFirst.id}/${twentyFirst.slug}"`);
    }
  });

  it('gives wrong slugs the canonical address and unknown ids, slugs and own-CMS pages the 404 page', async () => {
    const [vacancy] = await strapi3Get('/vacancies?_limit=1&_sort=id:ASC');
    await expectCanonicalAndNotFound(webUrl, { id: vacancy.id, slug: vacancy.slug as string });
  });

  it('makes an account through Strapi 3’s users-permissions: register, the mailed link, sign in, /account', async () => {
    const { context, page } = await registerThroughTheSite(browser, webUrl, mailApi, 'strapi3');
    try {
      // Strapi 3 has no password change for a signed-in visitor: the account page points to the mailed reset.
      const passwordSection = page.getByRole('region', { name: 'Wachtwoord' });
      expect(await passwordSection.getByRole('link', { name: 'wachtwoord vergeten' }).count()).toBe(1);
      expect(await passwordSection.getByRole('button').count()).toBe(0);
      await expectMenuWithoutOwnFeatures(page);
    } finally {
      await context.close();
    }
  });

  it('Strapi 3 never refused one of the site’s questions', () => {
    // Its request log: "debug GET /vacancies?_where… (12 ms) 200", the status possibly between colour codes (`…[33m400…`).
    const refused = refusedRequests(strapi3.logFile, /GET (\S+) \(\d+ ms\) (?:\S*?m)?(\d{3})/g);
    expect(refused).toEqual([]);
  });
});
