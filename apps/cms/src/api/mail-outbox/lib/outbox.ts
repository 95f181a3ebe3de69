import type { Core } from '@strapi/strapi';
import type { Mail } from '../../../lib/mail';
import { siteUrl } from '../../../lib/mail';

/**
 * The CMS's outbox (decision 046): a mail that follows from a change is written to the database in the
 * change's own transaction and sent from there. A restart between the change and the mail loses
 * nothing (the row waits), a second CMS instance never sends a row twice (each is claimed with a
 * conditional update), and a failed send is tried again later instead of being logged and lost.
 * pending → claimed → sent; back to pending after a failure (with a growing wait) or after a claim
 * older than CLAIM_LEASE_MS (a process that died mid-send); failed after MAX_ATTEMPTS sends or
 * MAX_CLAIMS ended claims.
 */
export const OUTGOING_MAIL_UID = 'api::mail-outbox.outgoing-mail';
/** Longer than a send can take: the SMTP transport gives up within 100 s (MAIL_TIMEOUTS_MS). */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;
const MAX_CLAIMS = 3;
const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** What was sent stays this long for an operator to look at, then goes: it holds addresses and texts. */
export const SENT_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type Row = {
  id: number;
  key: string;
  recipient: string;
  subject: string;
  html: string | null;
  text: string | null;
  headers: Record<string, string> | null;
  attempts: number | null;
};

/** A mail for the outbox; `headers` are sent as they are (e.g. a job alert's List-Unsubscribe), beside our Message-ID. */
export type QueuedMail = Mail & { headers?: Record<string, string> };

const rows = (strapi: Core.Strapi) => strapi.db.query(OUTGOING_MAIL_UID);

/** 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60 * 60 * 1000, 60_000 * 2 ** Math.max(0, attempts - 1));

/** The same Message-ID for every try of one mail, so a mail client can tell a second copy for what it is. */
export function messageId(key: string, site = siteUrl()): string {
  const host = new URL(site).hostname || 'vacaturesite.local';
  return `<${key.replace(/[^A-Za-z0-9._-]/g, '.')}@${host}>`;
}

let poke: (() => void) | null = null;

/**
 * Puts one mail in the outbox, in the caller's transaction when there is one; sent once that commits.
 * `key` names the event (e.g. `application-received:12:employer`): the same key again is not queued
 * twice. A mail without an address is skipped.
 */
export async function queueMail(strapi: Core.Strapi, { key, to, mail }: { key: string; to: string | null | undefined; mail: QueuedMail }) {
  if (!to) return;
  await strapi.db.transaction(async ({ onCommit }) => {
    if (await rows(strapi).count({ where: { key } })) return;
    await rows(strapi).create({
      data: {
        key,
        recipient: to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers && Object.keys(mail.headers).length ? mail.headers : null,
        state: 'pending',
        dueAt: new Date(),
        attempts: 0,
        claims: 0,
      },
    });
    onCommit(() => poke?.());
  });
}

/** The sender: every CMS instance runs one; `tick` is one look at the outbox. */
export function createOutboxWorker(strapi: Core.Strapi, intervalMs: number) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let lastCleanup = 0;

  async function send(row: Row): Promise<void> {
    const attempts = (row.attempts ?? 0) + 1;
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send({
          to: row.recipient,
          subject: row.subject,
          html: row.html ?? undefined,
          text: row.text ?? undefined,
          headers: { ...(row.headers ?? {}), 'Message-ID': messageId(row.key) },
        });
      await rows(strapi).update({ where: { id: row.id }, data: { state: 'sent', sentAt: new Date(), attempts, error: null } });
    } catch (error) {
      const giveUp = attempts >= MAX_ATTEMPTS;
      const problem = error instanceof Error ? error.message : String(error);
      strapi.log.error(`Mail ${row.key}: sending failed (attempt ${attempts}${giveUp ? ', given up' : ''}): ${problem}`);
      await rows(strapi).update({
        where: { id: row.id },
        data: {
          state: giveUp ? 'failed' : 'pending',
          attempts,
          dueAt: new Date(Date.now() + retryDelayMs(attempts)),
          error: problem.slice(0, 1000),
        },
      });
    }
  }

  /** Claims older than the lease: back to pending, or failed after MAX_CLAIMS (a mail that kills its sender every time). */
  async function releaseEndedClaims(now: number) {
    const stale = { state: 'claimed', claimedAt: { $lt: new Date(now - CLAIM_LEASE_MS) } };
    await rows(strapi).updateMany({
      where: { ...stale, claims: { $gte: MAX_CLAIMS } },
      data: { state: 'failed', error: `Onderbroken tijdens het versturen, ${MAX_CLAIMS} keer` },
    });
    await rows(strapi).updateMany({ where: stale, data: { state: 'pending' } });
  }

  async function removeOld(now: number) {
    if (now - lastCleanup < 60 * 60 * 1000) return;
    lastCleanup = now;
    const before = new Date(now - SENT_KEPT_DAYS * DAY_MS);
    await rows(strapi).deleteMany({ where: { state: { $in: ['sent', 'failed'] }, dueAt: { $lt: before } } });
  }

  async function look(): Promise<void> {
    const now = Date.now();
    await releaseEndedClaims(now);
    await removeOld(now);
    for (;;) {
      const due: Row[] = await rows(strapi).findMany({
        where: { state: 'pending', dueAt: { $lte: new Date() } },
        select: ['id', 'key', 'recipient', 'subject', 'html', 'text', 'headers', 'attempts', 'claims'],
        orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
        limit: BATCH,
      });
      if (!due.length) return;
      for (const row of due) {
        const { count } = await rows(strapi).updateMany({
          where: { id: row.id, state: 'pending' },
          data: { state: 'claimed', claimedAt: new Date(), claims: ((row as Row & { claims?: number }).claims ?? 0) + 1 },
        });
        if (count === 1) await send(row);
      }
      if (due.length < BATCH) return;
    }
  }

  /** One look at a time; a poke during a look runs another right after it. */
  function tick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = look()
      .catch((error: Error) => void strapi.log.error(`Mail outbox: ${error.message}`))
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
      poke = () => setImmediate(() => void tick());
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
      void tick();
    },
    async stop() {
      poke = null;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
