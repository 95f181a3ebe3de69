/**
 * How the pages benchmark makes the site render a page for the request (a cache miss) instead of
 * serving it from its caches. Kept in this one file on purpose: when the caching model changes
 * (issue 14, caching in the data layer), the way to force a miss changes here and nowhere else.
 *
 * Today: Next's draft mode. A request with the draft-mode cookie (`__prerender_bypass` = the build's
 * previewModeId) is rendered per request even on a cached route, and skips Next's data cache, so it
 * costs React rendering plus every CMS read of the page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const CACHE_MISS =
  'draft-mode cookie (__prerender_bypass = the build’s previewModeId): rendered per request, Next’s data cache skipped';

/** `buildDir`: the site's build folder (its prerender-manifest.json holds the previewModeId). */
export function cacheMiss(buildDir) {
  const { previewModeId } = JSON.parse(readFileSync(path.join(buildDir, 'prerender-manifest.json'), 'utf8')).preview;
  const headers = { cookie: `__prerender_bypass=${previewModeId}` };
  return {
    headers,
    /** Throws when `url` asked this way still looks served from a cache: the numbers would be a lie. */
    async check(url) {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      const cacheControl = response.headers.get('cache-control') ?? '';
      // Next 16.4 still sends `x-nextjs-cache: HIT` on a draft-mode answer; no-store is what tells it was rendered.
      if (!response.ok || !/no-store/.test(cacheControl)) {
        throw new Error(`${url} asked as a cache miss answered ${response.status}, cache-control "${cacheControl}"`);
      }
    },
  };
}

/** What the site's cache says about an ordinary request: HIT, STALE, MISS, or null (a dynamic page). */
export async function cacheState(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.headers.get('x-nextjs-cache');
}
