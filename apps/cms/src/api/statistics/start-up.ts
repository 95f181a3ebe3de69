import type { Core } from '@strapi/strapi';
import { buildReport, parseRange } from '../api/statistics/lib/report';
import { amsterdamDay } from '../api/statistics/lib/day';
import { ensureEventsTable } from '../api/statistics/lib/store';

/** The analytics events table and its indexes (decision 007); Strapi's schema sync does not manage it. */
export async function ensureAnalyticsStorage(strapi: Core.Strapi): Promise<void> {
  await ensureEventsTable(strapi.db.connection);
}

const ITEM_MODELS = { vacancy: 'api::vacancy.vacancy', news: 'api::news-item.news-item', event: 'api::event.event' } as const;

/**
 * `GET /analytics-dashboard/report?from=YYYY-MM-DD&to=YYYY-MM-DD` on the admin API: only signed-in
 * editors (admin users of any role) get the dashboard's figures; visitors never see them.
 * Registered in code because routes under src/api are always content-API routes.
 */
export function registerAnalyticsDashboardRoutes(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: '/analytics-dashboard/report',
        handler: async (ctx) => {
          const range = parseRange(ctx.query ?? {}, amsterdamDay(Date.now()));
          if (range.ok === false) {
            ctx.status = 400;
            ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message: (range as { message: string }).message, details: {} } };
            return;
          }
          const report = await buildReport(strapi.db.connection, range.value);
          for (const [type, uid] of Object.entries(ITEM_MODELS) as [keyof typeof ITEM_MODELS, string][]) {
            const items = report.topItems[type];
            if (items.length === 0) continue;
            const found = await strapi.db.query(uid as never).findMany({ where: { documentId: { $in: items.map((i) => i.id) } }, select: ['documentId', 'title'] });
            const titles = new Map(found.map((f: { documentId: string; title: string }) => [f.documentId, f.title]));
            for (const item of items) item.title = titles.get(item.id) ?? null;
          }
          ctx.body = { data: report };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  } as never);
}
