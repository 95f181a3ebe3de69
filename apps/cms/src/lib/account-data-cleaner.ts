import type { Core } from '@strapi/strapi';

/**
 * Deletes one kind of data a visitor owns, when they delete their account (decision 003). The
 * features that store such data export their cleaners (registration/lib/access.ts,
 * my-jobs/lib/account-cleaners.ts, job-alert/lib/account-cleaners.ts); the account API runs them
 * all (api/account/lib/account-data.ts, ACCOUNT_DATA_CLEANERS). This type lives apart from both so
 * that neither side imports the other for it.
 */
export interface AccountDataCleaner {
  /** For logs and errors. */
  name: string;
  deleteFor(strapi: Core.Strapi, userId: number): Promise<void>;
}
