import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows max requests per window per client, then refuses until the window ends', () => {
    const limiter = new RateLimiter(3, 1000);
    expect([1, 2, 3, 4].map(() => limiter.take('a', 0))).toEqual([true, true, true, false]);
    expect(limiter.take('b', 10)).toBe(true);
    expect(limiter.retryAfter('a', 500)).toBe(1);
    expect(limiter.take('a', 1000)).toBe(true);
  });
});
