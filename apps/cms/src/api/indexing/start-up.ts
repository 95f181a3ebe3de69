import { registerEditorRoutes } from '../../lib/strapi-helpers';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { VACANCY_UID } from '../../lib/vacancy-content';
import { followClosing } from '../../lib/vacancy-lifecycle/closing-followers';
import { indexingConfig } from './lib/google';
import { now } from '../../lib/clock';
import { createIndexingWorker, removeFinished } from './lib/queue';
import { noticeExpiredVacancies, noticeVacancyGone, noticeVacancyState, publishedVacancy } from './lib/vacancy-notices';

/** Google Indexing API notifications (decision 034): wiring. Off, and silent, without GOOGLE_INDEXING_KEY. */

/** After midnight in the Netherlands: yesterday's last days have passed. GOOGLE_INDEXING_EXPIRY_CRON overrides. */
export const EXPIRY_RULE = process.env.GOOGLE_INDEXING_EXPIRY_CRON || '15 0 * * *';

let worker: ReturnType<typeof createIndexingWorker> | null = null;
const enabled = () => worker !== null;

const logFailure = (strapi: Core.Strapi, what: string) => (error: unknown) =>
  strapi.log.error(`Google indexing (${what}): ${error instanceof Error ? error.message : error}`);

/** A vacancy closed or reopened by any door (a plain query, no document middleware): lib/vacancy-lifecycle tells. */
function noticeVacancyChange(strapi: Core.Strapi, documentId: string): void {
  if (enabled()) noticeVacancyState(strapi, documentId).catch(logFailure(strapi, documentId));
}

/** The vacancy's publish, unpublish and delete, queued once their transaction has committed. */
export function registerIndexingHooks(strapi: Core.Strapi): void {
  followClosing(noticeVacancyChange);
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: string }).documentId;
    if (context.uid !== VACANCY_UID || !documentId || !enabled()) return next();
    if (!['publish', 'unpublish', 'delete'].includes(context.action)) return next();
    return strapi.db.transaction(async ({ onCommit }) => {
      const before = context.action === 'publish' ? null : await publishedVacancy(strapi, documentId);
      const result = await next();
      onCommit(() => {
        setImmediate(() => {
          const work = before ? noticeVacancyGone(strapi, before) : noticeVacancyState(strapi, documentId);
          work.catch(logFailure(strapi, `${context.action} ${documentId}`));
        });
      });
      return result;
    });
  });
}

/** After midnight: what expired yesterday is queued, what finished long ago leaves the queue. */
async function dailyRound(strapi: Core.Strapi): Promise<{ queued: number; removed: number }> {
  const queued = await noticeExpiredVacancies(strapi);
  return { queued, removed: await removeFinished(strapi, now()) };
}

export function bootstrapIndexing(strapi: Core.Strapi): void {
  const { config, problem } = indexingConfig();
  if (problem) strapi.log.error(`Google indexing is off: ${problem}`);
  if (!config) return;
  worker = createIndexingWorker(strapi, config);
  worker.start();
  strapi.log.info(`Google indexing on: ${config.endpoint}, at most ${config.dailyCap} a day`);
  strapi.cron.add({
    indexingExpired: {
      task: async () => {
        const { queued, removed } = await dailyRound(strapi);
        strapi.log.info(`Google indexing: ${queued} expired vacancies queued, ${removed} old notifications removed`);
      },
      options: { rule: EXPIRY_RULE, tz: 'Europe/Amsterdam' },
    },
  });
  // `POST /indexing/expired` on the admin API runs the daily round now.
  registerEditorRoutes(strapi, [
    {
      method: 'POST',
      path: '/indexing/expired',
      handler: async (ctx: Context) => {
        ctx.body = { data: await dailyRound(strapi) };
      },
    },
  ]);
}

export async function stopIndexing(): Promise<void> {
  await worker?.stop();
  worker = null;
}
