import { factories, type Modules } from '@strapi/strapi';
import { todayInNetherlands } from '@vacaturesite/shared';
import { parseSearchQuery } from '../../../lib/search/query';
import { vacancyIndex } from '../../../lib/search/sync';
import { searchSeconds } from '../../../lib/metrics';

/**
 * What a result list shows of each vacancy (the site's VacancyCard, the RSS feed): no description, how to
 * apply or images, which only the vacancy's own page shows. One page of results at a time (at most 100
 * documents), so the logo's lookup stays one small query per search, whatever the number of vacancies.
 * A page of 20 results was 112 kB of JSON, which the site parses and keeps in its data cache for every
 * search; most of it descriptions and the logos' formats. Without them it is 28.6 kB, and a search's p50
 * fell from 24.6 to 13 ms at 2,000 vacancies, where the index costs nothing (docs/benchmarks.md, 2026-11-26).
 */
const LIST_FIELDS = [
  'title',
  'slug',
  'summary',
  'hoursPerWeek',
  'employmentType',
  'educationLevel',
  'workplace',
  'salaryMin',
  'salaryMax',
  'salaryPeriod',
  'datePosted',
  'validThrough',
  'employerName',
  'applyOnSite',
  'closed',
  'publishedAt',
  'updatedAt',
] as const;
const LIST_POPULATE: Modules.Documents.Params.Populate.Any<'api::vacancy.vacancy'> = {
  category: { fields: ['name', 'slug'] },
  place: { fields: ['name', 'slug', 'province', 'latitude', 'longitude'] },
  // The logo's original only: the site's image optimizer makes every size from it (its formats go unread).
  employer: { fields: ['name', 'slug'], populate: { logo: { fields: ['url', 'name', 'alternativeText', 'width', 'height', 'mime'] } } },
};

/** Milliseconds since `start`, to one decimal, for a Server-Timing entry. */
const since = (start: number) => (performance.now() - start).toFixed(1);

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
    let start = performance.now();
    const result = vacancyIndex.search(request);
    searchSeconds.observe((performance.now() - start) / 1000);
    const timing = [`index;dur=${since(start)}`];
    start = performance.now();
    const docs = result.documentIds.length
      ? await strapi.documents('api::vacancy.vacancy').findMany({
          filters: { documentId: { $in: result.documentIds } },
          status: 'published',
          fields: [...LIST_FIELDS],
          populate: LIST_POPULATE,
        })
      : [];
    timing.push(`read;dur=${since(start)}`);
    start = performance.now();
    const byId = new Map(docs.map((doc) => [doc.documentId, doc]));
    const ordered = result.documentIds.map((id) => byId.get(id)).filter(Boolean);
    const sanitized = await this.sanitizeOutput(ordered, ctx);
    timing.push(`sanitise;dur=${since(start)}`);
    // Where a search's time goes (the search benchmark reads it); durations only, nothing about the data.
    ctx.set('Server-Timing', timing.join(', '));
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
