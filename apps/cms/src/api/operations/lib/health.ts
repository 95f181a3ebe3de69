import type { Core } from '@strapi/strapi';
import { healthReport, type HealthCheck, type HealthReport } from '@vacaturesite/shared';
import { sharedRedis } from '../../../lib/redis';
import { searchIndexAgeSeconds, SEARCH_INDEX_STALE_SECONDS } from '../../../lib/search/sync';
import { LATE_AFTER_SECONDS, queueCheck, queueStats } from './queues';

/**
 * The CMS's part of the site's `GET /api/health` (decision 051). Every check has its own short timeout
 * and they run side by side, so the report comes within ~1.2 s even when the mail server hangs; the
 * site waits for it at most 1.8 s.
 */
export const CHECK_TIMEOUT_MS = { database: 1000, redis: 500, smtp: 1200, queue: 1000 };
/** A mail server is asked at most this often (a verify is a whole SMTP session); a hanging one is not asked again meanwhile. */
const SMTP_CACHE_MS = 30_000;
/** Load balancers ask every few seconds, each instance of them: one report serves them all for this long. */
const REPORT_CACHE_MS = 2_000;

export class TimeoutError extends Error {}

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs `probe`, timed; an error or a timeout is `failed` (the part's effect on the site decides how bad). */
export async function timedCheck(probe: () => Promise<unknown>, timeoutMs: number, failed: 'down' | 'degraded'): Promise<HealthCheck> {
  const started = performance.now();
  try {
    await withTimeout(probe(), timeoutMs);
    return { status: 'ok', ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      status: failed,
      ms: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message.slice(0, 200) : 'failed',
    };
  }
}

/** A result remembered for `ttlMs`; while one is running, callers share it instead of starting another. */
export function remembered<T>(check: () => Promise<T>, ttlMs: number, now = () => Date.now()) {
  let last: { at: number; result: T } | null = null;
  let running: Promise<T> | null = null;
  return async (): Promise<T> => {
    if (last && now() - last.at < ttlMs) return last.result;
    running ??= check()
      .then((result) => (last = { at: now(), result }).result)
      .finally(() => (running = null));
    return running;
  };
}

export function searchIndexCheck(ageSeconds: number | null): HealthCheck {
  if (ageSeconds === null) return { status: 'degraded', error: 'not built yet' };
  return { status: ageSeconds > SEARCH_INDEX_STALE_SECONDS ? 'degraded' : 'ok', ageSeconds };
}

export function createHealth(strapi: Core.Strapi) {
  const smtp = remembered(
    // The nodemailer provider's own verify: connects, greets and logs in as a send would.
    () => timedCheck(() => strapi.plugin('email').provider.verify(), CHECK_TIMEOUT_MS.smtp, 'degraded'),
    SMTP_CACHE_MS,
  );
  const queue = async (name: keyof typeof LATE_AFTER_SECONDS): Promise<HealthCheck> => {
    try {
      return queueCheck(await withTimeout(queueStats(strapi, name), CHECK_TIMEOUT_MS.queue), LATE_AFTER_SECONDS[name]);
    } catch (error) {
      return { status: 'degraded', error: error instanceof Error ? error.message.slice(0, 200) : 'failed' };
    }
  };

  async function report(): Promise<HealthReport> {
    const redis = sharedRedis();
    const [database, redisCheck, smtpCheck, mailOutbox, googleIndexing, atsWebhooks] = await Promise.all([
      timedCheck(() => strapi.db.connection.raw('select 1'), CHECK_TIMEOUT_MS.database, 'down'),
      // Without Redis each instance counts alone (decision 038): the site works on, so degraded.
      redis ? timedCheck(() => redis.ping(), CHECK_TIMEOUT_MS.redis, 'degraded') : null,
      smtp(),
      queue('mailOutbox'),
      queue('googleIndexing'),
      queue('atsWebhooks'),
    ]);
    return healthReport({
      database,
      ...(redisCheck ? { redis: redisCheck } : {}),
      smtp: smtpCheck,
      searchIndex: searchIndexCheck(searchIndexAgeSeconds()),
      mailOutbox,
      googleIndexing,
      atsWebhooks,
    });
  }

  return remembered(report, REPORT_CACHE_MS);
}
