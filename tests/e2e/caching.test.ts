import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { WEB_DIR } from '../../scripts/lib/stack.mjs';
import { createConfirmedAccount, signIn, siteApi } from '../support/accounts';
import { adminSession, cmsGet } from '../support/actors';
import { settledPage } from '../support/cache';
import { launchBrowser, newPage, newVisitor, openInteractive } from '../support/browser';
import { createEvent } from '../support/events';
import { runSql } from '../support/database';
import { createVacancy, deleteCreatedVacancies, publishVacancy, today } from '../support/vacancies';

/**
 * Issue 8, caching and delivery (docs/decisions/010): public pages come from Next's cache and the
 * CMS's webhook revalidates exactly what an editor published; chunk errors reload once per 10 s; a
 * new build is picked up on the next navigation.
 */

const { webUrl } = inject('stack');
const VACANCY = 'api::vacancy.vacancy';
const run = Date.now().toString(36);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
/** Documents this file made through the admin API itself, deleted again afterwards. */
const madeHere: Array<{ uid: string; documentId: string }> = [];
afterAll(async () => {
  await browser?.close();
  await deleteCreatedVacancies();
  const admin = await adminSession();
  for (const { uid, documentId } of madeHere.splice(0))
    await admin.call('DELETE', `/content-manager/collection-types/${uid}/${documentId}`);
});

const get = (pathname: string) => fetch(`${webUrl}${pathname}`, { redirect: 'manual' });
const cacheState = async (pathname: string) => (await get(pathname)).headers.get('x-nextjs-cache');
const titleOf = async (pathname: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await get(pathname)).text())?.[1];

/**
 * Changes the published title behind Strapi's back: no webhook, so only a cached page can still show
 * the old one. Straight into whichever database the CMS runs on (pg is the CMS's own PostgreSQL driver).
 */
async function changePublishedTitleQuietly(documentId: string, title: string, table = 'vacancies') {
  const update = `UPDATE ${table} SET title = ? WHERE document_id = ? AND published_at IS NOT NULL`;
  expect((await runSql(update, [title, documentId])).changed).toBe(1);
}

async function createPublishedVacancy(title: string, slug = `cache-test-${run}`) {
  const admin = await adminSession();
  const created = await admin.call('POST', `/content-manager/collection-types/${VACANCY}`, {
    title,
    slug,
    summary: 'Een vacature om het cachen van pagina’s te testen.',
    employmentType: 'FULL_TIME',
    datePosted: today(),
  });
  expect(created.status).toBe(201);
  const documentId = created.json.data.documentId as string;
  expect((await admin.publish(VACANCY, documentId)).status).toBe(200);
  madeHere.push({ uid: VACANCY, documentId });
  return { documentId, path: `/jobs/vacature/${documentId}/${slug}` };
}

/** The webhook's promise (decision 010): what an editor publishes is live within this time. */
const PUBLISH_TO_LIVE_MS = 5_000;
const answerOf = async (pathname: string) => {
  const response = await get(pathname);
  const location = response.headers.get('location');
  return { status: response.status, location: location && new URL(location, webUrl).pathname };
};

/** Drafts of each detail page the proxy checks against the CMS (lib/routing/canonical-slug). */
const DRAFTS = [
  {
    uid: VACANCY,
    prefix: '/jobs/vacature',
    fields: { summary: 'Een vacature die eerst een concept is.', employmentType: 'FULL_TIME', datePosted: today() },
  },
  { uid: 'api::news-item.news-item', prefix: '/nieuws', fields: { summary: 'Een bericht dat eerst een concept is.', date: today() } },
  {
    uid: 'api::event.event',
    prefix: '/agenda',
    fields: {
      summary: 'Een evenement dat eerst een concept is.',
      start: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      location: 'Stadhuis Zwolle',
      capacity: null,
      price: 0,
    },
  },
];

