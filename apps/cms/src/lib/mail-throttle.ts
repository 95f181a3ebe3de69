import { createHash } from 'node:crypto';
import { createRateLimiter, isOverLimit } from './rate-limits';

/**
 * At most one mail of a kind per address per window: registering again and again with a taken
 * address (issue 15) or asking for a reset link eight times a second (issue 34) must not flood the
 * address's owner. Counted across CMS instances on Redis when REDIS_URL is set (rate-limits.ts), in
 * this process otherwise; entries expire with their window, so memory stays bounded.
 */
export const MAIL_THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Reset and confirmation links: short enough that someone whose mail went astray can ask again soon. */
export const ACCOUNT_LINK_MAIL_WINDOW_MS = 5 * 60 * 1000;

/** The address's key: case-insensitive, and no address in Redis. */
const addressKey = (address: string) => createHash('sha256').update(address.trim().toLowerCase()).digest('base64url');

export function createMailThrottle(kind: string, windowMs = MAIL_THROTTLE_WINDOW_MS) {
  const limiter = createRateLimiter({ name: `mail:${kind}`, points: 1, windowMs });
  return {
    /** True (and counted) when `address` may get this kind of mail now. */
    async allow(address: string): Promise<boolean> {
      try {
        await limiter.consume(addressKey(address));
        return true;
      } catch (reason) {
        if (isOverLimit(reason)) return false;
        throw reason;
      }
    },
  };
}
