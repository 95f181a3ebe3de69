import type { Core } from '@strapi/strapi';
import type { AccountDataCleaner } from '../../../lib/account-data-cleaner';
import { ACCOUNT_DATA_CLEANERS } from '../lib/account-data';
import { siteName, USER_UID, usersPermissionsService } from '../../../lib/strapi-helpers';
import { accountDeletedMail, siteUrl } from '../../../lib/mail';
import { queueMail } from '../../mail-outbox/lib/outbox';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async updateNames(userId: number, names: { firstName: string; lastName: string }) {
    await usersPermissionsService(strapi, 'user').edit(userId, names);
    return strapi.db.query(USER_UID).findOne({ where: { id: userId } });
  },

  /** Deletes the user and everything they own (see lib/account-data.ts), all or nothing. */
  async deleteAccount(
    userId: number,
    cleaners: AccountDataCleaner[] = ACCOUNT_DATA_CLEANERS,
    { confirmByMail = false }: { confirmByMail?: boolean } = {},
  ): Promise<void> {
    await strapi.db.transaction(async () => {
      const user = confirmByMail
        ? await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['documentId', 'email', 'firstName'] })
        : null;
      for (const cleaner of cleaners) {
        try {
          await cleaner.deleteFor(strapi, userId);
        } catch (error) {
          strapi.log.error(`Account deletion: cleaner ${cleaner.name} failed for user ${userId}`);
          throw error;
        }
      }
      await usersPermissionsService(strapi, 'user').remove({ id: userId });
      // Goes out once the deletion has committed (decision 046), to the address that is gone from the database.
      if (user)
        await queueMail(strapi, {
          key: `account-deleted:${user.documentId}`,
          to: user.email,
          mail: accountDeletedMail(siteUrl(), siteName(strapi), user.firstName),
        });
    });
  },
});