describe('what the proxy remembers about detail pages (slugs, "not found")', () => {
  it('sends the old URL of a renamed vacancy to the new one, which shows the new title, within 5 s of publishing', async () => {
    const admin = await adminSession();
    const { documentId, path: oldPath } = await createPublishedVacancy(`Hernoemde vacature ${run}`, `hernoemd-oud-${run}`);
    // Warm: the proxy knows the old slug (a wrong one is sent there) and the old page is in the cache.
    expect(await answerOf(`/jobs/vacature/${documentId}/verkeerd-${run}`)).toEqual({ status: 308, location: oldPath });
    await expect.poll(() => cacheState(oldPath)).toBe('HIT');

    // The editor renames it and regenerates the slug from the new title, as the Content Manager's slug field does.
    const title = `Omgedoopte vacature ${run}`;
    expect((await admin.updateDocument(VACANCY, documentId, { title, slug: `omgedoopt-${run}` })).status).toBe(200);
    expect((await admin.publish(VACANCY, documentId)).status).toBe(200);
    const { data } = await cmsGet<{ data: { slug: string } }>(`/vacancies/${documentId}?fields[0]=slug`);
    const newPath = `/jobs/vacature/${documentId}/${data.slug}`;
    expect(newPath).not.toBe(oldPath);

    const live = async () => ({ old: await answerOf(oldPath), title: await titleOf(newPath) });
    await expect.poll(live, { timeout: PUBLISH_TO_LIVE_MS }).toEqual({ old: { status: 308, location: newPath }, title });
  });

  it('answers a draft’s vacancy, news and event URL with the 404 page, and with the content within 5 s of publishing', async () => {
    const admin = await adminSession();
    const drafts: Array<(typeof DRAFTS)[number] & { documentId: string; title: string; path: string }> = [];
    for (const [index, draft] of DRAFTS.entries()) {
      const title = `Eerst concept ${index} ${run}`;
      const slug = `eerst-concept-${index}-${run}`;
      const created = await admin.call('POST', `/content-manager/collection-types/${draft.uid}`, { title, slug, ...draft.fields });
      expect(created.status, draft.uid).toBe(201);
      const documentId = created.json.data.documentId as string;
      madeHere.push({ uid: draft.uid, documentId });
      drafts.push({ ...draft, documentId, title, path: `${draft.prefix}/${documentId}/${slug}` });
    }
    // Warm: the proxy has heard "not found" from the CMS for each, and remembers it.
    for (const draft of drafts) {
      const response = await get(draft.path);
      expect(response.status, draft.path).toBe(404);
      expect(await response.text(), draft.path).toContain('<h1>Pagina niet gevonden</h1>');
    }

    for (const draft of drafts) expect((await admin.publish(draft.uid, draft.documentId)).status, draft.uid).toBe(200);
    const shown = async () => {
      const answers = [];
      for (const draft of drafts) {
        const response = await get(draft.path);
        answers.push({ status: response.status, title: /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1] });
      }
      return answers;
    };
    await expect.poll(shown, { timeout: PUBLISH_TO_LIVE_MS }).toEqual(drafts.map((draft) => ({ status: 200, title: draft.title })));
  });
});

