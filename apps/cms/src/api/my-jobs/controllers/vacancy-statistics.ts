import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { statisticsRange, vacancyStatistics } from '../../statistics/lib/vacancy-statistics';
import { currentUser, documentIdParam, notFound, VACANCY_UID } from '../lib/common';

/**
 * `GET /api/my-jobs/vacancies/:id/statistics` (issue 39, decision 055): a poster's counts per day and
 * per source for one of their vacancies. Anyone else's id, or an unknown one, is a 404 like on the other
 * my-jobs routes, before a single event is read.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const user = currentUser(ctx);
    const documentId = documentIdParam(ctx);
    const versions: Array<{ datePosted: string | null }> = await strapi.db.query(VACANCY_UID).findMany({
      where: { documentId, postedBy: { id: user.id } },
      select: ['datePosted'],
    });
    if (!versions.length) notFound();
    const posted = versions.map((version) => version.datePosted?.slice(0, 10)).filter((day): day is string => Boolean(day));
    const range = statisticsRange(Date.now(), posted.length ? posted.sort()[0] : null);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { data: await vacancyStatistics(strapi.db.connection, documentId, range) };
  },
});
