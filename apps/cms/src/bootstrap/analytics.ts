import type { Core } from '@strapi/strapi';
import { ensureEventsTable } from '../api/statistics/lib/store';

/** The analytics events table and its indexes (decision 007); Strapi's schema sync does not manage it. */
export async function ensureAnalyticsStorage(strapi: Core.Strapi): Promise<void> {
  await ensureEventsTable(strapi.db.connection);
}
