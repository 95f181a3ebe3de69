import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminSession, editorToken } from './actors';
import { PERSON_UA, newPage } from './browser';
import { runSql } from './database';

export type StoredEvent = { event_type: string; url: string; item_type: string | null; item_id: string | null };

/** What the CMS stored for one analytics session, in arrival order (a look into its database). */
export async function storedEvents(sessionId: string): Promise<StoredEvent[]> {
  const { rows } = await runSql('SELECT event_type, url, item_type, item_id FROM analytics_events WHERE session_id = ? ORDER BY id', [
    sessionId,
  ]);
  return rows as StoredEvent[];
}

/** The id inside the page's `session` cookie, or null. */
export async function sessionId(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'session');
  if (!cookie) return null;
  return (JSON.parse(decodeURIComponent(cookie.value)) as { id: string }).id;
}

/** The page as a visitor switching tabs would leave it: visibility hidden, `visibilitychange` fired. */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The figures of the admin's Statistieken page, as its admin API call returns them (decision 007). */
export type DashboardReport = {
  totals: { visitors: number; pageviews: number; events: number };
  topPages: { url: string; views: number }[];
  topItems: Record<'vacancy' | 'news' | 'event', { id: string; views: number; title?: string | null }[]>;
  eventsPerType: { eventType: string; label: string; count: number }[];
  funnel: { registered: number; emailValidated: number; signedInAfterSignUp: number };
};

/**
 * Posts one analytics batch as anyone could: straight to the CMS's public route, or through the site's
 * (`via: 'site'`, with a browser's Origin and user agent). Returns the status.
 */
export async function postAnalytics(
  events: Array<{ eventType: string; url: string; timestamp: number; item?: { type: string; id: string } }>,
  sessionId: string,
  { via = 'cms' }: { via?: 'cms' | 'site' } = {},
): Promise<number> {
  const { cmsUrl, webUrl } = inject('stack');
  const now = Date.now();
  const body = JSON.stringify({ data: { events, session: { id: sessionId, iat: now, exp: now + 1000 } } });
  const response =
    via === 'cms'
      ? await fetch(`${cmsUrl}/api/statistics`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      : await fetch(`${webUrl}/api/statistics`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: webUrl, 'user-agent': PERSON_UA },
          body,
        });
  return response.status;
}

/** `GET /analytics-dashboard/report` for Dutch calendar days `from`..`to`, with the run's editor token. */
export async function dashboardReport(from: string, to = from): Promise<DashboardReport> {
  const { status, json } = await (await adminSession()).call('GET', `/analytics-dashboard/report?from=${from}&to=${to}`);
  if (status !== 200) throw new Error(`the dashboard report answered ${status}: ${JSON.stringify(json)}`);
  return json.data as DashboardReport;
}

/**
 * A page of the CMS admin, signed in as the run's editor without the login form: Strapi limits admin
 * logins per address, so the admin gets the run's token where it keeps a remembered login
 * (localStorage `jwtToken`, JSON-encoded, and `isLoggedIn`).
 */
export async function adminPage(browser: Browser, path: string): Promise<{ context: BrowserContext; page: Page }> {
  // Editors reach the admin on the CMS's public host: nginx's public side in the cluster pass (issue 46).
  const { cmsUrl: internalUrl, cmsPublicUrl } = inject('stack');
  const adminToken = await editorToken();
  const cmsUrl = cmsPublicUrl ?? internalUrl;
  const { context, page } = await newPage(browser, cmsUrl);
  await context.addInitScript(
    ({ token, origin }: { token: string; origin: string }) => {
      if (location.origin !== origin) return;
      localStorage.setItem('jwtToken', JSON.stringify(token));
      localStorage.setItem('isLoggedIn', 'true');
    },
    { token: adminToken, origin: new URL(cmsUrl).origin },
  );
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { context, page };
}
