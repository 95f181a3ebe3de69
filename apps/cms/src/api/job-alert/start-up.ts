import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { runDailyDigest } from './lib/delivery';
import { registerJobAlertPublishHook } from './lib/publish-hook';
import { ensureDeliveryIndex } from './lib/store';
import { ensureVapidKeys } from '../push/lib/vapid';

/** Web Push and job alerts (decision 009): start-up wiring. */

/** Daily at 18:00 in the Netherlands, so the digest lists the day's vacancies. JOB_ALERT_DIGEST_CRON overrides. */
export const DIGEST_RULE = process.env.JOB_ALERT_DIGEST_CRON || '0 18 * * *';

/**
 * The digest's entry for Strapi's cron service. `runDigest` is the real digest in the CMS; the unit
 * test hands in a counter to see the real scheduler fire it.
 */
export function jobAlertDigestCron(strapi: Core.Strapi, runDigest: typeof runDailyDigest = runDailyDigest) {
  return {
    jobAlertDigest: {
      task: async () => {
        const result = await runDigest(strapi);
        strapi.log.info(`Job alert digest: ${result.alerts} alerts, ${result.vacancies} vacancies`);
      },
      options: { rule: DIGEST_RULE, tz: 'Europe/Amsterdam' },
    },
  };
}

export function registerPushAndAlerts(strapi: Core.Strapi): void {
  registerJobAlertPublishHook(strapi);
}

export async function bootstrapPushAndAlerts(strapi: Core.Strapi): Promise<void> {
  await ensureVapidKeys(strapi);
  await ensureDeliveryIndex(strapi);
  strapi.cron.add(jobAlertDigestCron(strapi));
  // `POST /job-alerts/digest` on the admin API: an editor (any admin role) can send today's digest
  // now, e.g. after a batch of publishes; the tests use it instead of waiting for 18:00.
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'POST',
        path: '/job-alerts/digest',
        handler: async (ctx: Context) => {
          ctx.body = { data: await runDailyDigest(strapi) };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  } as never);
}
