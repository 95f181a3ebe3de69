import { sharedRedis } from '../../../lib/redis';
import { throttleDelayMs } from './queue';

/**
 * NEWSLETTER_MAILS_PER_MINUTE for the whole site, not per CMS instance (decision 038): with REDIS_URL
 * every sender reserves the next free slot, one every 60/N seconds, in one Redis key, on Redis's clock.
 * Hand-written (a few lines of Lua) rather than rate-limiter-flexible's `execEvenly`, which spreads
 * within fixed windows and lets a window's start burst: a mail relay's limit wants a steady gap.
 * Without Redis, or while it is away, this process keeps its own pace (throttleDelayMs).
 */
const NEXT_SLOT_KEY = 'newsletter:next-slot';
const RESERVE_SLOT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local interval = tonumber(ARGV[1])
local slot = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
redis.call('SET', KEYS[1], slot + interval, 'PX', slot - now + interval * 2)
return slot - now`;

/** How long this sender waits before its next mail. */
export async function waitBeforeNextMail(lastStartedAt: number | null, perMinute: number): Promise<number> {
  const redis = sharedRedis();
  if (redis?.isReady) {
    try {
      return Number(await redis.eval(RESERVE_SLOT, { keys: [NEXT_SLOT_KEY], arguments: [String(Math.ceil(60_000 / perMinute))] }));
    } catch {
      // Redis went away: this process's own pace until it is back.
    }
  }
  return throttleDelayMs(lastStartedAt, Date.now(), perMinute);
}