describe('cached pages and on-publish revalidation', () => {
  it('serves a vacancy page from the cache, shows an editor’s change once published, and 404s after unpublishing', async () => {
    const admin = await adminSession();
    const { documentId, path: page } = await createPublishedVacancy(`Cache-monteur ${run}`);

    // Twice the same answer from Next's cache: a HIT with the same ETag. Settled first: with Redis the
    // publish reaches the site a second later and could turn the page stale between the two.
    await settledPage(page);
    const [first, second] = [await get(page), await get(page)];
    expect([first, second].map((answer) => answer.headers.get('x-nextjs-cache'))).toEqual(['HIT', 'HIT']);
    expect(second.headers.get('etag')).toBeTruthy();
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await titleOf(page)).toBe(`Cache-monteur ${run}`);

    // Content changed without a webhook: the cached page keeps showing what it rendered.
    await changePublishedTitleQuietly(documentId, `Stil gewijzigd ${run}`);
    expect(await titleOf(page)).toBe(`Cache-monteur ${run}`);

    // The editor publishes a change: the webhook revalidates the page, the list and the home.
    expect((await admin.updateDocument(VACANCY, documentId, { title: `Cache-monteur gewijzigd ${run}` })).status).toBe(200);
    expect(await titleOf(page)).not.toBe(`Cache-monteur gewijzigd ${run}`); // a draft is not live
    expect((await admin.publish(VACANCY, documentId)).status).toBe(200);
    // Stale-while-revalidate: the first visitor after the webhook may still get the old page.
    await expect.poll(() => titleOf(page), { timeout: PUBLISH_TO_LIVE_MS }).toBe(`Cache-monteur gewijzigd ${run}`);
    await expect.poll(async () => (await get('/jobs')).text(), { timeout: PUBLISH_TO_LIVE_MS }).toContain(`Cache-monteur gewijzigd ${run}`);
    await expect.poll(async () => (await get('/')).text(), { timeout: PUBLISH_TO_LIVE_MS }).toContain(`Cache-monteur gewijzigd ${run}`);

    expect((await admin.call('POST', `/content-manager/collection-types/${VACANCY}/${documentId}/actions/unpublish`, {})).status).toBe(200);
    await expect.poll(async () => (await get(page)).status, { timeout: PUBLISH_TO_LIVE_MS }).toBe(404);
    await expect
      .poll(async () => (await get('/jobs')).text(), { timeout: PUBLISH_TO_LIVE_MS })
      .not.toContain(`Cache-monteur gewijzigd ${run}`);
  });

  it('never makes a visitor wait after a publish: the old page at cache speed until the new one is ready, within 5 s', async () => {
    const admin = await adminSession();
    const { documentId, path: page } = await createPublishedVacancy(`Vlotte monteur ${run}`, `vlot-${run}`);
    await expect.poll(() => cacheState(page)).toBe('HIT');
    const timed = async () => {
      const started = performance.now();
      const response = await get(page);
      const title = /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1];
      return { ms: performance.now() - started, cache: response.headers.get('x-nextjs-cache'), title };
    };
    const cached: number[] = [];
    for (let i = 0; i < 10; i += 1) cached.push((await timed()).ms);

    expect((await admin.updateDocument(VACANCY, documentId, { title: `Vlotte monteur gewijzigd ${run}` })).status).toBe(200);
    expect((await admin.publish(VACANCY, documentId)).status).toBe(200);
    const seen: Array<Awaited<ReturnType<typeof timed>>> = [];
    const deadline = Date.now() + PUBLISH_TO_LIVE_MS;
    while (Date.now() < deadline && seen.at(-1)?.title !== `Vlotte monteur gewijzigd ${run}`) seen.push(await timed());

    expect(seen.at(-1)?.title).toBe(`Vlotte monteur gewijzigd ${run}`);
    // Every answer came from the cache, the old page while the new one rendered ('STALE'), never a render
    // the visitor waited for ('MISS'), and about as fast as before the publish.
    expect(seen.map((answer) => answer.cache).filter((state) => state !== 'HIT' && state !== 'STALE')).toEqual([]);
    expect(seen.some((answer) => answer.cache === 'STALE' && answer.title === `Vlotte monteur ${run}`)).toBe(true);
    // Typical answers, not the single slowest: with the other e2e pass beside this one (decision 060) one answer
    // in twenty can wait for a core; a render the visitor waited for shows as 'MISS' above.
    expect(median(seen.map((answer) => answer.ms))).toBeLessThan(Math.max(3 * median(cached), 100));
  });

  it('refuses revalidation without the right secret (401)', async () => {
    const body = JSON.stringify({ all: true });
    const headers = { 'content-type': 'application/json' };
    expect((await fetch(`${webUrl}/api/revalidate`, { method: 'POST', headers, body })).status).toBe(401);
    expect(
      (await fetch(`${webUrl}/api/revalidate`, { method: 'POST', headers: { ...headers, 'x-revalidate-secret': 'geraden' }, body })).status,
    ).toBe(401);
  });

  it('never puts one visitor’s state in a cached page', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('href="/inloggen"');
    expect(html).not.toContain('Ingelogd als');
    expect(html).not.toMatch(/aria-pressed="true"/);
  });
});

