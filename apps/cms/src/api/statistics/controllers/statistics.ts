import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ClientHasher } from '../lib/client-hash';
import { statisticsLimits } from '../lib/limits';
import { sharedRedis } from '../../../lib/redis';
import { EventWriter, toRows } from '../../../lib/analytics-events/store';
import { type Failure, parseBatch } from '../../../lib/analytics-events/validation';

/**
 * POST /api/statistics `{ data: { events: [...], session } }` → 204 (decision 007).
 * 400 for a malformed batch (nothing stored), 429 past the session's or the address's budget
 * (lib/limits.ts), 503 when the database cannot take the write; never a 500 for what a client sent.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const limits = statisticsLimits();
  const hasher = new ClientHasher(sharedRedis());
  let writer: EventWriter | null = null;

  return {
    async ingest(ctx) {
      const ip = String(ctx.request.ip ?? '');
      // Parsed before it is counted: the address's budget is in events. Strapi's body limit bounds the work.
      const parsed = parseBatch(ctx.request.body);
      await limits.admit(ctx, ip, parsed);
      if (parsed.ok === false) {
        const failure = parsed as Failure;
        throw new errors.ValidationError(
          failure.message,
          failure.path ? { errors: [{ path: [failure.path], message: failure.message, name: 'ValidationError' }] } : {},
        );
      }
      // The stored rows' pseudonymous client id, as before (decision 007); the limits no longer use it.
      const clientHash = await hasher.hash(ip, String(ctx.request.headers['user-agent'] ?? ''));
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
