import { randomInt } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; the flags keep it from reaching for Google's services on a closed network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A normal desktop Chrome; the default headless one would be (rightly) treated as a crawler. */
export const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
export const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, userAgent: PERSON_UA, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', ...options });
  const page = await context.newPage();
  return { context, page };
}

/** 250³ addresses 10.a.b.c (c from 1 to 250). */
const ADDRESS_SPACE = 250 ** 3;
/**
 * Where this file's addresses start: random. They were numbered from the process id modulo 250, so two
 * files could hand out the same addresses: in CI a login of security-timing, expected as 401, got 429
 * 40 s after accounts.test had run a visitor into the limit of 10 logins a minute.
 */
const FIRST_ADDRESS = randomInt(ADDRESS_SPACE);
let visitorCount = 0;

/** A made-up client address, different on every call (see newVisitor) and, all but surely, from other files' too. */
export function visitorAddress(): string {
  const n = (FIRST_ADDRESS + visitorCount++) % ADDRESS_SPACE;
  return `10.${Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/**
 * A page for one visitor with their own address. Everything reaches the site from 127.0.0.1, so the
 * test plays the reverse proxy that production has in front of the site and sets X-Forwarded-For;
 * that keeps Strapi's per-address rate limiter from mixing up unrelated tests.
 */
export function newVisitor(browser: Browser, baseURL: string, options: Parameters<Browser['newContext']>[0] = {}) {
  return newPage(browser, baseURL, { extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() }, ...options });
}

/**
 * Waits until React has hydrated every form control on the page: only then do clicks and typing reach
 * the site's handlers. React keeps a node's props under a `__reactProps$…` key once it owns the node.
 *
 * Why not `waitUntil: 'networkidle'`: the site's analytics send the previous page's events with
 * sendBeacon on pagehide; DevTools never sees that request finish, so Playwright's networkidle after a
 * second navigation in one tab waited until Chromium gave the keep-alive request up, 25–29 s later
 * (issue 21: the accounts, job-alert and newsletter tests that took 30–60 s).
 */
export async function interactive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // React writes a Server Action form's hidden `$ACTION_…` inputs itself (for forms sent before hydration) and never owns them.
    const controls = [...document.querySelectorAll('button, input, select, textarea')].filter(
      (control) => !(control.getAttribute('name') ?? '').startsWith('$ACTION'),
    );
    return (
      document.readyState === 'complete' && controls.every((control) => Object.keys(control).some((key) => key.startsWith('__reactProps$')))
    );
  });
}

/** `page.goto` for a test that acts on the page next: the page has loaded and React has hydrated its controls. */
export async function openInteractive(page: Page, path: string) {
  const response = await page.goto(path);
  await interactive(page);
  return response;
}
