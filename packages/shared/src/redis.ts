/**
 * How every Redis connection of the site and the CMS behaves (decision 038), for node-redis's
 * createClient: it reconnects every 0.1–2 s after a drop; commands meanwhile fail at once instead of
 * queueing without bound (the callers then act alone, as without Redis); a drop is logged once a minute,
 * not once per retry.
 */
export function redisClientOptions(url: string) {
  return {
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
  };
}

/** An error handler that logs `Redis (purpose): …` at most once a minute. */
export function reportOncePerMinute(purpose: string): (error: Error) => void {
  let last = 0;
  return (error) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    console.warn(`Redis (${purpose}): ${error.message}`);
  };
}

/**
 * With more than one CMS instance (REDIS_URL), the site may render changed pages through another
 * instance, whose search index takes a change a few milliseconds after the commit: the CMS tells the
 * site this much later (decision 038), so its render reads the change there too. Until then the
 * site's pages are as before the change.
 */
export const SITE_TOLD_LATER_WITH_REDIS_MS = 1000;
