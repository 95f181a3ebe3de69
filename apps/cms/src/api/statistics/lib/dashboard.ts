import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { amsterdamDay } from '../../../lib/analytics-events/day';
import { type DocumentKind, type DocumentTables, publishedDocuments } from './published';
import { type AccountCounter, buildReport, parseRange } from './report';

const ITEM_MODELS = { vacancy: 'api::vacancy.vacancy', news: 'api::news-item.news-item', event: 'api::event.event' } as const;

async function titlesOf(strapi: Core.Strapi, uid: (typeof ITEM_MODELS)[keyof typeof ITEM_MODELS], ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const found: Array<{ documentId: string; title: string }> = await strapi.db
    .query(uid)
    .findMany({ where: { documentId: { $in: ids } }, select: ['documentId', 'title'] });
  return new Map(found.map((item) => [item.documentId, item.title]));
}

/** The content types behind the documents an address or item can name (issue 35). */
const DOCUMENT_MODELS: Record<DocumentKind, string> = {
  ...ITEM_MODELS,
  page: 'api::page.page',
  partner: 'api::partner.partner',
  'vacancy-category': 'api::vacancy-category.vacancy-category',
  place: 'api::place.place',
};

/** Their tables, as Strapi's metadata names them; draft-and-publish types count only published rows. */
function documentTables(strapi: Core.Strapi): DocumentTables {
  return Object.fromEntries(
    Object.entries(DOCUMENT_MODELS).map(([kind, uid]) => [
      kind,
      {
        table: strapi.db.metadata.get(uid as never).tableName,
        draftAndPublish: Boolean(
          (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { options?: { draftAndPublish?: boolean } })?.options
            ?.draftAndPublish,
        ),
      },
    ]),
  ) as DocumentTables;
}

/** Site accounts (users-permissions) created in a period, through Strapi's query engine, which knows each database's dates. */
function accountCounter(strapi: Core.Strapi): AccountCounter {
  return async (from, to) => {
    const users = strapi.db.query('plugin::users-permissions.user');
    const created = { createdAt: { $gte: from, $lt: to } };
    return { registered: await users.count({ where: created }), confirmed: await users.count({ where: { ...created, confirmed: true } }) };
  };
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
  const report = await buildReport(strapi.db.connection, range.value, {
    documents: publishedDocuments(strapi.db.connection, documentTables(strapi)),
    accounts: accountCounter(strapi),
  });
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
