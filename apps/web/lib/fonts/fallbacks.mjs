/**
 * Fallback faces shaped like Inter, so text painted before Inter has loaded takes the same room and
 * nothing moves when it swaps in (Lighthouse saw the home's vacancy cards shift by 0.15 when Inter
 * arrived after the first paint; decision 043). Capsize computes the overrides from each font's metrics,
 * per weight the site uses, against the fallback's regular or bold face.
 *
 * `npm run fonts -w apps/web` writes app/styles/font-fallbacks.css from this; a unit test holds the
 * file to it, so the numbers are never edited by hand.
 */
import { readFileSync } from 'node:fs';
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';

/**
 * The characters Inter's faces in fonts.css cover, read from there so they are listed once. A shaped
 * face stands in for Inter only: a character Inter lacks (the arrow of "← Alle vacatures") keeps the
 * platform's own glyph, as it would beside Inter, instead of a scaled Arial one.
 */
function interRanges() {
  const css = readFileSync(new URL('../../app/styles/fonts.css', import.meta.url), 'utf8');
  const ranges = [...css.matchAll(/unicode-range:([^;]+);/g)].flatMap(([, list]) => list.split(',').map((range) => range.trim()));
  return [...new Set(ranges)].join(', ');
}

/** The weights of fonts.css: Inter's own metrics for each, and the fallback's face that draws it. */
const WEIGHTS = [
  { weight: '400', inter: metrics.inter, fallbackVariant: null },
  { weight: '600', inter: metrics.inter.variants['600'], fallbackVariant: '700' },
  { weight: '800', inter: metrics.inter.variants['800'], fallbackVariant: '700' },
];

/**
 * Liberation Sans (Linux) and Arimo (ChromeOS) are drawn to Arial's metrics, but `local('Arial')` does
 * not find them: Chromium on Debian resolves `local()` by the font's own name (tried, decision 043).
 * Each is [family, its regular face's full and PostScript names, its bold face's].
 */
const ARIAL_TWINS = [
  ['Liberation Sans', ['Liberation Sans', 'LiberationSans'], ['Liberation Sans Bold', 'LiberationSans-Bold']],
  ['Arimo', ['Arimo', 'Arimo-Regular'], ['Arimo Bold', 'Arimo-Bold']],
];

/** Windows and macOS have Arial, Linux Liberation Sans, ChromeOS Arimo, Android Roboto; `variant` null is regular. */
function fallbacks(variant) {
  const pick = (font) => (variant ? { ...font.variants[variant], familyName: font.familyName } : font);
  const arial = pick(metrics.arial);
  const twins = ARIAL_TWINS.map(([familyName, regular, bold]) => {
    const [fullName, postscriptName] = variant ? bold : regular;
    return { ...arial, familyName, fullName, postscriptName };
  });
  return [arial, ...twins, pick(metrics.roboto)];
}

/** What follows the fallbacks when even they are missing: the platform's own sans-serif. */
const PLATFORM_FONTS = ['system-ui', '-apple-system', "'Segoe UI'", 'sans-serif'];

export function fontFallbackCss() {
  const unicodeRange = interRanges();
  const stacks = WEIGHTS.map(({ weight, inter, fallbackVariant }) =>
    createFontStack([{ ...inter, familyName: 'Inter' }, ...fallbacks(fallbackVariant)], {
      fontFaceFormat: 'styleString',
      fontFaceProperties: { fontWeight: weight, unicodeRange },
    }),
  );
  // createFontStack ends the stack with the fallbacks' own families, which only shape-matched faces should be.
  const matched = stacks[0].fontFamily.split(', ').filter((family) => family === 'Inter' || family.startsWith('"Inter Fallback'));
  return [
    '/* Written by lib/fonts/fallbacks.mjs (`npm run fonts -w apps/web`); do not edit by hand. */',
    ...stacks.map((stack) => stack.fontFaces.trim()),
    `:root {\n  --font-body: ${[...matched, ...PLATFORM_FONTS].join(', ')};\n}`,
    '',
  ].join('\n');
}
