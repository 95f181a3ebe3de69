import type { Core } from '@strapi/strapi';
import type { AccountDataCleaner } from '../../../lib/account-data-cleaner';
import { ACCOUNT_DATA_CLEANERS } from '../lib/account-data';
import { USER_UID, usersPermissionsService } from '../../../lib/strapi-helpers';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async updateNames(userId: number, names: { firstName: string; lastName: string }) {
    await usersPermissionsService(strapi, 'user').edit(userId, names);
    return strapi.db.query(USER_UID).findOne({ where: { id: userId } });
  },

  /** Deletes the user and everything they own (see lib/account-data.ts), all or nothing. */
  async deleteAccount(userId: number, cleaners: AccountDataCleaner[] = ACCOUNT_DATA_CLEANERS): Promise<void> {
    await strapi.db.transaction(async () => {
      for (const cleaner of cleaners) {
        try {
          await cleaner.deleteFor(strapi, userId);
        } catch (error) {
          strapi.log.error(`Account deletion: cleaner ${cleaner.name} failed for user ${userId}`);
          throw error;
        }
      }
      await usersPermissionsService(strapi, 'user').remove({ id: userId });
    });
  },
});
