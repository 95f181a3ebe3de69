import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { statisticsRange, vacancyStatistics } from '../../../lib/analytics-events/vacancy-statistics';
import { currentUser, documentIdParam, notFound, VACANCY_UID } from '../../../lib/vacancy-content';

/** A date field as 'YYYY-MM-DD' (Strapi reads dates as such strings; a driver's Date is taken as it is). */
const dayOf = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
    ? value.slice(0, 10)
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : null;

/**
 * `GET /api/my-jobs/vacancies/:id/statistics` (issue 39, decision 055): a poster's counts per day and
 * per source for one of their vacancies. Anyone else's id, or an unknown one, is a 404 like on the other
 * my-jobs routes, before a single event is read.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const user = currentUser(ctx);
    const documentId = documentIdParam(ctx);
    // Its poster or a member of its organisation (decision 056), as for the vacancy itself.
    if (!(await strapi.service('api::my-jobs.vacancies').isPoster(user, documentId))) notFound();
    const versions: Array<{ datePosted: unknown }> = await strapi.db.query(VACANCY_UID).findMany({
      where: { documentId },
      select: ['datePosted'],
    });
    if (!versions.length) notFound();
    const posted = versions.map((version) => dayOf(version.datePosted)).filter((day): day is string => day !== null);
    const range = statisticsRange(Date.now(), posted.length ? posted.sort()[0] : null);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data: await vacancyStatistics(strapi.db.connection, documentId, range) };
  },
});
