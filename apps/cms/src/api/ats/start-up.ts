import type { Core } from '@strapi/strapi';
import { createWebhookWorker } from '../../lib/webhooks/webhook';
import { wholeNumberSetting } from '@vacaturesite/shared';

/** Decision 057: every CMS instance sends due webhook deliveries; ATS_WEBHOOK_INTERVAL_MS between looks (a queued one pokes it at once). */
let worker: ReturnType<typeof createWebhookWorker> | null = null;

export function startWebhookSender(strapi: Core.Strapi): void {
  worker = createWebhookWorker(strapi, wholeNumberSetting(process.env.ATS_WEBHOOK_INTERVAL_MS, 5_000));
  worker.start();
}

export async function stopWebhookSender(): Promise<void> {
  await worker?.stop();
  worker = null;
}
