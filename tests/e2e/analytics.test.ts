import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { GOOGLEBOT_UA, PERSON_UA, launchBrowser, newVisitor } from '../support/browser';
import { hidePage, sessionId, storedEvents } from '../support/analytics';

const { webUrl, cmsUrl } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const summary = (events: Awaited<ReturnType<typeof storedEvents>>) =>
  events.map((e) => (e.item_type ? `${e.event_type} ${e.item_type}:${e.item_id}` : `${e.event_type} ${e.url}`));

async function clickAndWait(page: Page, selector: string, url: RegExp) {
  await page.locator(selector).first().click();
  await page.waitForURL(url);
}

async function mountedSession(page: Page): Promise<string> {
  await expect.poll(() => sessionId(page), { timeout: 10_000 }).toBeTruthy();
  return (await sessionId(page))!;
}

/** The documentId in a detail link such as /jobs/vacature/{id}/{slug}. */
const idIn = (href: string) => href.split('/').at(-2)!;

describe('analytics', () => {
  it('records page views and per-item views along a visit, honours the skip list and sends on hide', async () => {
    const { page, context } = await newVisitor(browser, webUrl);
    const statistics: number[] = [];
    page.on('response', (r) => r.url().endsWith('/api/statistics') && statistics.push(r.status()));

    await page.goto('/?bron=email');
    // The tracker sets the cookie once the page is hydrated; only then do links navigate client-side.
    const id = await mountedSession(page);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    await clickAndWait(page, '#hoofdmenu a[href="/jobs"]', /\/jobs$/);
    const vacancyHref = (await page.locator('a[href^="/jobs/vacature/"]').first().getAttribute('href'))!;
    await clickAndWait(page, `a[href="${vacancyHref}"]`, /\/jobs\/vacature\//);
    await page.goBack();
    await page.waitForURL(/\/jobs$/);
    await clickAndWait(page, '#hoofdmenu a[href="/agenda"]', /\/agenda$/);
    const eventHref = (await page.locator('main a[href^="/agenda/"]').first().getAttribute('href'))!;
    await clickAndWait(page, `a[href="${eventHref}"]`, /\/agenda\/[^/]+\/[^/]+$/);
    await clickAndWait(page, '#hoofdmenu a[href="/nieuws"]', /\/nieuws$/);
    const newsHref = (await page.locator('main a[href^="/nieuws/"]').first().getAttribute('href'))!;
    await clickAndWait(page, `a[href="${newsHref}"]`, /\/nieuws\/[^/]+\/[^/]+$/);

    // Everything waits in the queue (5 s start delay) until the page is hidden.
    await hidePage(page);
    const expected = [
      'session start /?bron=email',
      'email link /?bron=email',
      'Pageview /?bron=email',
      'Pageview /jobs',
      `Itemview vacancy:${idIn(vacancyHref)}`,
      'Pageview /jobs',
      'Pageview /agenda',
      `Itemview event:${idIn(eventHref)}`,
      'Pageview /nieuws',
      `Itemview news:${idIn(newsHref)}`,
      `session pause ${newsHref}`,
    ];
    await expect.poll(async () => summary(await storedEvents(id!)), { timeout: 10_000 }).toEqual(expected);
    expect(statistics.every((status) => status === 204)).toBe(true);
    await context.close();
  });

  it('records a Marketing event for a visit from a campaign link', async () => {
    const { page, context } = await newVisitor(browser, webUrl);
    await page.goto('/?utm_source=nieuwsbrief&utm_campaign=zorgweek');
    const id = await mountedSession(page);
    await hidePage(page);
    await expect.poll(async () => summary(await storedEvents(id)), { timeout: 10_000 }).toContain('Marketing /?utm_source=nieuwsbrief&utm_campaign=zorgweek');
    await context.close();
  });

  it('records nothing for /c and /l/{id}, and one session per visit for the cookie\'s year', async () => {
    const { page, context } = await newVisitor(browser, webUrl);
    await page.goto('/c');
    const id = await mountedSession(page);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await page.goto('/l/onbekend');
    await page.waitForTimeout(500);
    await page.goto('/jobs');
    await page.waitForLoadState('networkidle');
    expect(await sessionId(page)).toBe(id);
    const cookie = (await context.cookies()).find((c) => c.name === 'session')!;
    const value = JSON.parse(decodeURIComponent(cookie.value));
    expect(value.exp - value.iat).toBe(365 * 24 * 60 * 60 * 1000);
    await hidePage(page);
    await expect.poll(async () => (await storedEvents(id!)).filter((e) => e.url === '/jobs').map((e) => e.event_type), { timeout: 10_000 }).toContain('session pause');
    const events = await storedEvents(id!);
    expect(events.filter((e) => e.event_type === 'Pageview').map((e) => e.url)).toEqual(['/jobs']);
    expect(events.filter((e) => e.event_type === 'Itemview')).toEqual([]);
    await context.close();
  });

  it('a crawler, and a visitor with Global Privacy Control or Do Not Track, send nothing and get no cookie', async () => {
    const visits = [
      await newVisitor(browser, webUrl, { userAgent: GOOGLEBOT_UA }),
      await newVisitor(browser, webUrl),
      await newVisitor(browser, webUrl),
    ];
    await visits[1].page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
    await visits[2].page.addInitScript(() => Object.defineProperty(navigator, 'doNotTrack', { value: '1' }));
    // The three visits side by side: each waits 6 s (past the flush interval) for a batch that must not come.
    await Promise.all(
      visits.map(async ({ page, context }, i) => {
        let sent = 0;
        page.on('request', (r) => r.url().includes('/api/statistics') && (sent += 1));
        await page.goto('/');
        await page.waitForLoadState('networkidle');
        await clickAndWait(page, '#hoofdmenu a[href="/jobs"]', /\/jobs$/);
        await hidePage(page);
        await page.waitForTimeout(6000);
        expect(sent, `visit ${i + 1}`).toBe(0);
        expect((await context.cookies()).some((c) => c.name === 'session'), `visit ${i + 1}`).toBe(false);
        await context.close();
      }),
    );
  });

  it('answers malformed batches with 400 and stores nothing of them', async () => {
    const now = Date.now();
    const session = { id: `e2e-garbage-${now}`, iat: now, exp: now + 1000 };
    const good = { eventType: 'Pageview', url: '/jobs', timestamp: now };
    const bodies: unknown[] = [
      'not json',
      [],
      { data: { events: [good] } },
      { data: { events: [], session } },
      { data: { events: [good, { ...good, eventType: 'Hack' }], session } },
      { data: { events: [{ ...good, url: 'javascript:alert(1)' }], session } },
      { data: { events: [{ ...good, timestamp: now + 86_400_000 }], session } },
      { data: { events: Array.from({ length: 201 }, () => good), session } },
      { data: { events: [{ ...good, eventType: 'Itemview' }], session } },
    ];
    for (const body of bodies) {
      const response = await fetch(`${cmsUrl}/api/statistics`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = await response.json();
      expect(answer.error.message).toBeTruthy();
    }
    // The site passes the CMS's verdict on.
    const viaSite = await fetch(`${webUrl}/api/statistics`, { method: 'POST', headers: { 'content-type': 'application/json', origin: webUrl, 'user-agent': PERSON_UA }, body: JSON.stringify(bodies[4]) });
    expect(viaSite.status).toBe(400);
    expect(await storedEvents(session.id)).toEqual([]);
  });
});