/** The address bar and the main content's text after a visitor's browser loaded `pathname`. */
async function shownInBrowser(pathname: string) {
  const { page, context } = await newVisitor(browser, webUrl);
  try {
    await openInteractive(page, pathname);
    return { url: page.url(), text: await page.locator('main').innerText() };
  } finally {
    await context.close();
  }
}

describe('lists at paths of their own (decision 021: /agenda/geweest, /nieuws/pagina/2, /jobs/vakgebied/{id}, /c/{id})', () => {
  const firstCategory = async () =>
    (await cmsGet<{ data: Array<{ documentId: string }> }>('/vacancy-categories?fields[0]=name&pagination[pageSize]=1')).data[0].documentId;

  it('answers every list state from the cache, and sends its old query address there with the other parameters kept', async () => {
    const category = await firstCategory();
    const lists: Array<[old: string, path: string]> = [
      ['/agenda?periode=geweest', '/agenda/geweest'],
      ['/agenda?periode=geweest&page=2', '/agenda/geweest/pagina/2'],
      ['/nieuws?page=2', '/nieuws/pagina/2'],
      [`/jobs/cat/${category}?page=2`, `/jobs/cat/${category}/pagina/2`],
      [`/c?categorie=${category}`, `/c/${category}`],
      [`/jobs?page=2&hours=32-40&category=${category}&sort=date`, `/jobs/vakgebied/${category}/uren/32-40/pagina/2`],
      ['/agenda?page=1&periode=komend', '/agenda'],
    ];
    for (const [old, path] of lists) {
      const moved = await get(`${old}&utm_source=nieuwsbrief`);
      expect(moved.status, old).toBe(308);
      expect(moved.headers.get('location'), old).toBe(`${path}?utm_source=nieuwsbrief`);
    }
    // Not only until one answer is a HIT: the previous test's publish may still turn a list stale, and
    // behind nginx the next answer may then be the other instance's new render (CI, cluster pass).
    await settledPage(...lists.map(([, path]) => path));
    for (const [, path] of lists) {
      // A parameter that is not the list's is answered from the very same cache entry.
      const [clean, tagged] = [await get(path), await get(`${path}?utm_source=nieuwsbrief`)];
      expect(
        [clean, tagged].map((answer) => answer.headers.get('x-nextjs-cache')),
        path,
      ).toEqual(['HIT', 'HIT']);
      expect(tagged.headers.get('etag'), path).toBe(clean.headers.get('etag'));
    }
  });

  it('has one address per list state: another order, page 1, a made-up value or a sort without words is a 404 of its own', async () => {
    const category = await firstCategory();
    // A made-up id of the right shape too: else every such id would render, and be cached as, a page.
    const madeUp = 'x'.repeat(24);
    const others = [
      '/nieuws/pagina/1',
      '/agenda/pagina/02',
      `/jobs/uren/32-40/vakgebied/${category}`,
      '/jobs/uren/veel',
      `/jobs/vakgebied/${category}/pagina/1`,
      '/c/DROP',
      `/jobs/vakgebied/${madeUp}`,
      `/jobs/vakgebied/${category}/plaats/${madeUp}`,
      `/c/${madeUp}`,
    ];
    for (const path of others) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toContain(`Page Not Found: ${path}`);
    }
    expect((await get('/jobs/sortering/date')).status).toBe(404);
  });

  it('shows what an editor publishes within 5 s: a news item, an event, a vacancy in its field of work', async () => {
    const before = await cmsGet<{ data: Array<{ documentId: string; title: string }> }>(
      '/news-items?sort[0]=date:desc&sort[1]=id:desc&pagination[pageSize]=1',
    );
    const newest = before.data[0];
    const category = await firstCategory();
    for (const pathname of ['/nieuws', '/agenda', `/jobs/cat/${category}`, `/c/${category}`, `/jobs/vakgebied/${category}`])
      await expect.poll(() => cacheState(pathname)).toBe('HIT');

    // Changed behind Strapi's back (no webhook): the cached list keeps what it rendered.
    await changePublishedTitleQuietly(newest.documentId, `Stil gewijzigd nieuws ${run}`, 'news_items');
    expect(await (await get('/nieuws')).text()).not.toContain(`Stil gewijzigd nieuws ${run}`);
    const admin = await adminSession();
    expect((await admin.updateDocument('api::news-item.news-item', newest.documentId, { title: `Vers nieuws ${run}` })).status).toBe(200);
    expect((await admin.publish('api::news-item.news-item', newest.documentId)).status).toBe(200);
    await expect.poll(async () => (await get('/nieuws')).text(), { timeout: PUBLISH_TO_LIVE_MS }).toContain(`Vers nieuws ${run}`);

    const event = await createEvent({ title: `Gecachet evenement ${run}`, capacity: null, daysAhead: 1 });
    await expect.poll(async () => (await get('/agenda')).text(), { timeout: PUBLISH_TO_LIVE_MS }).toContain(event.title);

    const vacancy = await createVacancy({ title: `Gecachete vakgebiedvacature ${run}`, category });
    await publishVacancy(vacancy);
    for (const pathname of [`/jobs/cat/${category}`, `/c/${category}`, `/jobs/vakgebied/${category}`]) {
      await expect.poll(async () => (await get(pathname)).text(), { timeout: PUBLISH_TO_LIVE_MS }).toContain(vacancy.title);
    }
  });

  it('gives /agenda/geweest and /nieuws/pagina/2 their own content and links, reached from the old addresses too', async () => {
    const past = await createEvent({ title: `Voorbij cache ${run}`, capacity: null, daysAhead: -3 });
    await expect.poll(async () => (await get('/agenda/geweest')).text()).toContain(past.title);
    expect(await (await get('/agenda')).text()).not.toContain(past.title);
    const shown = await shownInBrowser('/agenda?periode=geweest');
    expect(shown.url).toBe(`${webUrl}/agenda/geweest`);
    expect(shown.text).toContain(past.title);

    const news = await cmsGet<{ data: Array<{ title: string }> }>(
      '/news-items?sort[0]=date:desc&sort[1]=id:desc&pagination[page]=2&pagination[pageSize]=12',
    );
    const firstPage = await cmsGet<{ data: Array<{ title: string }> }>(
      '/news-items?sort[0]=date:desc&sort[1]=id:desc&pagination[page]=1&pagination[pageSize]=12',
    );
    expect(news.data.length).toBeGreaterThan(0);
    const second = await shownInBrowser('/nieuws?page=2');
    expect(second.url).toBe(`${webUrl}/nieuws/pagina/2`);
    for (const item of news.data) expect(second.text).toContain(item.title);
    for (const item of firstPage.data) expect(second.text).not.toContain(item.title);
    const html = await (await get('/nieuws/pagina/2')).text();
    expect(html).toContain(`<link rel="canonical" href="`);
    // Its pagination links the first page by its bare path.
    expect(html).toMatch(/<a[^>]*href="\/nieuws"[^>]*rel="prev"|<a[^>]*rel="prev"[^>]*href="\/nieuws"/);
  });
});

