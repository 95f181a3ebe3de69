import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';

/** The committed baselines; `UPDATE_SCREENSHOTS=1` rewrites them, which is the only way they change. */
export const BASELINE_DIR = path.join(import.meta.dirname, '..', 'e2e', '__screenshots__');
const UPDATING = process.env.UPDATE_SCREENSHOTS === '1';

/**
 * pixelmatch's per-pixel colour threshold (0–1, its default 0.1): anti-aliased text edges that another
 * Chromium build draws a shade differently stay below it; a colour or a moved box does not.
 */
const PIXEL_THRESHOLD = 0.1;
/**
 * The share of pixels that may still differ when the baselines were taken with the same Chromium:
 * 0.01 %, 33 pixels of a phone screen. Two runs of one build differ by 0 pixels; the brand red a
 * shade darker (#a0040d) on the login screen's header is well above it (the test that proves the comparison).
 */
export const SAME_BROWSER_MAX_RATIO = 0.0001;
/**
 * With another Chromium than the baselines' (a new machine's apt can bring a newer one) text may be
 * drawn a little differently everywhere, so only a larger change fails: 1 %, a moved block or a changed
 * surface colour. The test says so, and the baselines should then be taken again on purpose.
 */
export const OTHER_BROWSER_MAX_RATIO = 0.01;
const BROWSER_FILE = path.join(BASELINE_DIR, 'browser.txt');

export interface Comparison {
  name: string;
  differentPixels: number;
  ratio: number;
  /** Where the actual image and the difference were written when they did not match. */
  report?: string;
  /** The rectangle holding every different pixel, "x 1040–1200, y 10–52", so a failure in CI's summary says where. */
  where?: string;
}

/** Compares two PNGs of the same size; a size difference counts as every pixel different. */
export function comparePngs(expected: Buffer, actual: Buffer): { differentPixels: number; ratio: number; diff?: PNG; where?: string } {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) return { differentPixels: Math.max(a.width * a.height, b.width * b.height), ratio: 1 };
  const diff = new PNG({ width: a.width, height: a.height });
  const differentPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  return { differentPixels, ratio: differentPixels / (a.width * a.height), diff, where: differenceBox(diff) };
}

/** pixelmatch paints each different pixel pure red (its diffColor) and the rest grey or yellow (anti-aliasing). */
function differenceBox(diff: PNG): string | undefined {
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < diff.height; y++)
    for (let x = 0; x < diff.width; x++) {
      const i = (y * diff.width + x) * 4;
      if (diff.data[i] !== 255 || diff.data[i + 1] !== 0 || diff.data[i + 2] !== 0) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  return right < 0 ? undefined : `x ${left}–${right}, y ${top}–${bottom}`;
}

/**
 * What the visitor sees of the page's first screen, once its fonts and the pictures on that screen
 * have arrived and two screenshots in a row are the same (as Playwright's own `toHaveScreenshot` waits),
 * so a part that arrives after the load (who is signed in, a lazy picture) is in the picture or fails
 * as a shift. It waits for running transitions to end; then animations and the caret are stopped so a
 * frame is the same every time.
 */
export async function screenOf(page: Page): Promise<Buffer> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  );
  // A settled page: no transition or finite animation still running (issue 35: the header's avatar was
  // caught mid-fade once, on a fresh clone). Two equal screenshots in a row alone can both fall in a
  // fade's slow start.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  const shoot = () => page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  let previous = await shoot();
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.waitForTimeout(150);
    const current = await shoot();
    if (current.equals(previous)) return current;
    previous = current;
  }
  throw new Error(`${page.url()} kept changing for 10 screenshots in a row`);
}

/**
 * The tolerance for this browser: strict when the baselines were taken with this Chromium version,
 * looser (and said aloud) when not. When updating, records this version beside the baselines.
 */
export function toleranceFor(browserVersion: string): number {
  if (UPDATING) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(BROWSER_FILE, `${browserVersion}\n`);
    return SAME_BROWSER_MAX_RATIO;
  }
  const baselineVersion = existsSync(BROWSER_FILE) ? readFileSync(BROWSER_FILE, 'utf8').trim() : 'unknown';
  if (baselineVersion === browserVersion) return SAME_BROWSER_MAX_RATIO;
  console.warn(
    `Screenshots: baselines taken with Chromium ${baselineVersion}, this is ${browserVersion}; comparing with the ${OTHER_BROWSER_MAX_RATIO * 100} % tolerance. Take them again: UPDATE_SCREENSHOTS=1.`,
  );
  return OTHER_BROWSER_MAX_RATIO;
}

/** Compares a screenshot with its baseline (or writes the baseline when updating), and writes the evidence of a mismatch to `logDir`. */
export function checkScreenshot(name: string, actual: Buffer, logDir: string, maxRatio: number): Comparison {
  const baseline = path.join(BASELINE_DIR, `${name}.png`);
  if (UPDATING) {
    writeFileSync(baseline, actual);
    return { name, differentPixels: 0, ratio: 0 };
  }
  if (!existsSync(baseline))
    throw new Error(`No baseline for ${name}: run the file with UPDATE_SCREENSHOTS=1, look at ${baseline} and commit it`);
  const { differentPixels, ratio, diff, where } = comparePngs(readFileSync(baseline), actual);
  if (ratio <= maxRatio) return { name, differentPixels, ratio };
  const report = path.join(logDir, 'screenshots');
  mkdirSync(report, { recursive: true });
  writeFileSync(path.join(report, `${name}.actual.png`), actual);
  if (diff) writeFileSync(path.join(report, `${name}.diff.png`), PNG.sync.write(diff));
  return { name, differentPixels, ratio, report, where };
}
