import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
// @ts-expect-error plain ESM module shared with the start script
import { WEB_DIR } from '../../scripts/lib/stack.mjs';
import { adminSession } from '../support/admin';
import { launchBrowser, newPage } from '../support/browser';

/**
 * Issue 8, caching and delivery (docs/decisions/010): public pages come from Next's cache and the
 * CMS's webhook revalidates exactly what an editor published; chunk errors reload once per 10 s; a
 * new build is picked up on the next navigation.
 */

const { webUrl, cmsDatabaseFile } = inject('stack');
const VACANCY = 'api::vacancy.vacancy';
const run = Date.now().toString(36);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const get = (pathname: string) => fetch(`${webUrl}${pathname}`, { redirect: 'manual' });
const titleOf = async (pathname: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await get(pathname)).text())?.[1];

type Database = { prepare(sql: string): { run(...params: unknown[]): { changes: number } }; close(): void };
const BetterSqlite = createRequire(import.meta.url)('better-sqlite3') as new (file: string, options: { fileMustExist: boolean }) => Database;

/** Changes the published title behind Strapi's back: no webhook, so only a cached page can still show the old one. */
function changePublishedTitleQuietly(documentId: string, title: string) {
  const db = new BetterSqlite(cmsDatabaseFile!, { fileMustExist: true });
  try {
    expect(db.prepare('UPDATE vacancies SET title = ? WHERE document_id = ? AND published_at IS NOT NULL').run(title, documentId).changes).toBe(1);
  } finally {
    db.close();
  }
}

async function createPublishedVacancy(title: string) {
  const admin = await adminSession();
  const slug = `cache-test-${run}`;
  const created = await admin.call('POST', `/content-manager/collection-types/${VACANCY}`, {
    title,
    slug,
    summary: 'Een vacature om het cachen van pagina’s te testen.',
    employmentType: 'FULL_TIME',
    datePosted: new Date().toISOString().slice(0, 10),
  });
  expect(created.status).toBe(201);
  const documentId = created.json.data.documentId as string;
  expect((await admin.publish(VACANCY, documentId)).status).toBe(200);
  return { documentId, path: `/jobs/vacature/${documentId}/${slug}` };
}

describe('cached pages and on-publish revalidation', () => {
  it('serves a vacancy page from the cache, shows an editor’s change once published, and 404s after unpublishing', async () => {
    const admin = await adminSession();
    const { documentId, path: page } = await createPublishedVacancy(`Cache-monteur ${run}`);

    // Twice the same answer from Next's cache: a HIT with the same ETag.
    await expect.poll(async () => (await get(page)).headers.get('x-nextjs-cache')).toBe('HIT');
    const [first, second] = [await get(page), await get(page)];
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.headers.get('etag')).toBeTruthy();
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await titleOf(page)).toBe(`Cache-monteur ${run}`);

    if (cmsDatabaseFile) {
      // Content changed without a webhook: the cached page keeps showing what it rendered.
      changePublishedTitleQuietly(documentId, `Stil gewijzigd ${run}`);
      expect(await titleOf(page)).toBe(`Cache-monteur ${run}`);
    }

    // The editor publishes a change: the webhook revalidates the page, the list and the home.
    expect((await admin.updateDocument(VACANCY, documentId, { title: `Cache-monteur gewijzigd ${run}` })).status).toBe(200);
    expect(await titleOf(page)).not.toBe(`Cache-monteur gewijzigd ${run}`); // a draft is not live
    expect((await admin.publish(VACANCY, documentId)).status).toBe(200);
    await expect.poll(() => titleOf(page)).toBe(`Cache-monteur gewijzigd ${run}`);
    expect(await (await get('/jobs')).text()).toContain(`Cache-monteur gewijzigd ${run}`);
    expect(await (await get('/')).text()).toContain(`Cache-monteur gewijzigd ${run}`);

    expect((await admin.call('POST', `/content-manager/collection-types/${VACANCY}/${documentId}/actions/unpublish`, {})).status).toBe(200);
    await expect.poll(async () => (await get(page)).status).toBe(404);
    expect(await (await get('/jobs')).text()).not.toContain(`Cache-monteur gewijzigd ${run}`);
  });

  it('refuses revalidation without the right secret (401)', async () => {
    const body = JSON.stringify({ all: true });
    const headers = { 'content-type': 'application/json' };
    expect((await fetch(`${webUrl}/api/revalidate`, { method: 'POST', headers, body })).status).toBe(401);
    expect((await fetch(`${webUrl}/api/revalidate`, { method: 'POST', headers: { ...headers, 'x-revalidate-secret': 'geraden' }, body })).status).toBe(401);
  });

  it('never puts one visitor’s state in a cached page', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('href="/inloggen"');
    expect(html).not.toContain('Ingelogd als');
    expect(html).not.toMatch(/aria-pressed="true"/);
  });
});

describe('deployments', () => {
  it('reloads once after a failing chunk load, and not again within 10 seconds', async () => {
    const { page } = await newPage(browser, webUrl);
    await page.goto('/partners', { waitUntil: 'networkidle' });
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
    // another id (not by rewriting the file: the PostgreSQL pass serves the same public/ at the same time).
    const running = readFileSync(path.join(WEB_DIR, '.next', 'BUILD_ID'), 'utf8').trim();
    expect(await (await fetch(`${webUrl}/builds/latest.json`)).json()).toEqual({ buildId: running });
    const { page } = await newPage(browser, webUrl);
    try {
      await page.goto('/partners', { waitUntil: 'networkidle' });
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
