import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createConfirmedAccount, signIn } from '../support/accounts';
import { adminSession, cmsGet } from '../support/actors';
import { GOOGLEBOT_UA, launchBrowser, newPage } from '../support/browser';
import { dateInAmsterdam, openFilter, postVacancy, VACANCY_UID } from '../support/jobs';

/**
 * Issue 8, "Findable" (decision 012): JobPosting JSON-LD on open vacancies and none on expired ones,
 * sitemap.xml with lastmod, robots.txt, canonical / Open Graph / Twitter meta, the RSS feed, lang="nl".
 * The site runs with SITE_URL = its own address, so every absolute URL must start with it.
 */

const { webUrl } = inject('stack');
const run = Date.now().toString(36);
let browser: Browser;
let page: Page;
let open: { documentId: string; slug: string; path: string };
let expired: { documentId: string; slug: string; path: string };
let place: { documentId: string; name: string; province: string };
let category: { documentId: string; name: string };

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, webUrl, { userAgent: GOOGLEBOT_UA }));
  [place, category] = await Promise.all([
    cmsGet('/places?filters[name][$eq]=Utrecht'),
    cmsGet('/vacancy-categories?filters[name][$eq]=Horeca'),
  ]).then((answers) => answers.map((answer) => answer.data[0]));

  // A vacancy posted through the site (applying on the site is possible) and one past its date.
  const account = await createConfirmedAccount('seo');
  const jwt = (await signIn(account.email, account.password)).slice('vs_token='.length);
  const admin = await adminSession();
  const publish = async (data: Record<string, unknown>, change: Record<string, unknown> = {}) => {
    const posted = await postVacancy(jwt, data);
    if (Object.keys(change).length) expect((await admin.updateDocument(VACANCY_UID, posted.documentId, change)).status).toBe(200);
    expect((await admin.publish(VACANCY_UID, posted.documentId)).status).toBe(200);
    return { ...posted, path: `/jobs/vacature/${posted.documentId}/${posted.slug}` };
  };
  open = await publish({
    title: `Kok </script><script>window.hacked=1</script> ${run}`,
    summary: 'Je kookt zelfstandig voor veertig gasten.',
    description: 'Wat ga je doen?\n\n- koken\n- inkopen',
    employerName: 'Eetcafé De Proef',
    category: category.documentId,
    place: place.documentId,
    employmentType: 'TEMPORARY',
    hoursPerWeek: 24,
    salaryMin: 2800,
    salaryMax: 3400.5,
    salaryPeriod: 'MONTH',
    validThrough: dateInAmsterdam(30),
  });
  expired = await publish({ title: `Verlopen vacature ${run}` }, { validThrough: dateInAmsterdam(-1) });
});
afterAll(async () => browser?.close());

const jsonLd = (target: Page) =>
  target
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));

const meta = (target: Page, selector: string) => target.locator(selector).first().getAttribute('content');

