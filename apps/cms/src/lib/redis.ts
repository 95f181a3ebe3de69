import { createClient } from 'redis';

/**
 * The CMS's Redis, when `REDIS_URL` is set (issue 18, decision 038): what several CMS instances must
 * share and is asked on every request (rate limits, the analytics salt, search change events). Without
 * it the CMS is one process and keeps these in memory, as `npm start` does.
 */
/**
 * A connection that reconnects every 0.1–2 s after a drop; commands meanwhile fail at once instead of
 * queueing without bound, and the drop is logged once a minute, not once per retry.
 */
export function connectRedis(url: string, purpose: string) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  let lastReport = 0;
  const report = (error: Error) => {
    if (Date.now() - lastReport < 60_000) return;
    lastReport = Date.now();
    console.warn(`Redis (${purpose}): ${error.message}`);
  };
  client.on('error', report);
  client.connect().catch(report);
  return client;
}

export type Redis = ReturnType<typeof connectRedis>;

let shared: Redis | null | undefined;

/** One connection per process for commands, opened on first use; null when the CMS runs without Redis. */
export function sharedRedis(): Redis | null {
  if (shared === undefined) shared = process.env.REDIS_URL ? connectRedis(process.env.REDIS_URL, 'commands') : null;
  return shared;
}
