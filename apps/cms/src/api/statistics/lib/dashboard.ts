import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { amsterdamDay } from './day';
import { buildReport, parseRange } from './report';

const ITEM_MODELS = { vacancy: 'api::vacancy.vacancy', news: 'api::news-item.news-item', event: 'api::event.event' } as const;

async function titlesOf(strapi: Core.Strapi, uid: (typeof ITEM_MODELS)[keyof typeof ITEM_MODELS], ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const found: Array<{ documentId: string; title: string }> = await strapi.db
    .query(uid)
    .findMany({ where: { documentId: { $in: ids } }, select: ['documentId', 'title'] });
  return new Map(found.map((item) => [item.documentId, item.title]));
}

/**
 * Answers `GET /analytics-dashboard/report?from=YYYY-MM-DD&to=YYYY-MM-DD` on the admin API (the route
 * is registered in ../start-up.ts): the report for the range, its top items with their titles, or a
 * 400 for a bad range.
 */
export async function answerDashboardReport(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const range = parseRange(ctx.query ?? {}, amsterdamDay(Date.now()));
  if (range.ok === false) {
    ctx.status = 400;
    ctx.body = {
      data: null,
      error: { status: 400, name: 'ValidationError', message: (range as { message: string }).message, details: {} },
    };
    return;
  }
  const report = await buildReport(strapi.db.connection, range.value);
  for (const [type, uid] of Object.entries(ITEM_MODELS) as [keyof typeof ITEM_MODELS, (typeof ITEM_MODELS)[keyof typeof ITEM_MODELS]][]) {
    const titles = await titlesOf(
      strapi,
      uid,
      report.topItems[type].map((item) => item.id),
    );
    for (const item of report.topItems[type]) item.title = titles.get(item.id) ?? null;
  }
  const vacancyTitles = await titlesOf(
    strapi,
    ITEM_MODELS.vacancy,
    report.jobs.vacancies.map((item) => item.id),
  );
  for (const item of report.jobs.vacancies) item.title = vacancyTitles.get(item.id) ?? null;
  ctx.body = { data: report };
}
