import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createConfirmedAccount, signIn } from '../support/accounts';
import { launchBrowser, newVisitor } from '../support/browser';
import { createVacancy, deleteCreatedVacancies, publishVacancy } from '../support/vacancies';

/**
 * Issue 35, "phones never scroll sideways": every route of the route table at 320, 390 and 1280 px,
 * signed out and signed in, with data as long as real data gets (a long address and name, a Dutch
 * compound word in a title and an employer's name), has no horizontal overflow. A new user found
 * /account 463 px wide on a 390 px phone, which every earlier test had passed.
 */
const { webUrl, logDir } = inject('stack');
const WIDTHS = [320, 390, 1280];
const LONG_WORD = 'Arbeidsongeschiktheidsverzekeringsspecialist';
let browser: Browser;
let cookie = '';
let vacancyPath = '';

beforeAll(async () => {
  browser = await launchBrowser();
  // The local part of an address takes at most 64 characters; this one has no place to break.
  const account = await createConfirmedAccount('verpleegkundigewondzorgspecialist');
  cookie = (await signIn(account.email, account.password)).slice('vs_token='.length);
  const vacancy = await createVacancy({ title: `${LONG_WORD} bij de Zorgverzekeringsmaatschappij` });
  await publishVacancy(vacancy, { employerName: 'Gezondheidscentrumvoorzieningenorganisatie Midden-Nederland' });
  vacancyPath = `/jobs/vacature/${vacancy.documentId}/${vacancy.slug}`;
}, 120_000);
afterAll(async () => {
  await deleteCreatedVacancies();
  await browser?.close();
});

/** What sticks out past the viewport's right edge, named so a failure says where to look. */
async function overflow(page: Page): Promise<{ scrollWidth: number; viewport: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > viewport + 1 && getComputedStyle(element).position !== 'fixed';
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, viewport, culprits };
  });
}

/**
 * Text its box cuts off: a select whose option would not fit when chosen (the salary select showed
 * "vanaf € 3.500 per ma"), or an element that hides what overflows it. Chromium draws a select's arrow
 * inside its padding box; SELECT_ARROW is what that takes (a select Chromium sizes to its longest
 * option leaves 19 px beside the canvas-measured text, 18 allows for rounding).
 */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SELECT_ARROW = 18;
    const context = document.createElement('canvas').getContext('2d')!;
    const found: string[] = [];
    for (const select of document.querySelectorAll('select')) {
      const style = getComputedStyle(select);
      if (select.getBoundingClientRect().width === 0) continue;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - SELECT_ARROW;
      for (const option of select.options) {
        const needed = context.measureText(option.text).width;
        if (needed > room) found.push(`select#${select.id} "${option.text}" needs ${Math.ceil(needed)} px, has ${Math.floor(room)}`);
      }
    }
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (!['hidden', 'clip'].includes(style.overflowX) || element.clientWidth <= 1) continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.innerText.trim())
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} "${element.innerText.trim().slice(0, 30)}" cut at ${element.clientWidth} px`,
        );
    }
    return found;
  });
}

async function checkRoutes(paths: string[], { signedIn }: { signedIn: boolean }) {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    const { context, page } = await newVisitor(browser, webUrl, { viewport: { width, height: 800 } });
    if (signedIn) await context.addCookies([{ name: 'vs_token', value: cookie, url: webUrl, httpOnly: true, sameSite: 'Lax' }]);
    try {
      for (const path of paths) {
        // The signed-in corner and the visitor's own parts come after the load (decision 010).
        const visitorKnown = page
          .waitForResponse((response) => new URL(response.url()).pathname === '/api/visitor', { timeout: 5_000 })
          .catch(() => undefined);
        await page.goto(path, { waitUntil: 'load' });
        await visitorKnown;
        // Folded parts (the phone's filters) are checked unfolded: a visitor opens them.
        await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const found = await overflow(page);
        if (found.scrollWidth > found.viewport) {
          problems.push(`${path} at ${width} px: ${found.scrollWidth} px wide (${found.culprits.join(', ')})`);
          // What it looked like, beside the run's logs, for whoever fixes it.
          await page.screenshot({ path: `${logDir}/overflow-${signedIn ? 'in' : 'out'}-${width}-${problems.length}.png` });
        }
        for (const clipped of await clippedText(page)) problems.push(`${path} at ${width} px: ${clipped}`);
      }
    } finally {
      await context.close();
    }
  }
  expect(problems).toEqual([]);
}

describe('no page scrolls sideways and no text is cut off (320, 390, 1280 px) with long real data', () => {
  it('public pages, signed out', async () => {
    await checkRoutes(
      [
        '/',
        '/jobs',
        `/jobs?q=${LONG_WORD}`,
        vacancyPath,
        '/jobs/plaatsen',
        '/agenda',
        '/nieuws',
        '/partners',
        '/werkgevers',
        '/inloggen',
        '/registreren',
        '/wachtwoord-vergeten',
        '/account/verwijderd',
        `/dit-is-een-heel-lang-adres-dat-niet-bestaat/${LONG_WORD}/${LONG_WORD}`,
      ],
      { signedIn: false },
    );
  });

  it('the pages of a signed-in visitor with a long address and name', async () => {
    await checkRoutes(
      ['/', vacancyPath, '/account', '/jobs/mijn', '/jobs/mijn?tab=sollicitaties', '/jobs/mijn?tab=plaatsen', '/inschrijvingen'],
      {
        signedIn: true,
      },
    );
  });
});
