import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { cmsGet } from '../support/actors';

/**
 * The image lightbox (spec §2, §4, §5, §8, §9) on the real galleries, in Chromium. The rules
 * themselves are unit-tested in apps/web/components/lightbox; here every input reaches them for real.
 */
const { webUrl } = inject('stack');
let browser: Browser;
let galleryPage: { path: string; count: number; images: Media[] };

type Media = { url: string; alternativeText: string | null; caption: string | null };

beforeAll(async () => {
  browser = await launchBrowser();
  const pages = await cmsGet('/pages?populate[blocks][on][page.gallery][populate][images]=true&pagination[pageSize]=100');
  const candidates = pages.data
    .map((page: { slug: string; blocks: { __component: string; images?: Media[] }[] }) => {
      const images = page.blocks.find((block) => block.__component === 'page.gallery')?.images ?? [];
      return { path: `/${page.slug}`, count: images.length, images };
    })
    .filter((page: { count: number }) => page.count >= 3);
  expect(candidates.length).toBeGreaterThan(0);
  galleryPage = candidates[0];
});
afterAll(async () => browser?.close());

const dialog = (page: Page) => page.locator('dialog.lightbox');
const image = (page: Page) => page.locator('dialog.lightbox .lightbox__image');
const numberAttribute = async (page: Page, name: string) => Number(await image(page).getAttribute(name));
const scale = (page: Page) => numberAttribute(page, 'data-scale');
const naturalScale = (page: Page) => numberAttribute(page, 'data-natural-scale');
const rotation = (page: Page) => numberAttribute(page, 'data-rotation');
const counter = (page: Page) => page.locator('.lightbox__counter').innerText();
const button = (page: Page, name: string) => dialog(page).getByRole('button', { name, exact: true });

/** Waits for hydration (plain links before it), clicks thumbnail `index` and waits for the image. */
async function openFrom(page: Page, path: string, index = 0, { waitForImage = true } = {}) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.locator('[data-lightbox-ready]').first().waitFor();
  await page.locator('a[data-lightbox-index]').nth(index).click();
  await dialog(page).waitFor();
  if (waitForImage) await page.locator('dialog.lightbox:not([data-loading])').waitFor();
}

async function openVisitor(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
  return newPage(browser, webUrl, options);
}

