import type { PersonalDataType } from '../../../lib/personal-data';
import { SUBSCRIPTION_UID } from '../../../lib/push/delivery';
import { ALERT_UID, alerts, deleteAlertsWhere, type AlertRow } from '../../../lib/job-alert-store';

/** What an alert asks for and where it stands; never its unsubscribe token or confirmation hash. */
function alertView(row: AlertRow) {
  return {
    documentId: row.documentId,
    search: {
      query: row.query,
      category: row.categoryName,
      place: row.placeName,
      radiusKm: row.radius,
      hoursMin: row.hoursMin,
      hoursMax: row.hoursMax,
      workplace: row.workplace,
      salary: row.salary,
    },
    byEmail: row.byEmail,
    byPush: row.byPush,
    frequency: row.frequency,
    createdAt: row.createdAt,
    // A guest alert counts from the click on its confirmation link (decision 032); an account's alert needs none.
    confirmed: row.email ? !!row.confirmedAt : true,
    confirmedAt: row.confirmedAt ?? null,
    lastActiveAt: row.activeAt ?? null,
  };
}

/** Guest alerts of the account's address, once that address was confirmed (decision 032): the same person. */
const guestAlertsWhere = (email: string) => ({ email: email.toLowerCase(), user: { id: { $null: true } } });

/** Personal data (decision 049): a deleted account takes its alerts and push subscriptions along. */
export const ALERT_AND_PUSH_PERSONAL_DATA: PersonalDataType[] = [
  {
    key: 'jobAlerts',
    covers: [`${ALERT_UID}.user`],
    erase: async (strapi, user) => void (await deleteAlertsWhere(strapi, { user: { id: user.id } })),
    async export(strapi, user) {
      const rows: AlertRow[] = await alerts(strapi).findMany({
        where: { user: { id: user.id } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return rows.map(alertView);
    },
  },
  {
    // The guest alerts the account showed as its own (decision 032): the same address, so the same person.
    key: 'guestJobAlerts',
    covers: [`${ALERT_UID}.email`],
    async erase(strapi, user) {
      if (user.confirmed && user.email) await deleteAlertsWhere(strapi, guestAlertsWhere(user.email));
    },
    async export(strapi, user) {
      if (!user.confirmed || !user.email) return [];
      const rows: AlertRow[] = await alerts(strapi).findMany({
        where: guestAlertsWhere(user.email),
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return rows.map((row) => ({ ...alertView(row), email: row.email }));
    },
  },
  {
    key: 'pushSubscriptions',
    covers: [`${SUBSCRIPTION_UID}.user`],
    async erase(strapi, user) {
      // Relation filters do not work in deleteMany: find the ids first.
      const query = strapi.db.query(SUBSCRIPTION_UID);
      const rows: Array<{ id: number }> = await query.findMany({ where: { user: { id: user.id } }, select: ['id'] });
      if (rows.length) await query.deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
    },
    async export(strapi, user) {
      // Without the endpoint and its keys: they are the browser's secrets for sending, not data about the visitor.
      const rows: Array<{ userAgent?: string | null; createdAt: string; lastSuccessAt?: string | null }> = await strapi.db
        .query(SUBSCRIPTION_UID)
        .findMany({
          where: { user: { id: user.id } },
          select: ['userAgent', 'createdAt', 'lastSuccessAt'],
          orderBy: [{ createdAt: 'asc' }],
        });
      return rows.map((row) => ({ browser: row.userAgent ?? null, createdAt: row.createdAt, lastPushAt: row.lastSuccessAt ?? null }));
    },
  },
];
