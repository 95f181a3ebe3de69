import type { PersonalDataType } from '../../../lib/personal-data';
import { DELIVERY_UID, SUBSCRIBER_UID } from '../../../lib/newsletter-uids';

type SubscriberRow = {
  id: number;
  documentId: string;
  email: string;
  state: string;
  interests?: unknown;
  createdAt: string;
  confirmedAt?: string | null;
  unsubscribedAt?: string | null;
};

/**
 * The newsletter subscription of the account's address (decision 049), once the account confirmed that
 * address: the subscription is by address (decision 008), and an unconfirmed account may have typed
 * someone else's. Erasing deletes it with its deliveries; exporting shows its state, interests and dates
 * (the confirmation date is the consent's).
 */
export const newsletterData: PersonalDataType = {
  key: 'newsletter',
  covers: [`${SUBSCRIBER_UID}.email`, `${DELIVERY_UID}.email`],
  async erase(strapi, user) {
    if (!user.confirmed || !user.email) return;
    const email = user.email.toLowerCase();
    const subscribers: Array<{ id: number; documentId: string }> = await strapi.db
      .query(SUBSCRIBER_UID)
      .findMany({ where: { email }, select: ['id', 'documentId'] });
    await strapi.db.query(DELIVERY_UID).deleteMany({
      where: { $or: [{ email }, { subscriberDocumentId: { $in: subscribers.map((row) => row.documentId) } }] },
    });
    if (subscribers.length) await strapi.db.query(SUBSCRIBER_UID).deleteMany({ where: { id: { $in: subscribers.map((row) => row.id) } } });
  },
  async export(strapi, user) {
    if (!user.confirmed || !user.email) return null;
    const row: SubscriberRow | null = await strapi.db.query(SUBSCRIBER_UID).findOne({ where: { email: user.email.toLowerCase() } });
    if (!row) return null;
    const deliveries: Array<{ newsletterDocumentId: string; state: string; sentAt?: string | null }> = await strapi.db
      .query(DELIVERY_UID)
      .findMany({
        where: { subscriberDocumentId: row.documentId },
        select: ['newsletterDocumentId', 'state', 'sentAt'],
        orderBy: [{ id: 'asc' }],
      });
    return {
      email: row.email,
      state: row.state,
      interests: row.interests ?? null,
      signedUpAt: row.createdAt,
      confirmedAt: row.confirmedAt ?? null,
      unsubscribedAt: row.unsubscribedAt ?? null,
      deliveries: deliveries.map((delivery) => ({
        newsletter: delivery.newsletterDocumentId,
        state: delivery.state,
        sentAt: delivery.sentAt ?? null,
      })),
    };
  },
};