describe('opening from a gallery', () => {
  it('opens over the page at the clicked image, with its title, alt and position', async () => {
    const { context, page } = await openVisitor();
    await openFrom(page, galleryPage.path, 1);
    const link = page.locator('a[data-lightbox-index="1"]');
    expect(page.url()).toBe(`${webUrl}${galleryPage.path}`);
    expect(await dialog(page).evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
    expect(await image(page).getAttribute('src')).toBe(await link.getAttribute('href'));
    expect(await image(page).getAttribute('alt')).toBe(await link.locator('img').getAttribute('alt'));
    expect(await counter(page)).toBe(`2 / ${galleryPage.count}`);
    expect((await page.locator('.lightbox__title').innerText()).length).toBeGreaterThan(0);
    expect(await naturalScale(page)).toBeGreaterThan(1);
    expect(await scale(page)).toBe(1);
    // The page behind does not scroll.
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await context.close();
  });

  it('opens from the galleries of news, events and vacancies too', async () => {
    const [news, events, vacancies] = await Promise.all([
      cmsGet('/news-items?filters[gallery][id][$notNull]=true&populate=gallery&pagination[pageSize]=1'),
      cmsGet('/events?filters[images][id][$notNull]=true&populate=images&pagination[pageSize]=1'),
      cmsGet('/vacancies?filters[images][id][$notNull]=true&populate=images&pagination[pageSize]=1'),
    ]);
    const paths = [
      `/nieuws/${news.data[0].documentId}/${news.data[0].slug}`,
      `/agenda/${events.data[0].documentId}/${events.data[0].slug}`,
      `/jobs/vacature/${vacancies.data[0].documentId}/${vacancies.data[0].slug}`,
    ];
    const { context, page } = await openVisitor();
    for (const path of paths) {
      await openFrom(page, path);
      expect(await image(page).isVisible()).toBe(true);
      await button(page, 'Sluiten').click();
      await dialog(page).waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('clamps an index past the end to the last image', async () => {
    const { context, page } = await openVisitor();
    await page.goto(galleryPage.path, { waitUntil: 'domcontentloaded' });
    await page.locator('[data-lightbox-ready]').first().waitFor();
    await page.locator('a[data-lightbox-index="0"]').evaluate((link) => link.setAttribute('data-lightbox-index', '99'));
    await page.locator('a[data-lightbox-index="99"]').click();
    expect(await counter(page)).toBe(`${galleryPage.count} / ${galleryPage.count}`);
    await context.close();
  });

  it('without JavaScript the thumbnails are plain links to the images', async () => {
    const { context, page } = await openVisitor({ javaScriptEnabled: false });
    await page.goto(galleryPage.path);
    const href = await page.locator('a[data-lightbox-index="0"]').getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
    await context.close();
  });
});

describe('closing and focus', () => {
  it('Escape closes, focus returns to the thumbnail and the page scrolls again', async () => {
    const { context, page } = await openVisitor();
    await openFrom(page, galleryPage.path, 2);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-lightbox-index'))).toBe('2');
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await context.close();
  });

  it('the close button and a click on the backdrop close; a click on the image does not', async () => {
    const { context, page } = await openVisitor();
    await openFrom(page, galleryPage.path);
    await image(page).click();
    expect(await dialog(page).count()).toBe(1);
    await page.mouse.click(20, 300);
    await dialog(page).waitFor({ state: 'detached' });
    await page.locator('a[data-lightbox-index="0"]').click();
    await button(page, 'Sluiten').click();
    await dialog(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('keeps the focus inside while open', async () => {
    const { context, page } = await openVisitor();
    await openFrom(page, galleryPage.path, 1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Sluiten');
    const inside = () => page.evaluate(() => !!document.activeElement?.closest('dialog.lightbox'));
    const seen = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
      seen.add((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '');
    }
    expect([...seen].sort()).toEqual(
      ['Inzoomen', 'Linksom draaien', 'Rechtsom draaien', 'Sluiten', 'Uitzoomen', 'Volgende', 'Vorige', 'Ware grootte'].sort(),
    );
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
    }
    await context.close();
  });
});

describe('previous and next', () => {
  it('arrows and buttons navigate, stopping at the ends with the buttons disabled', async () => {
    const { context, page } = await openVisitor();
    await openFrom(page, galleryPage.path, 0);
    const last = galleryPage.count;
    expect(await button(page, 'Vorige').isDisabled()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await counter(page)).toBe(`1 / ${last}`);
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe(`2 / ${last}`);
    await button(page, 'Vorige').click();
    expect(await counter(page)).toBe(`1 / ${last}`);
    for (let i = 1; i < last; i += 1) await button(page, 'Volgende').click();
    expect(await counter(page)).toBe(`${last} / ${last}`);
    expect(await button(page, 'Volgende').isDisabled()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe(`${last} / ${last}`);
    // The disabled button gave its focus to the other one, so the keyboard still works.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Vorige');
    await context.close();
  });

  it('swaps the arrows in a right-to-left document', async () => {
    const { context, page } = await openVisitor();
    await openFrom(page, galleryPage.path, 1);
    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    await page.keyboard.press('ArrowLeft');
    expect(await counter(page)).toBe(`3 / ${galleryPage.count}`);
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe(`2 / ${galleryPage.count}`);
    await context.close();
  });

  it('a new image starts fitted, upright and centred', async () => {
    const { context, page } = await openVisitor();
    await openFrom(page, galleryPage.path, 0);
    await button(page, 'Inzoomen').click();
    await button(page, 'Rechtsom draaien').click();
    expect([await scale(page), await rotation(page)]).toEqual([1.12, 90]);
    await page.keyboard.press('ArrowRight');
    await page.locator('dialog.lightbox:not([data-loading])').waitFor();
    expect([await scale(page), await rotation(page), await image(page).getAttribute('data-offset')]).toEqual([1, 0, '0,0']);
    await context.close();
  });
});

describe('zoom, rotate and resize', () => {
  it('the buttons zoom by 0.12, turn by 90° (0–359) and switch between fit and natural size', async () => {
    const { context, page } = await openVisitor();
    await openFrom(page, galleryPage.path);
    await button(page, 'Inzoomen').click();
    await button(page, 'Inzoomen').click();
    expect(await scale(page)).toBe(1.24);
    await button(page, 'Uitzoomen').click();
    expect(await scale(page)).toBe(1.12);
    await button(page, 'Linksom draaien').click();
    expect(await rotation(page)).toBe(270);
    await button(page, 'Rechtsom draaien').click();
    await button(page, 'Rechtsom draaien').click();
    expect(await rotation(page)).toBe(90);
    // Any zoom → "Passend maken" fits; fitted → "Ware grootte" shows natural size.
    await button(page, 'Passend maken').click();
    expect(await scale(page)).toBe(1);
    await button(page, 'Ware grootte').click();
    expect(await scale(page)).toBe(await naturalScale(page));
    // The drawn size at natural scale is the file's pixel size (once the zoom transition has run).
    const drawnRatio = () =>
      image(page).evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        return Math.max(box.width, box.height) / Math.max(img.naturalWidth, img.naturalHeight);
      });
    await expect.poll(drawnRatio).toBeCloseTo(1, 2);
    await context.close();
  });

  it('zooms out no further than 0.1 and in no further than 3× natural size', async () => {
    const { context, page } = await openVisitor();
    await openFrom(page, galleryPage.path);
    const zoomOut = button(page, 'Uitzoomen');
    while (!(await zoomOut.isDisabled())) await zoomOut.click();
    expect(await scale(page)).toBe(0.1);
    const zoomIn = button(page, 'Inzoomen');
    while (!(await zoomIn.isDisabled())) await zoomIn.click();
    expect(await scale(page)).toBeCloseTo(3 * (await naturalScale(page)), 5);
    await context.close();
  });

  it('the mouse wheel zooms one step per 80 ms and does not scroll the page', async () => {
    const { context, page } = await openVisitor();
    await openFrom(page, galleryPage.path);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const box = (await image(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => scale(page)).toBe(1.12);
    await page.waitForTimeout(120);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => scale(page)).toBe(1);
    // A burst of wheel events within 80 ms is one step; after the pause another one counts.
    await page.waitForTimeout(120);
    await dialog(page).evaluate((element) => {
      for (let i = 0; i < 5; i += 1) element.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => scale(page)).toBe(1.12);
    await page.waitForTimeout(120);
    await dialog(page).evaluate((element) =>
      element.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true })),
    );
    await expect.poll(() => scale(page)).toBe(1.24);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await context.close();
  });

  it('double-click toggles between natural size and the previous scale', async () => {
    const { context, page } = await openVisitor();
    await openFrom(page, galleryPage.path);
    await button(page, 'Inzoomen').click();
    await image(page).dblclick();
    expect(await scale(page)).toBe(await naturalScale(page));
    await image(page).dblclick();
    expect(await scale(page)).toBe(1.12);
    expect(await dialog(page).count()).toBe(1);
    await context.close();
  });

  it('drag pans a zoomed image, and a drag ending on the backdrop does not close', async () => {
    const { context, page } = await openVisitor();
    await openFrom(page, galleryPage.path);
    const box = (await image(page).boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // Not zoomed: a drag does not move the image.
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 30, centre.y + 20, { steps: 4 });
    await page.mouse.up();
    expect(await image(page).getAttribute('data-offset')).toBe('0,0');

    await button(page, 'Inzoomen').click();
    await button(page, 'Inzoomen').click();
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 80, centre.y - 40, { steps: 8 });
    await expect.poll(() => image(page).getAttribute('data-offset')).toBe('80,-40');
    await page.mouse.up();
    // Ends far outside the image, on the backdrop.
    await page.mouse.move(centre.x + 80, centre.y - 40);
    await page.mouse.down();
    await page.mouse.move(centre.x + 80 + 500, centre.y - 40, { steps: 8 });
    await page.mouse.up();
    expect(await image(page).getAttribute('data-offset')).toBe('580,-40');
    expect(await dialog(page).count()).toBe(1);
    await context.close();
  });
});

describe('touch', () => {
  const touchContext = () => openVisitor({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });

  /** Touches through Chromium's input pipeline, as a finger would (touch and pointer events). */
  async function touchscreen(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((point, id) => ({ ...point, id })) });
    const swipe = async (dx: number, dy: number) => {
      const box = (await image(page).boundingBox())!;
      const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await touch('touchStart', [start]);
      for (let i = 1; i <= 5; i += 1) await touch('touchMove', [{ x: start.x + (dx * i) / 5, y: start.y + (dy * i) / 5 }]);
      await touch('touchEnd', []);
    };
    return { touch, swipe };
  }

  it('a swipe changes the image only with more than 50 px horizontally and more horizontal than vertical', async () => {
    const { context, page } = await touchContext();
    await openFrom(page, galleryPage.path, 1);
    const { swipe } = await touchscreen(page);
    const total = galleryPage.count;
    await swipe(-45, 0);
    expect(await counter(page)).toBe(`2 / ${total}`);
    await swipe(-80, 90);
    expect(await counter(page)).toBe(`2 / ${total}`);
    await swipe(-80, 20);
    await expect.poll(() => counter(page)).toBe(`3 / ${total}`);
    await page.locator('dialog.lightbox:not([data-loading])').waitFor();
    await swipe(120, -10);
    await expect.poll(() => counter(page)).toBe(`2 / ${total}`);
    await context.close();
  });

  it('pinch zoom stays within 0.5–1.5× the natural-size scale', async () => {
    const { context, page } = await touchContext();
    await openFrom(page, galleryPage.path);
    const { touch } = await touchscreen(page);
    const natural = await naturalScale(page);
    const box = (await image(page).boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const fingers = (gap: number) => [
      { x: centre.x - gap / 2, y: centre.y },
      { x: centre.x + gap / 2, y: centre.y },
    ];
    await touch('touchStart', fingers(40));
    for (const gap of [80, 160, 320]) await touch('touchMove', fingers(gap));
    await expect.poll(() => scale(page)).toBeCloseTo(1.5 * natural, 5);
    for (const gap of [20, 10, 4]) await touch('touchMove', fingers(gap));
    await expect.poll(() => scale(page)).toBeCloseTo(0.5 * natural, 5);
    await touch('touchEnd', []);
    expect(await counter(page)).toBe(`1 / ${galleryPage.count}`);
    await context.close();
  });
});

describe('loading and failure', () => {
  const isImage = (src: string) => (url: URL) => url.pathname === src;

  it('shows a loading indicator until the image is there', async () => {
    const { context, page } = await openVisitor();
    const src = galleryPage.images[2].url;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isImage(src), async (route) => {
      await held;
      await route.continue();
    });
    await openFrom(page, galleryPage.path, 2, { waitForImage: false });
    await page.locator('dialog.lightbox[data-loading] .lightbox__spinner').waitFor();
    expect(await image(page).isVisible()).toBe(false);
    release();
    await page.locator('dialog.lightbox:not([data-loading])').waitFor();
    expect(await page.locator('.lightbox__spinner').count()).toBe(0);
    expect(await image(page).isVisible()).toBe(true);
    await context.close();
  });

  it('a broken image shows the placeholder, tells onError and leaves nothing to zoom', async () => {
    const { context, page } = await openVisitor();
    const src = galleryPage.images[1].url;
    await page.route(isImage(src), (route) => route.fulfill({ status: 404, body: 'weg' }));
    await page.addInitScript(() => {
      const errors: unknown[] = [];
      Object.assign(window, { lightboxErrors: errors });
      document.addEventListener('lightboxerror', (event) => errors.push((event as CustomEvent).detail));
    });
    await openFrom(page, galleryPage.path, 1, { waitForImage: false });
    const alert = dialog(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Afbeelding kan niet worden geladen');
    expect(await page.evaluate(() => (window as unknown as { lightboxErrors: unknown[] }).lightboxErrors)).toEqual([
      { index: 1, image: expect.objectContaining({ src }) },
    ]);
    for (const name of ['Inzoomen', 'Uitzoomen', 'Linksom draaien', 'Rechtsom draaien'])
      expect(await button(page, name).isDisabled()).toBe(true);
    // The next image is fine again.
    await button(page, 'Volgende').click();
    await page.locator('dialog.lightbox:not([data-loading]) .lightbox__image').waitFor();
    expect(await dialog(page).getByRole('alert').count()).toBe(0);
    await context.close();
  });
});
