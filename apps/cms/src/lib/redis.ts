import { redisClientOptions, reportOncePerMinute } from '@vacaturesite/shared';
import { createClient } from 'redis';

/**
 * The CMS's Redis, when `REDIS_URL` is set (issue 18, decision 038): what several CMS instances must
 * share and is asked on every request (rate limits, the analytics salt, search change events). Without
 * it the CMS is one process and keeps these in memory, as `npm start` does.
 * A connection behaves as every one of the site's and the CMS's does (`redisClientOptions`, packages/shared).
 */
export function connectRedis(url: string, purpose: string) {
  const client = createClient(redisClientOptions(url));
  const report = reportOncePerMinute(purpose);
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