describe('JobPosting structured data', () => {
  it('an open vacancy carries every required field, escaped against script injection', async () => {
    const response = await page.goto(open.path);
    expect(response!.status()).toBe(200);
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    const html = await response!.text();
    expect(html).not.toContain('</script><script>window.hacked');

    const [posting, ...others] = await jsonLd(page);
    expect(others).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: `Kok </script><script>window.hacked=1</script> ${run}`,
      url: `${webUrl}${open.path}`,
      datePosted: dateInAmsterdam(0),
      validThrough: expect.stringMatching(new RegExp(`^${dateInAmsterdam(30)}T23:59:59\\+0[12]:00$`)),
      employmentType: ['TEMPORARY', 'PART_TIME'],
      hiringOrganization: { '@type': 'Organization', name: 'Eetcafé De Proef' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Utrecht', addressRegion: place.province, addressCountry: 'NL' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 2800, maxValue: 3400.5, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Vacaturesite', value: open.documentId },
      directApply: true,
      occupationalCategory: 'Horeca',
    });
    expect(posting.description).toBe(
      '<p>Je kookt zelfstandig voor veertig gasten.</p><p>Wat ga je doen?</p><ul><li>koken</li><li>inkopen</li></ul>',
    );
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
  });

  it('a seeded editor vacancy names its partner and says applying happens elsewhere', async () => {
    const seeded = (
      await cmsGet(
        '/vacancies?filters[employer][id][$notNull]=true&filters[salaryMin][$notNull]=true&populate[0]=employer&populate[1]=place&pagination[pageSize]=1',
      )
    ).data[0];
    await page.goto(`/jobs/vacature/${seeded.documentId}/${seeded.slug}`);
    const [posting] = await jsonLd(page);
    expect(posting.hiringOrganization.name).toBe(seeded.employer.name);
    expect(posting.jobLocation.address).toMatchObject({ addressLocality: seeded.place.name, addressCountry: 'NL' });
    expect(posting.baseSalary.value.unitText).toBe(seeded.salaryPeriod);
    expect(posting.directApply).toBe(false);
  });

  it('an expired vacancy drops the JSON-LD, is noindex and leaves the sitemap, but still answers 200 for those who saved it', async () => {
    const response = await page.goto(expired.path);
    expect(response!.status()).toBe(200);
    expect(await page.getByTestId('vacancy-closed').isVisible()).toBe(true);
    expect(await jsonLd(page)).toEqual([]);
    expect(await meta(page, 'meta[name="robots"]')).toMatch(/noindex/);
    const sitemap = await (await fetch(`${webUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(expired.documentId);
  });
});

/** Parses XML in the browser: a parse error is a failure, never a silent pass. */
async function parseXml(xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error(`not well-formed XML: ${doc.querySelector('parsererror')!.textContent}`);
    const all = (name: string) => Array.from(doc.getElementsByTagName(name)).map((element) => element.textContent ?? '');
    return {
      root: doc.documentElement.nodeName,
      ns: doc.documentElement.namespaceURI,
      all: { loc: all('loc'), lastmod: all('lastmod'), title: all('title'), link: all('link'), pubDate: all('pubDate') },
      urls: Array.from(doc.getElementsByTagName('url')).map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent,
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      })),
    };
  }, xml);
}

describe('sitemap.xml, robots.txt and the RSS feed', () => {
  it('sitemap.xml lists lists, pages, news, events and vacancies with lastmod from updatedAt', async () => {
    const response = await fetch(`${webUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    // After the publish in beforeAll a cached sitemap is stale-while-revalidate (decision 020): one request may
    // still get the copy from before while it renders anew (CI of 2026-11-26, E2E_SEED=305743306). Within 15 s.
    let sitemap = await parseXml(await response.text());
    await expect
      .poll(
        async () => {
          sitemap = await parseXml(await (await fetch(`${webUrl}/sitemap.xml`)).text());
          return sitemap.urls.some((url) => url.loc === `${webUrl}${open.path}`);
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    expect(sitemap.root).toBe('urlset');
    expect(sitemap.ns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const byLoc = new Map(sitemap.urls.map((url) => [url.loc, url.lastmod]));

    const published = (await cmsGet(`/vacancies/${open.documentId}`)).data;
    expect(byLoc.get(`${webUrl}${open.path}`)).toBe(new Date(published.updatedAt).toISOString());

    const [news, event] = await Promise.all([cmsGet('/news-items?pagination[pageSize]=1'), cmsGet('/events?pagination[pageSize]=1')]).then(
      (answers) => answers.map((answer) => answer.data[0]),
    );
    for (const path of [
      '/',
      '/jobs',
      '/jobs/plaatsen',
      '/agenda',
      '/nieuws',
      '/partners',
      '/producten',
      '/over-ons',
      `/jobs/cat/${category.documentId}`,
      `/nieuws/${news.documentId}/${news.slug}`,
      `/agenda/${event.documentId}/${event.slug}`,
    ]) {
      expect(byLoc.has(`${webUrl}${path}`), path).toBe(true);
    }
    const totalOpen = (await cmsGet(`/vacancies?${openFilter()}&pagination[pageSize]=1`)).meta.pagination.total;
    expect(sitemap.urls.filter((url) => url.loc?.includes('/jobs/vacature/'))).toHaveLength(totalOpen);
    expect(new Set(sitemap.all.loc).size).toBe(sitemap.all.loc.length);
    expect((await fetch(`${webUrl}/sitemap/1.xml`)).status).toBe(404);
  });

  it('robots.txt allows the site, keeps account pages out and points at the sitemap', async () => {
    const response = await fetch(`${webUrl}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/User-Agent: \*/i);
    for (const path of ['/account', '/jobs/mijn', '/inschrijvingen', '/api/', '/jobs/zoeken'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${webUrl}/sitemap.xml`);
  });

  it('/jobs/rss.xml is RSS 2.0 with the newest vacancies first, linked from the pages', async () => {
    const response = await fetch(`${webUrl}/jobs/rss.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/rss\+xml/);
    const feed = await parseXml(await response.text());
    expect(feed.root).toBe('rss');
    const newest = (await cmsGet(`/vacancies?sort[0]=datePosted:desc&sort[1]=id:desc&${openFilter()}&pagination[pageSize]=5`)).data;
    // The channel's title comes first, then one per item.
    expect(feed.all.title.slice(1, 4)).toEqual(
      newest.slice(0, 3).map((vacancy: { title: string }) => expect.stringContaining(vacancy.title)),
    );
    expect(feed.all.link).toContain(`${webUrl}${open.path}`);
    expect(feed.all.link).not.toContain(`${webUrl}${expired.path}`);
    const dates = feed.all.pubDate.map((value) => Date.parse(value));
    expect(dates.every((value, index) => !Number.isNaN(value) && (index === 0 || value <= dates[index - 1]))).toBe(true);

    await page.goto('/jobs');
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe(`${webUrl}/jobs/rss.xml`);
  });
});

describe('canonical, Open Graph and Twitter meta', () => {
  it('a vacancy, a news item, a CMS page and /jobs each describe themselves', async () => {
    const news = (await cmsGet('/news-items?sort=date:desc&populate=image&pagination[pageSize]=1')).data[0];
    const cases = [
      { path: open.path, title: expect.stringContaining('Kok'), image: false },
      { path: `/nieuws/${news.documentId}/${news.slug}`, title: expect.stringContaining(news.title), image: true },
      { path: '/over-ons', title: expect.stringContaining('Over ons'), image: true },
      { path: '/jobs', title: expect.stringContaining('Vacatures'), image: false },
    ];
    for (const item of cases) {
      await page.goto(`${item.path}?utm_source=test`);
      expect(await page.locator('html').getAttribute('lang')).toBe('nl');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), item.path).toBe(`${webUrl}${item.path}`);
      expect(await meta(page, 'meta[property="og:url"]')).toBe(`${webUrl}${item.path}`);
      expect(await meta(page, 'meta[property="og:title"]')).toEqual(item.title);
      expect(await meta(page, 'meta[property="og:description"]')).toBeTruthy();
      expect(await meta(page, 'meta[property="og:locale"]')).toBe('nl_NL');
      expect(await meta(page, 'meta[property="og:site_name"]')).toBe('Vacaturesite');
      expect(await meta(page, 'meta[name="twitter:title"]')).toEqual(item.title);
      if (item.image) {
        expect(await meta(page, 'meta[property="og:image"]')).toMatch(new RegExp(`^${webUrl}/uploads/.+`));
        expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
        expect(await meta(page, 'meta[name="twitter:image"]')).toMatch(new RegExp(`^${webUrl}/uploads/.+`));
      } else {
        expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary');
      }
    }
  });
});
