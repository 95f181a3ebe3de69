import { createRequire } from 'node:module';
import { errors } from '@strapi/utils';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import { sharedRedis } from './redis';

/**
 * Rate limits that count across CMS instances (issue 18, decision 038): rate-limiter-flexible on Redis
 * when `REDIS_URL` is set, in memory otherwise. While Redis is unreachable each instance counts on its
 * own (the insurance limiter) rather than letting everything through or refusing everybody.
 */
export function createRateLimiter({ name, points, windowMs }: { name: string; points: number; windowMs: number }): RateLimiterAbstract {
  const options = { keyPrefix: `rl:${name}`, points, duration: Math.max(1, Math.ceil(windowMs / 1000)) };
  const redis = sharedRedis();
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** rate-limiter-flexible rejects with its result when over the limit, with an Error when the store failed. */
export const isOverLimit = (reason: unknown): reason is RateLimiterRes =>
  !(reason instanceof Error) && typeof reason === 'object' && reason !== null && 'msBeforeNext' in reason;

/**
 * Takes `points` of `key`'s budget; past it, Strapi's 429 (RateLimitError) with `message` and
 * Retry-After in whole seconds, so our limiters answer alike. A store failure is thrown as it is.
 */
export async function consumeOrRefuse(
  ctx: { set(name: string, value: string): void },
  limiter: RateLimiterAbstract,
  key: string,
  message: string,
  points = 1,
): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (reason) {
    if (!isOverLimit(reason)) throw reason;
    ctx.set('Retry-After', String(Math.max(1, Math.ceil(reason.msBeforeNext / 1000))));
    throw new errors.RateLimitError(message);
  }
}

// users-permissions' rateLimit middleware builds a koa2-ratelimit limiter per request and checks that
// its store extends this package's Store; the plugin's own copy is the one it checks against.
const pluginRequire = createRequire(require.resolve('@strapi/plugin-users-permissions/package.json'));
const { Store } = (pluginRequire('koa2-ratelimit') as { Stores: { Store: new () => object } }).Stores;

type KoaOptions = { interval: number; max: number };

/**
 * koa2-ratelimit's store interface over rate-limiter-flexible, given to users-permissions as
 * `ratelimit.store` (config/plugins.ts): the login, registration, reset and our public form routes
 * then count across instances. The plugin's own MemoryStore counts per process.
 */
export class SharedRateLimitStore extends Store {
  private limiters = new Map<number, RateLimiterAbstract>();

  private limiter({ interval, max }: KoaOptions) {
    let limiter = this.limiters.get(interval);
    if (!limiter) this.limiters.set(interval, (limiter = createRateLimiter({ name: `auth:${interval}`, points: max, windowMs: interval })));
    return limiter;
  }

  async incr(key: string, options: KoaOptions, weight: number) {
    // penalty counts without rejecting: koa2-ratelimit compares the counter with max itself.
    const result = await this.limiter(options).penalty(key, weight);
    return { counter: result.consumedPoints, dateEnd: Date.now() + result.msBeforeNext };
  }

  async decrement(key: string, options: KoaOptions, weight: number) {
    await this.limiter(options).reward(key, weight);
  }

  async saveAbuse() {}
}
