import { factories } from '@strapi/strapi';
import { todayInNetherlands } from '@vacaturesite/shared';
import { parseSearchQuery } from '../search/query';
import { vacancyIndex } from '../search/sync';

/**
 * What a result list shows of each vacancy (the site's VacancyCard): field, place and the employer with
 * its logo. One page of results at a time (at most 100 documents), so the logo's lookup stays one
 * small query per search, whatever the number of vacancies.
 */
const LIST_POPULATE = { category: true, place: true, employer: { populate: { logo: true } } };

/**
 * The public vacancy API only ever shows published versions: visitors' vacancies awaiting review and
 * unreviewed edits of live ones stay drafts (decision 005). The drafts-need-api-token middleware,
 * on every GET route (src/preview/guard-content-api.ts), sees to that; only API tokens (the site's
 * preview, decision 013) see drafts.
 */
export default factories.createCoreController('api::vacancy.vacancy', ({ strapi }) => ({
  /** GET /api/vacancy-search: open vacancies by text and facets, with facet counts (decision 011). */
  async search(ctx) {
    const parsed = parseSearchQuery(ctx.query);
    if ('error' in parsed) return ctx.badRequest(parsed.error);
    const { request } = parsed;
    const result = vacancyIndex.search(request);
    const docs = result.documentIds.length
      ? await strapi.documents('api::vacancy.vacancy').findMany({
          filters: { documentId: { $in: result.documentIds } },
          status: 'published',
          populate: LIST_POPULATE,
        })
      : [];
    const byId = new Map(docs.map((doc) => [doc.documentId, doc]));
    const ordered = result.documentIds.map((id) => byId.get(id)).filter(Boolean);
    const sanitized = await this.sanitizeOutput(ordered, ctx);
    return this.transformResponse(sanitized, {
      pagination: {
        page: request.page,
        pageSize: request.pageSize,
        pageCount: Math.ceil(result.total / request.pageSize),
        total: result.total,
      },
      facets: result.facets,
      ...(result.distances && { distances: result.distances }),
    });
  },

  /**
   * GET /api/vacancy-search/employers: open vacancies per employer (partner documentId), from the search
   * index in one call whatever the number of vacancies or employers (issue 16, `/werkgevers`).
   */
  async employers(ctx) {
    ctx.body = { data: vacancyIndex.openPerEmployer(todayInNetherlands()) };
  },
}));
