import { describe, expect, it } from 'vitest';
import { consumeOrRefuse, createRateLimiter, isOverLimit, SharedRateLimitStore } from './rate-limits';

describe('SharedRateLimitStore (users-permissions rateLimit over rate-limiter-flexible, no REDIS_URL)', () => {
  it('counts every hit of a key within the interval, each key on its own, and gives back a decrement', async () => {
    const store = new SharedRateLimitStore();
    const options = { interval: 60_000, max: 2 };
    const before = Date.now();
    const counters = [];
    for (let hit = 0; hit < 3; hit++) counters.push((await store.incr('login|1.2.3.4', options, 1)).counter);
    expect(counters).toEqual([1, 2, 3]);
    const { dateEnd } = await store.incr('login|5.6.7.8', options, 1);
    expect(dateEnd).toBeGreaterThanOrEqual(before + 59_000);
    expect(dateEnd).toBeLessThanOrEqual(Date.now() + 60_000);
    await store.decrement('login|1.2.3.4', options, 1);
    expect((await store.incr('login|1.2.3.4', options, 1)).counter).toBe(3);
  });
});

describe('createRateLimiter', () => {
  it('refuses past its points with the time left, and an over-limit refusal is told from a store failure', async () => {
    const limiter = createRateLimiter({ name: 'test', points: 1, windowMs: 1500 });
    await limiter.consume('a');
    const refusal = await limiter.consume('a').catch((reason: unknown) => reason);
    expect(isOverLimit(refusal)).toBe(true);
    expect((refusal as { msBeforeNext: number }).msBeforeNext).toBeGreaterThan(1000);
    expect(isOverLimit(new Error('Redis connection is not ready'))).toBe(false);
    await expect(limiter.consume('b')).resolves.toBeDefined();
  });
});

describe('consumeOrRefuse', () => {
  it('takes weighted points, then answers 429 (RateLimitError) with Retry-After in whole seconds', async () => {
    const limiter = createRateLimiter({ name: 'test-refuse', points: 10, windowMs: 60_000 });
    const headers: Record<string, string> = {};
    const ctx = { set: (name: string, value: string) => void (headers[name] = value) };
    await consumeOrRefuse(ctx, limiter, 'a', 'Too many', 6);
    const refusal = await consumeOrRefuse(ctx, limiter, 'a', 'Too many', 6).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ name: 'RateLimitError', message: 'Too many' });
    expect(Number(headers['Retry-After'])).toBeGreaterThanOrEqual(59);
    expect(Number(headers['Retry-After'])).toBeLessThanOrEqual(60);
    await expect(consumeOrRefuse(ctx, limiter, 'b', 'Too many', 10)).resolves.toBeUndefined();
  });
});
