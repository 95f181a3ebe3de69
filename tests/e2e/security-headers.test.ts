import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminSession, cmsGet } from '../support/actors';
import { launchBrowser, newVisitor } from '../support/browser';
import { createVacancy, deleteCreatedVacancies, VACANCY_UID } from '../support/vacancies';

/**
 * Issue 15, Medium 8: security headers on the site and a CORS allow-list on the CMS. The site's
 * policy has no per-request nonce (pages are cached and shared, decision 010); the browser checks
 * here that the real pages run under it without a violation.
 */

const { webUrl, cmsUrl } = inject('stack');
const siteOrigin = new URL(webUrl).origin;
const run = Date.now().toString(36);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await deleteCreatedVacancies();
  await browser?.close();
});

const directive = (policy: string | null, name: string) => (policy ?? '').split(/;\s*/).find((part) => part.startsWith(`${name} `)) ?? null;

/** A seeded vacancy with images: its page has the lightbox. */
async function vacancyWithImages() {
  const found = await cmsGet('/vacancies?filters[images][id][$notNull]=true&populate=images&pagination[pageSize]=1');
  const vacancy = found.data[0];
  return {
    path: `/jobs/vacature/${vacancy.documentId}/${vacancy.slug}`,
    upload: vacancy.images[0].url as string,
    documentId: vacancy.documentId as string,
    title: vacancy.title as string,
  };
}

describe('site headers', () => {
  it('every answer carries the security headers: a page, an API route and an upload', async () => {
    const { path, upload } = await vacancyWithImages();
    expect(upload.startsWith('/uploads/')).toBe(true);
    const [page, api, image] = await Promise.all([fetch(`${webUrl}${path}`), fetch(`${webUrl}/api/health`), fetch(`${webUrl}${upload}`)]);
    for (const response of [page, api, image]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      // "In de buurt" (decision 031) asks the site's own pages only.
      expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
      expect(directive(response.headers.get('content-security-policy'), 'frame-ancestors')).toBe("frame-ancestors 'self'");
    }
    const pagePolicy = page.headers.get('content-security-policy');
    expect(directive(pagePolicy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(pagePolicy, 'object-src')).toBe("object-src 'none'");
    // Nothing runs in what is not a page, not even an SVG opened on its own.
    for (const response of [api, image])
      expect(directive(response.headers.get('content-security-policy'), 'default-src')).toBe("default-src 'none'");
  });

  it('home, a vacancy with its lightbox and the sign-in page run without a policy violation', async () => {
    const { path } = await vacancyWithImages();
    const { context, page } = await newVisitor(browser, webUrl);
    const violations = await watchViolations(page);

    // Violation events are queued as tasks: one more task on the page lets every earlier one run.
    const reported = async () => {
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      return violations;
    };

    await page.goto('/', { waitUntil: 'load' });
    expect(await reported()).toEqual([]);
    await page.goto(path, { waitUntil: 'load' });
    await page.locator('[data-lightbox-ready]').first().waitFor();
    await page.locator('a[data-lightbox-index]').first().click();
    await page.locator('dialog.lightbox:not([data-loading]) .lightbox__image').waitFor();
    expect(
      await page
        .locator('dialog.lightbox .lightbox__image')
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).toBe(true);
    await page.goto('/inloggen', { waitUntil: 'load' });
    await page.locator('form input[type="email"]').first().waitFor();
    expect(await reported()).toEqual([]);
    await context.close();
  });
});

/** Every CSP violation the page reports, from the DOM event and from Chromium's console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('framing', () => {
  /** What the Content Manager asks when an editor opens a preview (config/admin.ts). */
  async function previewUrl(documentId: string, status: 'draft' | 'published') {
    const answer = await (
      await adminSession()
    ).call('GET', `/content-manager/preview/url/${VACANCY_UID}?documentId=${documentId}&status=${status}`);
    expect(answer.status).toBe(200);
    return answer.json.data.url as string;
  }

  /**
   * The CMS admin's own page (its real origin, address and CSP) with `src` in an iframe, as its preview
   * panel shows it: the heading the frame shows, or null when Chromium refused to frame it (it then
   * commits its error page).
   */
  async function frameFromCms(src: string): Promise<string | null> {
    const { context, page } = await newVisitor(browser, webUrl);
    await page.goto(`${cmsUrl}/admin/auth/login`, { waitUntil: 'domcontentloaded' });
    const committed = page.waitForEvent('framenavigated', (frame) => frame.name() === 'voorbeeld' && frame.url() !== 'about:blank');
    await page.evaluate((url) => {
      const frame = Object.assign(document.createElement('iframe'), { name: 'voorbeeld', src: url, width: '800', height: '600' });
      document.body.append(frame);
    }, src);
    const frame = await committed;
    const heading = frame.url().startsWith('chrome-error:') ? null : await frame.locator('h1').first().textContent();
    await context.close();
    return heading;
  }

  it('the CMS admin may frame the site for a preview, draft or published, and no one else may', async () => {
    const draft = await createVacancy({ title: `Voorbeeld in kader ${run}` });
    expect(await frameFromCms(await previewUrl(draft.documentId, 'draft'))).toBe(draft.title);

    const published = await vacancyWithImages();
    expect(await frameFromCms(await previewUrl(published.documentId, 'published'))).toBe(published.title);

    // A visitor's browser, not an editor's: the same page refuses the CMS's (or any other) frame.
    expect(await frameFromCms(`${webUrl}${published.path}`)).toBeNull();
  });
});

describe('CMS CORS', () => {
  const withOrigin = (origin: string, init: RequestInit = {}) =>
    fetch(`${cmsUrl}/api/places?pagination[pageSize]=1`, { ...init, headers: { origin, ...(init.headers as Record<string, string>) } });

  it('answers the site’s origin, and no foreign one, with the CORS headers', async () => {
    const site = await withOrigin(siteOrigin);
    expect(site.status).toBe(200);
    expect(site.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(site.headers.get('access-control-allow-credentials')).toBe('true');

    const foreign = await withOrigin('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();

    const preflight = await withOrigin('https://evil.example', {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps the admin’s own security headers', async () => {
    const admin = await fetch(`${cmsUrl}/admin`);
    expect(admin.headers.get('x-content-type-options')).toBe('nosniff');
    expect(admin.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(directive(admin.headers.get('content-security-policy'), 'frame-src')).toContain(siteOrigin);
  });
});
