import type { AccountDataCleaner } from '../../../lib/account-data-cleaner';
import { SUBSCRIPTION_UID } from '../../push/lib/delivery';
import { ALERT_UID, deleteAlertsWhere } from './store';

/** For ACCOUNT_DATA_CLEANERS (decision 003): a deleted account takes its alerts and push subscriptions along. */
export const ALERT_AND_PUSH_DATA_CLEANERS: AccountDataCleaner[] = [
  { name: `${ALERT_UID} (user)`, deleteFor: async (strapi, userId) => void (await deleteAlertsWhere(strapi, { user: { id: userId } })) },
  {
    // The guest alerts the account showed as its own (decision 032): the same address, so the same person.
    name: `${ALERT_UID} (guest, same address)`,
    async deleteFor(strapi, userId) {
      const user = await strapi.db
        .query('plugin::users-permissions.user')
        .findOne({ where: { id: userId }, select: ['email', 'confirmed'] });
      if (user?.confirmed && user.email)
        await deleteAlertsWhere(strapi, { email: String(user.email).toLowerCase(), user: { id: { $null: true } } });
    },
  },
  {
    name: `${SUBSCRIPTION_UID} (user)`,
    async deleteFor(strapi, userId) {
      // Relation filters do not work in deleteMany: find the ids first.
      const query = strapi.db.query(SUBSCRIPTION_UID);
      const rows: Array<{ id: number }> = await query.findMany({ where: { user: { id: userId } }, select: ['id'] });
      if (rows.length) await query.deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
    },
  },
];
