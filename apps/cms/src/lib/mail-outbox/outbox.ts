import type { Core } from '@strapi/strapi';
import type { Mail } from '../mail';
import { siteUrl } from '../mail';
import { createQueueWorker } from '../claimed-queue';
import { lockKey } from '../key-lock';

/**
 * The CMS's outbox (decision 046): a mail that follows from a change is written to the database in the
 * change's own transaction and sent from there. A restart between the change and the mail loses
 * nothing (the row waits), a second CMS instance never sends a row twice (each is claimed with a
 * conditional update), and a failed send is tried again later instead of being logged and lost.
 * pending → claimed → sent; back to pending after a failure (with a growing wait) or after a claim
 * older than CLAIM_LEASE_MS (a process that died mid-send); failed after MAX_ATTEMPTS sends or
 * MAX_CLAIMS ended claims (lib/claimed-queue.ts).
 */
export const OUTGOING_MAIL_UID = 'api::mail-outbox.outgoing-mail';
/** Longer than a send can take: the SMTP transport gives up within 100 s (MAIL_TIMEOUTS_MS). */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 8;
/**
 * What was sent stays this long for an operator to look at (to whom, which subject, when), then goes.
 * Its text goes as soon as it is sent: the recipient has it, and it holds links with tokens (an
 * alert's unsubscribe link, a registration's cancel link) and whatever the mail said about them.
 */
export const SENT_KEPT_DAYS = 30;

type Row = {
  id: number;
  key: string;
  recipient: string;
  subject: string;
  html: string | null;
  text: string | null;
  headers: Record<string, string> | null;
  attempts: number | null;
  claims?: number | null;
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
  await strapi.db.transaction(async ({ trx, onCommit }) => {
    await lockKey(strapi, trx, `outgoing-mail:${key}`);
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

/** The sender: every CMS instance runs one; `tick` is one look at the outbox (lib/claimed-queue.ts). */
export function createOutboxWorker(strapi: Core.Strapi, intervalMs: number) {
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
      await rows(strapi).update({
        where: { id: row.id },
        data: { state: 'sent', sentAt: new Date(), attempts, error: null, html: null, text: null, headers: null },
      });
    } catch (error) {
      const giveUp = attempts >= MAX_ATTEMPTS;
      const problem = error instanceof Error ? error.message : String(error);
      // A try that will be repeated is a warning; an error line means a mail is lost (issue 47: the log gate).
      strapi.log[giveUp ? 'error' : 'warn'](
        `Mail ${row.key}: sending failed (attempt ${attempts}${giveUp ? ', given up' : ''}): ${problem}`,
      );
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

  return createQueueWorker<Row>(strapi, {
    uid: OUTGOING_MAIL_UID,
    label: 'Mail outbox',
    intervalMs,
    select: ['id', 'key', 'recipient', 'subject', 'html', 'text', 'headers', 'attempts', 'claims'],
    leaseMs: CLAIM_LEASE_MS,
    doneStates: ['sent', 'failed'],
    keptDays: SENT_KEPT_DAYS,
    handle: send,
    setPoke: (next) => {
      poke = next;
    },
  });
}
