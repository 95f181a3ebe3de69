import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { launchBrowser, newVisitor } from '../support/browser';
import { cmsGet } from '../support/actors';

/**
 * Issue 8, "Images are served resized and in modern formats with width/height set" (decision 014):
 * every CMS image on the public pages goes through Next's image optimizer (/_next/image), carries
 * width and height, comes as WebP (the original format to a browser that does not take WebP) and is
 * smaller than the uploaded original.
 */
const { webUrl } = inject('stack');
let browser: Browser;
const pages: Record<'home' | 'vacancy' | 'gallery' | 'news', string> = { home: '/', vacancy: '', gallery: '', news: '' };

type Media = { url: string; width: number };
type WithImages = { documentId: string; slug: string; images?: Media[]; blocks?: { __component: string; images?: Media[] }[] };

beforeAll(async () => {
  browser = await launchBrowser();
  const vacancies = await cmsGet<{ data: WithImages[] }>(
    '/vacancies?filters[closed][$ne]=true&populate[images]=true&sort=datePosted:desc&pagination[pageSize]=100',
  );
  const vacancy = vacancies.data.find((item) => (item.images?.length ?? 0) > 0);
  const cmsPages = await cmsGet<{ data: WithImages[] }>(
    '/pages?populate[blocks][on][page.gallery][populate][images]=true&pagination[pageSize]=100',
  );
  const gallery = cmsPages.data.find((page) =>
    page.blocks?.some((block) => block.__component === 'page.gallery' && (block.images?.length ?? 0) > 0),
  );
  const news = (await cmsGet<{ data: WithImages[] }>('/news-items?filters[image][id][$notNull]=true&pagination[pageSize]=1')).data[0];
  expect(vacancy && gallery && news).toBeTruthy();
  pages.vacancy = `/jobs/vacature/${vacancy!.documentId}/${vacancy!.slug}`;
  pages.gallery = `/${gallery!.slug}`;
  pages.news = `/nieuws/${news!.documentId}/${news!.slug}`;
});
afterAll(async () => browser?.close());

type Shown = {
  src: string;
  srcset: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
  naturalWidth: number;
};

/** Opens the page, brings every image of the main content into view (lazy ones load then) and waits for them. */
async function visit(page: Page, path: string): Promise<Shown[]> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const images = page.locator('main img');
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')].every((img) => img.complete && img.naturalWidth > 0),
  );
  return images.evaluateAll((all) =>
    (all as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src') ?? '',
      srcset: img.getAttribute('srcset') ?? '',
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      fetchPriority: img.getAttribute('fetchpriority'),
      naturalWidth: img.naturalWidth,
    })),
  );
}

/** The uploaded original behind an optimizer URL (`/_next/image?url=/uploads/…&w=…&q=…`). */
const originalOf = (src: string) => new URL(src, webUrl).searchParams.get('url') ?? '';

describe('CMS images on public pages', () => {
  it.each(['home', 'vacancy', 'gallery'] as const)(
    'the %s page serves them resized, as WebP, with width and height, smaller than the original',
    async (name) => {
      const { context, page } = await newVisitor(browser, webUrl);
      const optimized = new Map<string, Response>();
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/_next/image') optimized.set(response.url(), response);
      });
      const shown = await visit(page, pages[name]);
      expect(shown.length).toBeGreaterThan(0);
      for (const image of shown) {
        expect(image.src).toMatch(/^\/_next\/image\?url=%2Fuploads%2F/);
        expect(image.srcset).toContain('/_next/image?url=%2Fuploads%2F');
        expect(Number(image.width)).toBeGreaterThan(0);
        expect(Number(image.height)).toBeGreaterThan(0);
      }
      expect(optimized.size).toBeGreaterThan(0);
      for (const [url, response] of optimized) {
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('image/webp');
        const original = await fetch(`${webUrl}${originalOf(url)}`);
        expect(original.status).toBe(200);
        const [optimizedBytes, originalBytes] = [(await response.body()).length, (await original.arrayBuffer()).byteLength];
        expect(optimizedBytes).toBeLessThan(originalBytes);
      }
      await context.close();
    },
  );

  it('a browser that takes WebP gets WebP; one that does not gets the original format', async () => {
    const { context, page } = await newVisitor(browser, webUrl);
    const [first] = await visit(page, pages.gallery);
    await context.close();
    const webp = await fetch(`${webUrl}${first.src}`, { headers: { accept: 'image/webp,image/*,*/*;q=0.8' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const original = await fetch(`${webUrl}${originalOf(first.src)}`);
    const plain = await fetch(`${webUrl}${first.src}`, { headers: { accept: 'image/*' } });
    expect(plain.headers.get('content-type')).toBe(original.headers.get('content-type'));
  });

  it('gallery thumbnails load lazily and small; the lightbox still opens the original', async () => {
    const { context, page } = await newVisitor(browser, webUrl);
    const shown = await visit(page, pages.gallery);
    const thumbnails = await page.locator('[data-gallery] a[data-lightbox-index]').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href'),
        loading: link.querySelector('img')?.getAttribute('loading'),
        width: link.querySelector('img')?.naturalWidth ?? 0,
      })),
    );
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const thumbnail of thumbnails) {
      expect(thumbnail.loading).toBe('lazy');
      expect(thumbnail.href).toMatch(/^\/uploads\//);
      // The desktop window shows thumbnails at most 240px wide: the browser picks a width near that, not the upload's.
      expect(thumbnail.width).toBeLessThanOrEqual(640);
    }
    expect(shown.every((image) => image.fetchPriority !== 'high')).toBe(true);
    await context.close();
  });

  it("a news item's image is its largest content: loaded first, not lazily", async () => {
    const { context, page } = await newVisitor(browser, webUrl);
    const [hero] = await visit(page, pages.news);
    expect(hero.fetchPriority).toBe('high');
    expect(hero.loading).not.toBe('lazy');
    expect(await page.locator(`link[rel="preload"][as="image"][imagesrcset]`).count()).toBe(1);
    await context.close();
  });
});
