/**
 * The visitor's colour mode (spec §3): "system", "light" or "dark", kept in localStorage under the
 * original product's key, shown as a class and `color-scheme` on <html>. Written here rather than with
 * next-themes, which the site used before: its provider put about 1.9 kB gzip into every page's
 * first-load JavaScript (issue 14's budget is 15 kB above the framework floor); what the site needs of
 * it is an inline script, a select and a page's forced mode.
 */
export type ColorMode = 'light' | 'dark';
export type ColorModeChoice = 'system' | ColorMode;

/** Key kept from the original product so visitors' saved choice survives the rebuild (spec §3). */
export const COLOR_MODE_STORAGE_KEY = 'nuxt-color-mode';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export const isColorModeChoice = (value: unknown): value is ColorModeChoice => value === 'system' || value === 'light' || value === 'dark';

/** Puts a mode on the document: the stylesheet's `.light`/`.dark` rules and the browser's own controls. */
export function showColorMode(root: HTMLElement, mode: ColorMode): void {
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

/**
 * Run inline before the body is painted, so a first load does not flash the other mode: it runs before
 * any bundle, so it carries showColorMode's own source; a broken storage must not stop the page.
 */
export const COLOR_MODE_SCRIPT = `(function(){try{var c=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)});(${showColorMode})(document.documentElement,c==='light'||c==='dark'?c:matchMedia(${JSON.stringify(DARK_QUERY)}).matches?'dark':'light');}catch(e){}})()`;

/** The inline script of a page with a forced mode (spec §2), after the one above. */
export const forcedColorModeScript = (mode: ColorMode) => `(${showColorMode})(document.documentElement,${JSON.stringify(mode)})`;
