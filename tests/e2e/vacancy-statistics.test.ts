import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminSession, cmsAs, pageAs as pageAsVisitor, signedInActor, type Actor } from '../support/actors';
import { hidePage, sessionId } from '../support/analytics';
import { launchBrowser, newVisitor } from '../support/browser';
import { dateInAmsterdam, outsideMidnightInAmsterdam, postVacancy, VACANCY_UID, vacancyHref } from '../support/jobs';

/**
 * Issue 39, a vacancy's statistics for its poster (decision 055): two real visits in Chromium (one from
 * a search on /jobs, one from a job-alert link) and an apply click reach the poster's /jobs/mijn/{id} per
 * day and per source, and its CSV; anyone else gets 404, through the site and the CMS API.
 *
 * Other files' visitors may open the newest vacancies too (as 'direct' or 'search'), so the checks ask
 * for at least what this file sent where others could add to it, and exactly where only it can: a
 * job-alert link to this vacancy. The page and the CSV must say what the CMS says.
 */

const { webUrl, cmsUrl } = inject('stack');
const run = Date.now().toString(36);
const TOKEN = `statistiek${run}`;
const TITLE = `Magazijnmedewerker ${TOKEN}`;

let browser: Browser;
let poster: Actor;
let intruder: Actor;
let vacancy: { documentId: string; slug: string };
/** The day the file runs on: set once midnight is not about to pass (the figures are per calendar day). */
let today = '';
let dutchToday = '';

type Statistics = {
  from: string;
  to: string;
  days: { day: string; views: number; applyClicks: number; applications: number; sources: Record<string, number> }[];
  sources: { source: string; views: number }[];
  totals: { views: number; applyClicks: number; applications: number };
};

const statisticsPath = () => `/my-jobs/vacancies/${vacancy.documentId}/statistics`;

/** The poster's figures for today, straight from the CMS. */
async function todayInCms(): Promise<Statistics['days'][number] | undefined> {
  const { status, json } = await cmsAs(cmsUrl, poster, 'GET', statisticsPath());
  if (status !== 200) throw new Error(`the statistics answered ${status}: ${JSON.stringify(json)}`);
  return (json.data as Statistics).days.find((day) => day.day === today);
}

/** Waits until the page has hydrated and its analytics hold a session (as tests/e2e/analytics.test.ts). */
async function open(page: Page, path: string) {
  const hydrated = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/visitor');
  await page.goto(path);
  await hydrated;
  await expect.poll(() => sessionId(page), { timeout: 10_000 }).toBeTruthy();
}

/**
 * Until the CMS's figures for today pass `check`. An event is queued once its page has rendered (and the
 * analytics have loaded, decision 041), so each try hides the page again, which sends the queue; not more
 * often than every half second: each try is a batch, and a session may send 120 a minute (ANALYTICS_RATE_MAX).
 */
