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
