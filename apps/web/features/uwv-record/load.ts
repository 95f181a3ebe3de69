import type { ActivityPeriod } from '@vacaturesite/shared/application-activities';
import type { myJobsApi } from '@/lib/cms/my-jobs';
import { recordRows } from './record';

/**
 * The signed-in visitor's record for a period, for the pages and the CSV route alike. Applications
 * are read whole (the CMS has no date filter on them, and one person's list is short); the
 * activities by period.
 */
export async function loadRecord(api: ReturnType<typeof myJobsApi>, period: ActivityPeriod) {
  const [applications, activities] = await Promise.all([api.applications(), api.activities(period)]);
  return recordRows(applications, activities, period);
}