async function untilCms(page: Page, check: (day: Statistics['days'][number] | undefined) => boolean) {
  await expect
    .poll(
      async () => {
        await hidePage(page);
        return check(await todayInCms());
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(true);
}

beforeAll(async () => {
  await outsideMidnightInAmsterdam();
  today = dateInAmsterdam(0);
  dutchToday = today.split('-').reverse().join('-');
  browser = await launchBrowser();
  [poster, intruder] = await Promise.all([signedInActor('statistiek-plaatser'), signedInActor('statistiek-indringer')]);
  vacancy = await postVacancy(poster.jwt, { title: TITLE });
  expect((await (await adminSession()).publish(VACANCY_UID, vacancy.documentId)).status).toBe(200);
}, 240_000); // up to two minutes of it waiting out midnight
afterAll(async () => browser?.close());

describe('a vacancy’s statistics for its poster (decision 055)', () => {
  it('starts with nothing since the publication, and refuses an item view labelled with an address', async () => {
    const { json } = await cmsAs(cmsUrl, poster, 'GET', statisticsPath());
    // The period starts on the day the vacancy was posted: only today.
    expect(json.data).toMatchObject({ from: today, to: today, totals: { applications: 0 } });
    const now = Date.now();
    const forged = await fetch(`${cmsUrl}/api/statistics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: {
          session: { id: `e2e-bron-${run}`, iat: now, exp: now + 1000 },
          events: [
            {
              eventType: 'Itemview',
              url: vacancyHref(vacancy),
              timestamp: now,
              item: { type: 'vacancy', id: vacancy.documentId },
              label: 'https://www.example.org/iemand',
            },
          ],
        },
      }),
    });
    expect(forged.status).toBe(400);
  });

  it('counts a view from a search on /jobs with its apply click, and a view from a job-alert link', async () => {
    // A visitor searches, opens the vacancy from the list and clicks to apply.
    const searcher = await newVisitor(browser, webUrl);
    try {
      await open(searcher.page, `/jobs?q=${encodeURIComponent(TOKEN)}`);
      await searcher.page
        .locator(`[data-testid="vacancy-card"] a[href="${vacancyHref(vacancy)}"]`)
        .first()
        .click();
      await searcher.page.waitForURL(/\/jobs\/vacature\//);
      await searcher.page.getByRole('heading', { name: TITLE }).first().waitFor();
      await untilCms(searcher.page, (day) => (day?.sources.search ?? 0) >= 1);
      // The view was sent, so the page's analytics listen for clicks now. Signed out, the button leads to
      // the sign-in page (a client-side navigation): the click is queued before it, and sent by the next hide.
      await searcher.page.locator('[data-apply-click]').first().click();
      await untilCms(searcher.page, (day) => (day?.applyClicks ?? 0) >= 1);
    } finally {
      await searcher.context.close();
    }

    // Another visitor follows the link in a job-alert mail (apps/cms/src/api/job-alert/lib/mail.ts: `?bron=email`).
    const subscriber = await newVisitor(browser, webUrl);
    try {
      await open(subscriber.page, `${vacancyHref(vacancy)}?bron=email`);
      await untilCms(subscriber.page, (day) => day?.sources.alert === 1);
    } finally {
      await subscriber.context.close();
    }
    const day = (await todayInCms())!;
    expect(day.sources.alert).toBe(1);
    expect(day.views).toBeGreaterThanOrEqual(2);
    expect(day.applications).toBe(0);
  });

  it('shows the poster the figures per day and per source on /jobs/mijn/{id}, and the same as CSV', async () => {
    const expected = (await todayInCms())!;
    const page = await pageAsVisitor(browser, webUrl, poster);
    try {
      expect((await page.goto(`/jobs/mijn/${vacancy.documentId}`))?.status()).toBe(200);
      const section = page.getByTestId('vacancy-statistics');
      await expect.poll(() => section.getByRole('heading', { level: 2 }).first().textContent()).toBe('Statistieken');
      const cells = (row: string) => section.locator(row).locator('th, td').allInnerTexts();
      expect(await cells(`[data-testid="statistics-days"] tr[data-day="${today}"]`)).toEqual([
        dutchToday,
        String(expected.views),
        String(expected.applyClicks),
        '0',
      ]);
      expect((await cells('[data-testid="statistics-sources"] tr[data-source="alert"]')).slice(0, 2)).toEqual(['Vacature-alert', '1']);
      expect((await cells('[data-testid="statistics-sources"] tr[data-source="search"]')).slice(0, 2)).toEqual([
        'Zoeken op de site',
        String(expected.sources.search),
      ]);
      // Nothing about a visitor: no session ids or addresses anywhere in the section.
      expect(await section.innerHTML()).not.toMatch(/session|10\.\d+\.\d+\.\d+|127\.0\.0\.1/);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statistics-csv').click()]);
      expect(download.suggestedFilename()).toBe(`statistieken-vacature-${vacancy.documentId}-${dutchToday}.csv`);
      const bytes = await readFile((await download.path())!);
      // Dutch Excel: a UTF-8 byte order mark, semicolons, dd-mm-jjjj.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      // Every cell quoted (issue 48); read back with a real CSV parser.
      const [header, ...rows] = parse(bytes.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
      expect(header.slice(0, 4)).toEqual(['Datum', 'Bekeken', 'Klikken op solliciteren', 'Sollicitaties']);
      const row = rows.find((cells) => cells[0] === dutchToday)!;
      expect(row.slice(0, 4)).toEqual([dutchToday, String(expected.views), String(expected.applyClicks), '0']);
      expect(row[header.indexOf('Bekeken via: Vacature-alert')]).toBe('1');
      expect(row[header.indexOf('Bekeken via: Zoeken op de site')]).toBe(String(expected.sources.search));
    } finally {
      await page.context().close();
    }
  });

  it('gives anyone but the poster 404 through the site and the CMS API', async () => {
    const page = await pageAsVisitor(browser, webUrl, intruder);
    try {
      expect((await page.goto(`/jobs/mijn/${vacancy.documentId}`))?.status()).toBe(404);
      expect(await page.getByTestId('vacancy-statistics').count()).toBe(0);
    } finally {
      await page.context().close();
    }
    const csv = (cookie?: string) =>
      fetch(`${webUrl}/api/jobs/vacancies/${vacancy.documentId}/statistics`, { headers: cookie ? { cookie } : {} });
    const theirs = await csv(intruder.cookie);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain('Datum;');
    expect((await csv()).status).toBe(401);
    expect((await csv(poster.cookie)).headers.get('content-type')).toBe('text/csv; charset=utf-8');

    expect((await cmsAs(cmsUrl, intruder, 'GET', statisticsPath())).status).toBe(404);
    expect((await cmsAs(cmsUrl, intruder, 'GET', '/my-jobs/vacancies/doesnotexist0000000000000/statistics')).status).toBe(404);
    expect([401, 403]).toContain((await cmsAs(cmsUrl, null, 'GET', statisticsPath())).status);
  });
});
