import type { Core } from '@strapi/strapi';
import type { HealthCheck } from '@vacaturesite/shared';

/**
 * The background queues an operator watches (docs/operations.md, "What to watch"), read for the
 * health report and at every metrics scrape: one grouped query per table over the rows that are not
 * finished, which the (state, …) indexes answer without reading the sent ones.
 */
export const QUEUES = {
  /** Decision 046. Its age is how long the oldest pending mail is past its due time. */
  mailOutbox: { uid: 'api::mail-outbox.outgoing-mail', since: 'dueAt' },
  /** Decisions 034, 045. As the outbox. */
  googleIndexing: { uid: 'api::indexing.indexing-notification', since: 'dueAt' },
  /** Decisions 008, 037. A delivery has no due time: its age is how long it has been waiting. */
  newsletterDeliveries: { uid: 'api::newsletter.newsletter-delivery', since: 'createdAt' },
  /** Decision 057: applications on their way to an ATS's webhook. Its age as the outbox's. */
  atsWebhooks: { uid: 'api::ats.webhook-delivery', since: 'dueAt' },
} as const;

export type QueueName = keyof typeof QUEUES;

export type QueueStats = { pending: number; claimed: number; failed: number; oldestPendingSeconds: number };

type Row = { state: string; count: number | string; oldest: unknown };

/** SQLite keeps dates as milliseconds, PostgreSQL answers Date objects. */
function millis(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  const number = Number(value);
  if (Number.isFinite(number)) return number;
  const parsed = Date.parse(String(value));
  return Number.isFinite(parsed) ? parsed : null;
}

/** Rows of `SELECT state, count(*), min(since) … GROUP BY state` to the numbers; pure, for the tests. */
export function toQueueStats(rows: Row[], now = Date.now()): QueueStats {
  const stats: QueueStats = { pending: 0, claimed: 0, failed: 0, oldestPendingSeconds: 0 };
  for (const row of rows) {
    const count = Number(row.count) || 0;
    if (row.state === 'pending') {
      stats.pending = count;
      const oldest = millis(row.oldest);
      // A retry waiting for its later due time is not late yet.
      if (oldest !== null) stats.oldestPendingSeconds = Math.max(0, Math.round((now - oldest) / 1000));
    } else if (row.state === 'claimed' || row.state === 'failed') stats[row.state] = count;
  }
  return stats;
}

export async function queueStats(strapi: Core.Strapi, name: QueueName): Promise<QueueStats> {
  const { uid, since } = QUEUES[name];
  const meta = strapi.db.metadata.get(uid) as unknown as { tableName: string; attributes: Record<string, { columnName?: string }> };
  const column = (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  const state = column('state');
  const rows: Row[] = await strapi.db
    .connection(meta.tableName)
    .select({ state })
    .count({ count: '*' })
    .min({ oldest: column(since) })
    .whereIn(state, ['pending', 'claimed', 'failed'])
    .groupBy(state);
  return toQueueStats(rows);
}

/**
 * Past these a queue is `degraded` in the health report. The outbox sends within seconds, so 15 minutes
 * late means no instance is sending (SMTP down, every sender stopped). Google's queue waits for the daily
 * cap by design, so only a day late is a problem. A webhook delivery waiting for its retry is not due
 * yet; one due and not sent for 15 minutes means no instance is sending, as for the outbox.
 */
export const LATE_AFTER_SECONDS: Record<Exclude<QueueName, 'newsletterDeliveries'>, number> = {
  mailOutbox: 15 * 60,
  googleIndexing: 24 * 60 * 60,
  atsWebhooks: 15 * 60,
};

/** Failed rows are reported, not judged: they stay for the operator to read (30 and 90 days) and would keep the site degraded that long. */
export function queueCheck(stats: QueueStats, lateAfterSeconds: number): HealthCheck {
  return { status: stats.oldestPendingSeconds > lateAfterSeconds ? 'degraded' : 'ok', ...stats };
}
