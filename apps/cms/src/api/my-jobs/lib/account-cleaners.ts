import type { AccountDataCleaner } from '../../../lib/account-data-cleaner';
import { APPLICATION_UID, deleteSaved, SAVED_UID, VACANCY_UID } from './common';

/**
 * For ACCOUNT_DATA_CLEANERS (decision 003): a visitor who deletes their account takes their
 * applications (CV files go once the transaction commits), their saved vacancies and the vacancies
 * they posted with them; deleting a vacancy also deletes the applications to it (lifecycle.ts).
 */
export const MY_JOBS_DATA_CLEANERS: AccountDataCleaner[] = [
  {
    name: `${APPLICATION_UID} (applicant)`,
    deleteFor: (strapi, userId) => strapi.service('api::my-jobs.applications').deleteWhere({ applicant: { id: userId } }),
  },
  {
    name: `${SAVED_UID} (user)`,
    deleteFor: (strapi, userId) => deleteSaved(strapi, { user: { id: userId } }),
  },
  {
    name: `${VACANCY_UID} (postedBy)`,
    async deleteFor(strapi, userId) {
      const rows: Array<{ documentId: string }> = await strapi.db
        .query(VACANCY_UID)
        .findMany({ where: { postedBy: { id: userId } }, select: ['documentId'] });
      for (const documentId of new Set(rows.map((row) => row.documentId))) {
        await strapi.documents(VACANCY_UID).delete({ documentId });
      }
    },
  },
];
