import type { PersonalDataType } from '../../../lib/personal-data';
import { API_KEY_UID } from './keys';
import { DELIVERY_UID } from '../../../lib/webhooks/webhook';

/**
 * Decision 049 for the ATS API (decision 057). An API key belongs to its organisation, not to the owner
 * who made it: erasing the owner keeps the key working and forgets who made it. A webhook delivery names
 * the applicant (name and address, as the employer sees them on /jobs/mijn): erasing the applicant
 * removes their deliveries, sent or not.
 */
export const apiKeysData: PersonalDataType = {
  key: 'apiKeys',
  covers: [`${API_KEY_UID}.madeBy`],
  async erase(strapi, user) {
    const rows: Array<{ id: number }> = await strapi.db.query(API_KEY_UID).findMany({ where: { madeBy: { id: user.id } }, select: ['id'] });
    for (const row of rows) await strapi.db.query(API_KEY_UID).update({ where: { id: row.id }, data: { madeBy: null } });
  },
  async export(strapi, user) {
    const rows: Array<{ name: string; prefix: string; createdAt: string; revokedAt: string | null }> = await strapi.db
      .query(API_KEY_UID)
      .findMany({ where: { madeBy: { id: user.id } }, select: ['name', 'prefix', 'createdAt', 'revokedAt'], orderBy: [{ id: 'asc' }] });
    return rows.map((row) => ({ name: row.name, prefix: row.prefix, createdAt: row.createdAt, revokedAt: row.revokedAt ?? null }));
  },
};

export const webhookDeliveriesData: PersonalDataType = {
  key: 'atsWebhookDeliveries',
  covers: [`${DELIVERY_UID}.applicant`],
  async erase(strapi, user) {
    const rows: Array<{ id: number }> = await strapi.db
      .query(DELIVERY_UID)
      .findMany({ where: { applicant: { id: user.id } }, select: ['id'] });
    if (rows.length) await strapi.db.query(DELIVERY_UID).deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
  },
  async export(strapi, user) {
    const rows: Array<{ deliveryId: string; event: string; state: string; createdAt: string; deliveredAt: string | null }> = await strapi.db
      .query(DELIVERY_UID)
      .findMany({
        where: { applicant: { id: user.id } },
        select: ['deliveryId', 'event', 'state', 'createdAt', 'deliveredAt'],
        orderBy: [{ id: 'asc' }],
      });
    return rows.map((row) => ({
      id: row.deliveryId,
      event: row.event,
      state: row.state,
      createdAt: row.createdAt,
      deliveredAt: row.deliveredAt ?? null,
    }));
  },
};

export const ATS_PERSONAL_DATA = [apiKeysData, webhookDeliveriesData];
