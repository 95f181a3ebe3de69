import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ClientHasher } from '../lib/client-hash';
import { createRateLimiter, isOverLimit } from '../../../lib/rate-limits';
import { sharedRedis } from '../../../lib/redis';
import { EventWriter, toRows } from '../lib/store';
import { type Failure, parseBatch } from '../lib/validation';

/**
 * POST /api/statistics `{ data: { events: [...], session } }` → 204 (decision 007).
 * 400 for a malformed batch (nothing stored), 429 past the per-client rate, 503 when the database
 * cannot take the write; never a 500 for what a client sent.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const limiter = createRateLimiter({
    name: 'statistics',
    points: Number(process.env.ANALYTICS_RATE_MAX ?? 120),
    windowMs: Number(process.env.ANALYTICS_RATE_WINDOW_MS ?? 60_000),
  });
  const hasher = new ClientHasher(sharedRedis());
  let writer: EventWriter | null = null;

  return {
    async ingest(ctx) {
      const ip = String(ctx.request.ip ?? '');
      const clientHash = await hasher.hash(ip, String(ctx.request.headers['user-agent'] ?? ''));
      try {
        await limiter.consume(clientHash);
      } catch (reason) {
        if (!isOverLimit(reason)) throw reason;
        ctx.set('Retry-After', String(Math.max(1, Math.ceil(reason.msBeforeNext / 1000))));
        throw new errors.RateLimitError('Too many statistics batches from this client; try again later');
      }
      const parsed = parseBatch(ctx.request.body);
      if (parsed.ok === false) {
        const failure = parsed as Failure;
        throw new errors.ValidationError(
          failure.message,
          failure.path ? { errors: [{ path: [failure.path], message: failure.message, name: 'ValidationError' }] } : {},
        );
      }
      writer ??= new EventWriter(strapi.db.connection);
      try {
        await writer.write(toRows(parsed.value, clientHash, Date.now()));
      } catch (error) {
        strapi.log.error(`statistics: storing a batch failed: ${(error as Error).message}`);
        ctx.status = 503;
        ctx.set('Retry-After', '5');
        ctx.body = {
          data: null,
          error: { status: 503, name: 'ServiceUnavailableError', message: 'Statistics could not be stored; try again later', details: {} },
        };
        return;
      }
      ctx.status = 204;
    },

    /** Benchmark baseline only (ANALYTICS_BENCH=true): the same checks, then one plain Strapi create per event. */
    async baseline(ctx) {
      const parsed = parseBatch(ctx.request.body);
      if (parsed.ok === false) throw new errors.ValidationError((parsed as Failure).message);
      for (const event of parsed.value.events) {
        await strapi.documents('api::statistics.analytics-baseline-event').create({
          data: { eventType: event.eventType, url: event.url, ts: String(event.timestamp), sessionId: parsed.value.sessionId },
        } as never);
      }
      ctx.status = 204;
    },
  };
};
