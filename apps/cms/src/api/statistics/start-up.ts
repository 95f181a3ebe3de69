import { registerEditorRoutes } from '../../lib/strapi-helpers';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { answerDashboardReport } from './lib/dashboard';
import { ensureRollupTables } from '../../lib/analytics-events/rollup';
import { ensureEventsTable } from '../../lib/analytics-events/store';

/** The analytics events table and its indexes (decision 007), and the daily totals (decision 050); Strapi's schema sync does not manage them. */
export async function ensureAnalyticsStorage(strapi: Core.Strapi): Promise<void> {
  await ensureEventsTable(strapi.db.connection);
  await ensureRollupTables(strapi.db.connection);
}

/**
 * `GET /analytics-dashboard/report?from=YYYY-MM-DD&to=YYYY-MM-DD` on the admin API: only signed-in
 * editors (admin users of any role) get the dashboard's figures; visitors never see them.
 * Registered in code because routes under src/api are always content-API routes.
 */
export function registerAnalyticsDashboardRoutes(strapi: Core.Strapi): void {
  registerEditorRoutes(strapi, [
    {
      method: 'GET',
      path: '/analytics-dashboard/report',
      handler: (ctx: Context) => answerDashboardReport(strapi, ctx),
    },
  ]);
}
