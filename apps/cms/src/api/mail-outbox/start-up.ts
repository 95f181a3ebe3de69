import type { Core } from '@strapi/strapi';
import { createOutboxWorker } from '../../lib/mail-outbox/outbox';
import { wholeNumberSetting } from '@vacaturesite/shared';

/** Decision 046: every CMS instance sends from the outbox; MAIL_OUTBOX_INTERVAL_MS between looks (a queued mail pokes it at once). */
let worker: ReturnType<typeof createOutboxWorker> | null = null;

export function startMailOutbox(strapi: Core.Strapi): void {
  worker = createOutboxWorker(strapi, wholeNumberSetting(process.env.MAIL_OUTBOX_INTERVAL_MS, 5_000));
  worker.start();
}

export async function stopMailOutbox(): Promise<void> {
  await worker?.stop();
  worker = null;
}
