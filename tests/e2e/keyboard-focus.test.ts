import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInActor, pageAs } from '../support/actors';
import { launchBrowser, newVisitor, openInteractive } from '../support/browser';
import { postVacancy } from '../support/jobs';

/**
 * Issue 51, serious: focus that can be seen. The sticky header (68 px) covered 6 of 30 stops going backwards
 * on / and 7 of 30 on /jobs, and the heading the employer's application mail links to; at 390 px the open phone
 * menu stayed over the field that focus moved to. Here every stop is checked where a keyboard user sees it:
 * its box below the header (unless it is in the header) and no part of the header over its centre.
 */
const { webUrl } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Stop = { name: string; top: number; bottom: number; headerBottom: number; inHeader: boolean; coveredBy: string | null };

/** Where focus is now, and what of the header (bar or open menu) lies over it. */
function focusStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const header = document.querySelector('.site-header')!;
    const box = active.getBoundingClientRect();
    const inHeader = header.contains(active);
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const coveredBy = !inHeader && hit && header.contains(hit) ? (hit.textContent?.trim().slice(0, 30) ?? hit.tagName) : null;
    const name = (active.getAttribute('aria-label') || active.textContent || (active as HTMLInputElement).name || active.tagName)
      .trim()
      .slice(0, 40);
    return { name, top: box.top, bottom: box.bottom, headerBottom: header.getBoundingClientRect().bottom, inHeader, coveredBy };
  });
}

/** The stops that a user could not see: under the header, or with the header over them. */
const hidden = (stops: Stop[]) => stops.filter((stop) => !stop.inHeader && (stop.top < stop.headerBottom - 0.5 || stop.coveredBy));

for (const width of [1280, 320]) {
  describe(`focus is never under the sticky header at ${width} px (2.4.11)`, () => {
    for (const path of ['/', '/jobs']) {
      it(`${path}: 30 stops backwards with Shift+Tab, each in sight`, async () => {
        const { context, page } = await newVisitor(browser, webUrl, { viewport: { width, height: 720 } });
        try {
          await openInteractive(page, path);
          const stops: Stop[] = [];
          // From the top of the page, Shift+Tab goes to the last stop of the document and walks back up.
          for (let step = 0; step < 30; step += 1) {
            await page.keyboard.press('Shift+Tab');
            const stop = await focusStop(page);
            if (stop) stops.push(stop);
          }
          expect(stops.length).toBeGreaterThan(20);
          expect(hidden(stops), JSON.stringify(hidden(stops))).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}

describe('what is linked and what the phone menu leaves', () => {
  it('the heading the application mail links to (#sollicitaties-kop) shows below the header', async () => {
    const poster = await signedInActor('focus-kop');
    const { documentId } = await postVacancy(poster.jwt, { title: 'Medewerker klantenservice (focus)' });
    const page = await pageAs(browser, webUrl, poster);
    try {
      await page.setViewportSize({ width: 390, height: 720 });
      await page.goto(`/jobs/mijn/${documentId}#sollicitaties-kop`);
      const { top, headerBottom } = await page.evaluate(() => ({
        top: document.getElementById('sollicitaties-kop')!.getBoundingClientRect().top,
        headerBottom: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
      }));
      expect(top).toBeGreaterThanOrEqual(headerBottom);
    } finally {
      await page.context().close();
    }
  });

  it('at 390 px, tabbing out of the open menu closes it: the next field is never under it', async () => {
    const { context, page } = await newVisitor(browser, webUrl, { viewport: { width: 390, height: 720 } });
    try {
      await openInteractive(page, '/');
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      const stops: Stop[] = [];
      let left = false;
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press('Tab');
        const inMenu = await page.evaluate(() => !!document.activeElement?.closest('.nav'));
        if (!inMenu) {
          left = true;
          // Closed the moment focus left it, whatever it moved to.
          expect(await toggle.getAttribute('aria-expanded')).toBe('false');
          const stop = await focusStop(page);
          if (stop) stops.push(stop);
        }
      }
      expect(left).toBe(true);
      expect(stops.some((stop) => !stop.inHeader)).toBe(true);
      expect(hidden(stops), JSON.stringify(hidden(stops))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a save button is named "Bewaren: {titel}", without a stray space before the colon', async () => {
    const { context, page } = await newVisitor(browser, webUrl);
    try {
      await openInteractive(page, '/jobs');
      const cards = await page.getByTestId('save-button').count();
      expect(cards).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: /^Bewaren: \S/ }).count()).toBe(cards);
    } finally {
      await context.close();
    }
  });

  it('/account announces nothing about push notifications on arrival: the state is there to read, not heard unasked', async () => {
    const who = await signedInActor('focus-push');
    const page = await pageAs(browser, webUrl, who);
    try {
      await openInteractive(page, '/account');
      await expect.poll(() => page.getByTestId('push-status').textContent()).toMatch(/^Meldingen /);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /Meldingen/ })
          .count(),
      ).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
