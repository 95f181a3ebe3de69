import type { AccountDataCleaner } from '../../../lib/account-data-cleaner';
import { registrationsCleaner } from '../../registration/lib/access';
import { MY_JOBS_DATA_CLEANERS } from '../../my-jobs/lib/account-cleaners';
import { ALERT_AND_PUSH_DATA_CLEANERS } from '../../job-alert/lib/account-cleaners';

/** The usual case: entries of `uid` whose relation `field` points at the user. */
export function ownedBy(uid: string, field: string): AccountDataCleaner {
  return {
    name: `${uid} (${field})`,
    async deleteFor(strapi, userId) {
      const query = strapi.db.query(uid);
      const rows: Array<{ id: number }> = await query.findMany({ where: { [field]: { id: userId } }, select: ['id'] });
      if (rows.length) await query.deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
    },
  };
}

/**
 * Everything a visitor owns besides the user row itself, deleted when they delete their account
 * (`DELETE /api/account`). Features that store data per visitor (registrations, my jobs, job
 * alerts and push, …) add their cleaners (../../../lib/account-data-cleaner.ts) here, for example
 *
 *   ownedBy('api::saved-job.saved-job', 'user'),
 *
 * Cleaners run in order, inside the same transaction as the user's deletion, before the user is
 * removed: if one fails, nothing is deleted and the visitor gets an error instead of half an account.
 */
export const ACCOUNT_DATA_CLEANERS: AccountDataCleaner[] = [
  registrationsCleaner,
  ...MY_JOBS_DATA_CLEANERS,
  ...ALERT_AND_PUSH_DATA_CLEANERS,
];