describe('cached event page', () => {
  it('is the same HTML for everyone and after registrations; places left and one’s own registration come live from the browser', async () => {
    const event = await createEvent({ title: `Cache-inschrijving ${run}`, capacity: 5 });
    // The publish's own webhook first: with Redis it reaches the site a second later and would mark the
    // page just cached stale, which a registration must not do (CI on PostgreSQL once saw 'STALE' here).
    await settledPage(event.path);
    await expect.poll(() => cacheState(event.path)).toBe('HIT');
    const before = await get(event.path);
    const html = await before.text();
    expect(html).toContain(event.title);
    expect(html).not.toContain('Log in om je in te schrijven');
    expect(html).not.toContain('plaatsen vrij');

    const account = await createConfirmedAccount('cache-evenement');
    const cookie = await signIn(account.email, account.password);
    expect((await siteApi('/api/registrations', { body: { event: event.documentId }, cookie })).status).toBe(201);

    const after = await get(event.path);
    expect(after.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));

    const anonymous = await siteApi(`/api/registrations?event=${event.documentId}`, { method: 'GET' });
    expect(anonymous.json).toEqual({
      signedIn: false,
      availability: { capacity: 5, taken: 1, placesLeft: 4, waitingList: 0 },
      registration: null,
    });
    const own = await siteApi(`/api/registrations?event=${event.documentId}`, { method: 'GET', cookie });
    expect(own.json).toMatchObject({ signedIn: true, availability: { placesLeft: 4 }, registration: { status: 'confirmed' } });
    const raw = await fetch(`${webUrl}/api/registrations?event=${event.documentId}`);
    expect(raw.headers.get('cache-control')).toContain('no-store');

    const { page, context } = await newVisitor(browser, webUrl);
    await page.goto(event.path);
    const box = page.getByTestId('event-registration');
    await box.getByText('Nog 4 plaatsen vrij van de 5.').waitFor();
    await box.getByRole('link', { name: 'Log in om je in te schrijven' }).waitFor();
    await context.close();
  });
});

