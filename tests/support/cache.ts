import { inject } from 'vitest';
import { SITE_TOLD_LATER_WITH_REDIS_MS } from '../../packages/shared/src/redis';

/** How long a background render after a publish may take before the page counts as up to date. */
const SETTLE_TIMEOUT_MS = 5_000;
/** The webhook's own way to the site, on top of the CMS's wait before it sends it. */
const WEBHOOK_JOURNEY_MS = 300;

/**
 * Waits until the site's cached answer for each path is up to date with the CMS. A publish marks pages
 * stale (decision 018): the next request gets the old page and starts the new render, so a test that
 * compares a cached list with what the CMS holds now first asks until the answer is no longer 'STALE'.
 * Files run one at a time, so nothing publishes in between. With Redis (the cluster pass) the CMS tells
 * the site a second after a change (decision 038), and until then the page is not even stale: the wait
 * comes first, or a change the previous file or test made just before would pass for settled; and
 * every instance is asked, as each serves its own stale copy once.
 */
export async function settledPage(...paths: string[]): Promise<void> {
  const { redisUrl, siteInstanceUrls } = inject('stack');
  if (redisUrl) await new Promise((resolve) => setTimeout(resolve, SITE_TOLD_LATER_WITH_REDIS_MS + WEBHOOK_JOURNEY_MS));
  // Every site instance: behind nginx the browser may get the other one, which has its own stale copy to serve.
  for (const path of paths) for (const site of siteInstanceUrls) await settledOn(site, path);
}

async function settledOn(site: string, path: string): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const response = await fetch(`${site}${path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.headers.get('x-nextjs-cache') !== 'STALE') return;
    if (Date.now() > deadline) throw new Error(`${path} was still stale on ${site} after ${SETTLE_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
