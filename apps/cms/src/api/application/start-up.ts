import { registerEditorRoutes, type EditorRoute } from '../../lib/strapi-helpers';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { moveTestClock, testClockEnabled } from '../../lib/clock';
import { isDocumentId } from '../../lib/fields';
import { sendClosedNotices } from '../../lib/vacancy-lifecycle/closed-notices';
import { deleteExpiredCvs } from '../../lib/cv-retention';
import { queueDailySummaries } from './lib/daily-summaries';

/** After midnight in the Netherlands, so a vacancy whose last day was yesterday counts as ended. APPLICATION_ROUND_CRON overrides. */
export const APPLICATION_ROUND_RULE = process.env.APPLICATION_ROUND_CRON || '30 3 * * *';
/** The posters' overview of the day's applications (decision 046), when the working day starts. */
export const APPLICATION_SUMMARY_RULE = process.env.APPLICATION_SUMMARY_CRON || '0 8 * * *';

/**
 * The daily round of decision 033: the "closed" mails of vacancies that expired, then the CVs past their
 * period. The cron runs the retention round of decision 050 after it.
 */
export async function runApplicationRound(strapi: Core.Strapi, scope: { vacancy?: string } = {}) {
  const notices = await sendClosedNotices(strapi, scope);
  strapi.log.info(`Applications: ${notices.sent} "vacancy closed" mails queued`);
  const retention = await deleteExpiredCvs(strapi, scope);
  return { notices, retention };
}

const vacancyScope = (ctx: Context) => {
  const vacancy = (ctx.request.body as { vacancy?: unknown } | undefined)?.vacancy;
  return isDocumentId(vacancy) ? { vacancy } : {};
};

/**
 * `afterNightlyRound` runs when the nightly round is done: src/index.ts passes the retention round of
 * decision 050 (inactive and unconfirmed accounts, unconfirmed sign-ups, raw analytics), so the two never
 * overlap and this feature needs not know the privacy feature.
 */
export function bootstrapApplications(
  strapi: Core.Strapi,
  { afterNightlyRound }: { afterNightlyRound: (strapi: Core.Strapi) => Promise<unknown> },
): void {
  strapi.cron.add({
    applicationRound: {
      task: async () => {
        await runApplicationRound(strapi);
        await afterNightlyRound(strapi);
      },
      options: { rule: APPLICATION_ROUND_RULE, tz: 'Europe/Amsterdam' },
    },
    applicationSummaries: {
      task: async () => {
        const { queued } = await queueDailySummaries(strapi);
        strapi.log.info(`Applications: ${queued} daily overviews queued`);
      },
      options: { rule: APPLICATION_SUMMARY_RULE, tz: 'Europe/Amsterdam' },
    },
  });
  // `POST /applications/round` on the admin API runs the daily round now, for every vacancy or for one
  // (`{ vacancy: documentId }`), e.g. after an editor closed a vacancy in the admin.
  const routes: EditorRoute[] = [
    {
      method: 'POST',
      path: '/applications/round',
      handler: async (ctx: Context) => {
        ctx.body = { data: await runApplicationRound(strapi, vacancyScope(ctx)) };
      },
    },
    // `POST /applications/summaries` queues the daily overviews now (as the 8.00 cron does).
    {
      method: 'POST',
      path: '/applications/summaries',
      handler: async (ctx: Context) => {
        ctx.body = { data: await queueDailySummaries(strapi) };
      },
    },
  ];
  if (testClockEnabled()) {
    strapi.log.warn('CMS_TEST_CLOCK is on: admins can move "now" for the CV and retention rounds. Never set it outside the tests.');
    routes.push({
      method: 'PUT',
      path: '/test-clock',
      handler: async (ctx: Context) => {
        const days = Number((ctx.request.body as { days?: unknown } | undefined)?.days);
        if (!Number.isInteger(days) || days < 0 || days > 3650) return ctx.badRequest('days must be a whole number from 0 to 3650');
        moveTestClock(days);
        ctx.body = { data: { days } };
      },
    });
  }
  registerEditorRoutes(strapi, routes);
}