describe('deployments', () => {
  it('reloads once after a failing chunk load, and not again within 10 seconds', async () => {
    const { page } = await newPage(browser, webUrl);
    await openInteractive(page, '/partners');
    // A dynamic import of a chunk this build does not have, as after a deployment removed it. A string,
    // because Vitest would rewrite an import() inside a function passed to the page.
    const failChunk = () => page.evaluate("setTimeout(() => void import('/_next/static/chunks/verdwenen-' + Date.now() + '.js'))");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await Promise.all([page.waitForEvent('load'), failChunk()]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await page.evaluate(() => sessionStorage.getItem('vs:chunk-reload-at'))).toMatch(/^\d+$/);

    await page.waitForFunction(() => document.readyState === 'complete');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
    const skipped = page.waitForEvent('console', (message) => message.text().includes('not reloading'));
    await failChunk();
    await skipped;
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2);
  });

  it('notices a new build from /builds/latest.json and loads the next page in full', async () => {
    // The build wrote the manifest the site serves; a new deployment is played by answering the poll with
    // another id (not by rewriting the file, which belongs to the build and every server started from it).
    const running = readFileSync(path.join(WEB_DIR, '.next', 'BUILD_ID'), 'utf8').trim();
    expect(await (await fetch(`${webUrl}/builds/latest.json`)).json()).toEqual({ buildId: running });
    const { page } = await newPage(browser, webUrl);
    try {
      await openInteractive(page, '/partners');
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      // Client-side navigation while the build is the same: the page (and its window) stays.
      await page.getByRole('link', { name: 'Vacatures', exact: true }).first().click();
      await page.waitForURL('**/jobs');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

      await page.route('**/builds/latest.json?t=*', (route) => route.fulfill({ json: { buildId: `nieuw-${run}` } }));
      const polled = page.waitForRequest((request) => request.url().includes('/builds/latest.json?t='));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await polled;
      await page.waitForFunction(() => document.documentElement.dataset.newBuild === 'true');

      const documentLoad = page.waitForEvent('load');
      await page.getByRole('link', { name: 'Partners', exact: true }).first().click();
      await documentLoad;
      await page.waitForURL('**/partners');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    } finally {
      await page.context().close();
    }
  });
});
