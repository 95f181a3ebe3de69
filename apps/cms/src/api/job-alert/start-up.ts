import { registerEditorRoutes } from '../../lib/strapi-helpers';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { runDailyDigest } from './lib/delivery';
import { maintainGuestAlerts } from './lib/guest';
import { registerJobAlertPublishHook } from './lib/publish-hook';
import { ensureVapidKeys } from '../../lib/push/vapid';

/** Web Push and job alerts (decision 009): start-up wiring. */

/** Daily at 18:00 in the Netherlands, so the digest lists the day's vacancies. JOB_ALERT_DIGEST_CRON overrides. */
export const DIGEST_RULE = process.env.JOB_ALERT_DIGEST_CRON || '0 18 * * *';

/**
 * The digest's entry for Strapi's cron service, with the guest alerts' daily round after it. The
 * real ones in the CMS; the unit test hands in counters to see the real scheduler fire them.
 */
export function jobAlertDigestCron(
  strapi: Core.Strapi,
  runDigest: typeof runDailyDigest = runDailyDigest,
  maintainGuests: typeof maintainGuestAlerts = maintainGuestAlerts,
) {
  return {
    jobAlertDigest: {
      task: async () => {
        const result = await runDigest(strapi);
        strapi.log.info(`Job alert digest: ${result.alerts} alerts, ${result.vacancies} vacancies`);
        const guests = await maintainGuests(strapi);
        strapi.log.info(`Guest job alerts: ${guests.asked} asked to confirm again, ${guests.removed} removed`);
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
  strapi.cron.add(jobAlertDigestCron(strapi));
  // `POST /job-alerts/digest` on the admin API: an editor (any admin role) can send today's digest
  // now, e.g. after a batch of publishes (`{ weekly: true }`: the weekly ones too, as on a Monday);
  // the tests use it instead of waiting for 18:00. `/job-alerts/guest-maintenance` runs the guest
  // alerts' daily round (decision 032) now.
  registerEditorRoutes(strapi, [
    {
      method: 'POST',
      path: '/job-alerts/digest',
      handler: async (ctx: Context) => {
        const weekly = (ctx.request.body as { weekly?: unknown } | undefined)?.weekly === true;
        ctx.body = { data: await runDailyDigest(strapi, weekly ? { weekly } : {}) };
      },
    },
    {
      method: 'POST',
      path: '/job-alerts/guest-maintenance',
      handler: async (ctx: Context) => {
        ctx.body = { data: await maintainGuestAlerts(strapi) };
      },
    },
  ]);
}
