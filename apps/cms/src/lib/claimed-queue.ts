import type { Core, UID } from '@strapi/strapi';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 20;
/** A row claimed this often by a process that then died (it kills its sender every time) is given up. */
const MAX_CLAIMS = 3;

/** What every queue row has: the worker claims it and counts its claims. */
export type QueueRow = { id: number; claims?: number | null };

export type QueueOptions<R extends QueueRow> = {
  uid: UID.ContentType;
  /** Names the queue in the CMS log. */
  label: string;
  intervalMs: number;
  /** The fields `handle` needs, `id` and `claims` among them. */
  select: string[];
  /** Longer than one `handle` can take: an older claim belonged to a process that died. */
  leaseMs: number;
  /** Done rows ('sent', 'delivered', 'failed') older than this many days go, once an hour. */
  doneStates: string[];
  keptDays: number;
  /** Sends one claimed row and records the outcome on it (done, or pending again with a later dueAt). */
  handle: (row: R) => Promise<void>;
  /** Told the poke when the worker starts (null when it stops), so a new row is sent right after its commit. */
  setPoke?: (poke: (() => void) | null) => void;
};

/**
 * The worker of a durable queue table (the mail outbox, decision 046; the ATS webhook, decision 057): every
 * CMS instance runs one; a row goes pending → claimed by a conditional update (one instance wins) → handled.
 * `tick` is one look at the table; a poke during a look runs another right after it.
 */
export function createQueueWorker<R extends QueueRow>(strapi: Core.Strapi, options: QueueOptions<R>) {
  const rows = () => strapi.db.query(options.uid);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let lastCleanup = 0;

  /** Claims older than the lease: back to pending, or failed after MAX_CLAIMS. */
  async function releaseEndedClaims(now: number) {
    const stale = { state: 'claimed', claimedAt: { $lt: new Date(now - options.leaseMs) } };
    await rows().updateMany({
      where: { ...stale, claims: { $gte: MAX_CLAIMS } },
      data: { state: 'failed', error: `Onderbroken tijdens het versturen, ${MAX_CLAIMS} keer` },
    });
    await rows().updateMany({ where: stale, data: { state: 'pending' } });
  }

  async function removeOld(now: number) {
    if (now - lastCleanup < 60 * 60 * 1000) return;
    lastCleanup = now;
    const before = new Date(now - options.keptDays * DAY_MS);
    await rows().deleteMany({ where: { state: { $in: options.doneStates }, dueAt: { $lt: before } } });
  }

  async function look(): Promise<void> {
    const now = Date.now();
    await releaseEndedClaims(now);
    await removeOld(now);
    for (;;) {
      const due: R[] = await rows().findMany({
        where: { state: 'pending', dueAt: { $lte: new Date() } },
        select: options.select,
        orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
        limit: BATCH,
      });
      if (!due.length) return;
      for (const row of due) {
        // Only the instance whose update changed the row handles it.
        const { count } = await rows().updateMany({
          where: { id: row.id, state: 'pending' },
          data: { state: 'claimed', claimedAt: new Date(), claims: (row.claims ?? 0) + 1 },
        });
        if (count === 1) await options.handle(row);
      }
      if (due.length < BATCH) return;
    }
  }

  function tick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = look()
      .catch((error: Error) => void strapi.log.error(`${options.label}: ${error.message}`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void tick();
        }
      });
    return running;
  }

  return {
    tick,
    start() {
      options.setPoke?.(() => setImmediate(() => void tick()));
      timer = setInterval(() => void tick(), options.intervalMs);
      timer.unref();
      void tick();
    },
    async stop() {
      options.setPoke?.(null);
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
