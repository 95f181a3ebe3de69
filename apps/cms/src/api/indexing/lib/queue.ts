import type { Core } from '@strapi/strapi';
import { type IndexingConfig, outcomeOf, retryDelayMs, tokenSource } from './google';

/**
 * The persistent queue of Google notifications (decision 034). Every notification is a row: pending →
 * claimed → sent, or back to pending with a later `dueAt` after a failure, or failed after
 * `maxAttempts`. A claim is a conditional update, so two CMS processes never send one row twice; a
 * claim older than CLAIM_LEASE_MS (a process killed mid-send) goes back to pending. A restart loses
 * nothing: the rows are in the database.
 */

export const NOTIFICATION_UID = 'api::indexing.indexing-notification';
export type NotificationType = 'URL_UPDATED' | 'URL_DELETED';
const CLAIM_LEASE_MS = 2 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 20;

type Row = { id: number; url: string; type: NotificationType; attempts: number | null };

const notifications = (strapi: Core.Strapi) => strapi.db.query(NOTIFICATION_UID);

/**
 * Queues one notification. A URL still waiting is changed instead of queued twice: Google needs only
 * the latest state. `dedupeKey` makes a notice once-only for good (an expiry, whichever process or day
 * notices it): a second one with the same key is dropped by its unique index (bootstrap/database-indexes.ts).
 */
export async function enqueue(strapi: Core.Strapi, notice: { url: string; type: NotificationType; vacancy?: string; dedupeKey?: string }) {
  const now = new Date();
  if (notice.dedupeKey && (await notifications(strapi).count({ where: { dedupeKey: notice.dedupeKey } }))) return;
  const { count } = await notifications(strapi).updateMany({
    where: { url: notice.url, state: 'pending' },
    data: { type: notice.type, dueAt: now, attempts: 0, error: null, ...(notice.dedupeKey ? { dedupeKey: notice.dedupeKey } : {}) },
  });
  if (count) return;
  try {
    await notifications(strapi).create({
      data: {
        url: notice.url,
        type: notice.type,
        vacancyDocumentId: notice.vacancy ?? null,
        state: 'pending',
        dueAt: now,
        attempts: 0,
        dedupeKey: notice.dedupeKey ?? null,
      },
    });
  } catch (error) {
    // Another process queued the same once-only notice a moment earlier.
    if (!notice.dedupeKey) throw error;
  }
}

/**
 * How long a finished notification (sent, or given up) stays in the queue for editors to look at.
 * Longer than the expiry round looks back (vacancy-notices.ts), so an expiry's once-only key outlives
 * every round that could notice it again.
 */
export const FINISHED_KEPT_DAYS = 90;

/**
 * Deletes what was sent, or given up on, more than FINISHED_KEPT_DAYS before `at`: without it the
 * table grows with every publish for good, and the worker reads it every few seconds. A given-up row's
 * `dueAt` is its last attempt plus at most a day. Pending and claimed rows are never touched.
 */
export async function removeFinished(strapi: Core.Strapi, at: Date): Promise<number> {
  const before = new Date(at.getTime() - FINISHED_KEPT_DAYS * DAY_MS);
  const { count } = await notifications(strapi).deleteMany({
    where: {
      $or: [
        { state: 'sent', sentAt: { $lt: before } },
        { state: 'failed', dueAt: { $lt: before } },
      ],
    },
  });
  return count;
}

/** Room left under the cap: sent in the last 24 hours, so no calendar day (Google counts Pacific days) gets more. */
export function roomUnderCap(sentLastDay: number, dailyCap: number): number {
  return Math.max(0, dailyCap - sentLastDay);
}

export function createIndexingWorker(strapi: Core.Strapi, config: IndexingConfig) {
  const tokens = tokenSource(config.key);
  const query = () => notifications(strapi);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function send(row: Row): Promise<void> {
    const attempts = (row.attempts ?? 0) + 1;
    let status = 0;
    let problem: string;
    try {
      const response = await fetch(config.endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokens.get()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: row.url, type: row.type }),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      problem = response.ok ? '' : (await response.text()).slice(0, 500);
    } catch (error) {
      problem = (error as Error).message;
    }
    const outcome = status ? outcomeOf(status) : 'retry';
    if (outcome === 'sent') {
      await query().update({ where: { id: row.id }, data: { state: 'sent', sentAt: new Date(), attempts, error: null } });
      return;
    }
    if (outcome === 'new-token') tokens.forget();
    const giveUp = outcome === 'failed' || attempts >= config.maxAttempts;
    strapi.log.warn(`Google indexing: ${row.type} ${row.url} answered ${status || 'nothing'} (attempt ${attempts}): ${problem}`);
    await query().update({
      where: { id: row.id },
      data: {
        state: giveUp ? 'failed' : 'pending',
        attempts,
        dueAt: new Date(Date.now() + retryDelayMs(attempts, config.retryMs)),
        error: `${status || 'no answer'}: ${problem}`.slice(0, 1000),
      },
    });
  }

  /** One look at the queue: free stale claims, then send what is due, as far as the cap allows. */
  async function tick(): Promise<void> {
    const now = Date.now();
    await query().updateMany({
      where: { state: 'claimed', claimedAt: { $lt: new Date(now - CLAIM_LEASE_MS) } },
      data: { state: 'pending' },
    });
    const sentLastDay = await query().count({ where: { state: 'sent', sentAt: { $gt: new Date(now - DAY_MS) } } });
    const room = roomUnderCap(sentLastDay, config.dailyCap);
    if (!room) return;
    const rows: Row[] = await query().findMany({
      where: { state: 'pending', dueAt: { $lte: new Date(now) } },
      select: ['id', 'url', 'type', 'attempts'],
      orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
      limit: Math.min(room, BATCH),
    });
    for (const row of rows) {
      const { count } = await query().updateMany({
        where: { id: row.id, state: 'pending' },
        data: { state: 'claimed', claimedAt: new Date() },
      });
      if (count === 1) await send(row);
    }
  }

  const runOnce = () => {
    if (running) return running;
    running = tick()
      .catch((error) => {
        strapi.log.error(`Google indexing: ${(error as Error).message}`);
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    start() {
      timer = setInterval(runOnce, config.intervalMs);
      void runOnce();
    },
    runOnce,
    /** Stops looking and waits for the send in flight, so a graceful restart leaves no claim behind. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
