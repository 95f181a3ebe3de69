import type { Core } from '@strapi/strapi';
import { siteName, USER_UID, usersPermissionsService } from '../../../lib/strapi-helpers';
import { accountDeletedMail, siteUrl } from '../../../lib/mail';
import { queueMail } from '../../../lib/mail-outbox/outbox';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async updateNames(userId: number, names: { firstName: string; lastName: string }) {
    await usersPermissionsService(strapi, 'user').edit(userId, names);
    return strapi.db.query(USER_UID).findOne({ where: { id: userId } });
  },

  /**
   * Deletes the user; the deletion's lifecycle erases everything they own first (lib/erasure.ts,
   * decision 049), all or nothing. With `confirmByMail` the account-deleted notice is queued in the same
   * transaction, after the erasure (which keeps that one mail to the address).
   */
  async deleteAccount(userId: number, { confirmByMail = false }: { confirmByMail?: boolean } = {}): Promise<void> {
    await strapi.db.transaction(async () => {
      const user = confirmByMail
        ? await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['documentId', 'email', 'firstName'] })
        : null;
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
