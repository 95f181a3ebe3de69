import type { Core } from '@strapi/strapi';
import { UNCONFIRMED_KEPT_DAYS } from '@vacaturesite/shared';
import { siteUrl } from '../../../lib/mail';
import { siteName } from '../../../lib/strapi-helpers';
import { hashToken, isExpired, isWellFormedToken, issueToken, tokenMailKey } from '../../../lib/tokens';
import { confirmUrl } from '../lib/links';
import { confirmationMail } from '../lib/mail';
import { queueMail } from '../../../lib/mail-outbox/outbox';
import { isValidUnsubscribeToken, unsubscribeKey } from '../lib/tokens';
import { SUBSCRIBER_UID } from '../../../lib/newsletter-uids';
import { type Interests, storedInterests } from '../lib/validation';

/** Confirmation links work for 7 days (decision 008); a sign-up never confirmed then is deleted (decision 050). */
export const CONFIRM_TOKEN_TTL_MS = UNCONFIRMED_KEPT_DAYS * 24 * 60 * 60 * 1000;

type Subscriber = {
  id: number;
  documentId: string;
  email: string;
  state: 'pending' | 'confirmed' | 'unsubscribed';
  interests: unknown;
  pendingInterests: unknown;
  confirmExpiresAt: string | null;
};

/**
 * Subscriptions (decision 008): double opt-in by mail for the public form, directly for signed-in
 * visitors (their address is already confirmed). Nothing a caller gets back tells whether an address
 * was known.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const subscribers = () => strapi.documents(SUBSCRIBER_UID);
  const byEmail = async (email: string) => (await strapi.db.query(SUBSCRIBER_UID).findOne({ where: { email } })) as Subscriber | null;

  /** Through the outbox (decision 046): sent after the token is stored, and again after a failed send. */
  async function queueConfirmation(subscriber: string, email: string, token: string) {
    const mail = confirmationMail(siteName(strapi), confirmUrl(siteUrl(), token));
    await queueMail(strapi, { key: tokenMailKey(`newsletter-confirm:${subscriber}`, token), to: email, mail });
  }

  return {
    /**
     * Always the same outcome for the caller. A new address is stored as pending; for a known one only the
     * wished interests and a new token are stored: its state and interests change only through the link.
     */
    async subscribe(email: string, interests: Interests): Promise<void> {
      const issued = issueToken(CONFIRM_TOKEN_TTL_MS);
      const pending = { pendingInterests: interests, confirmTokenHash: issued.hash, confirmExpiresAt: issued.expiresAt };
      await strapi.db.transaction(async () => {
        const existing = await byEmail(email);
        const subscriber = existing
          ? await subscribers().update({ documentId: existing.documentId, data: pending })
          : await subscribers().create({ data: { email, state: 'pending', ...pending } });
        await queueConfirmation(subscriber!.documentId, email, issued.token);
      });
    },

    /** The link from the confirmation mail. false for an unknown, used or expired token. */
    async confirm(token: unknown): Promise<boolean> {
      if (!isWellFormedToken(token)) return false;
      const subscriber = (await strapi.db
        .query(SUBSCRIBER_UID)
        .findOne({ where: { confirmTokenHash: hashToken(token) } })) as Subscriber | null;
      if (!subscriber || isExpired(subscriber.confirmExpiresAt)) return false;
      await subscribers().update({
        documentId: subscriber.documentId,
        data: {
          state: 'confirmed',
          interests: storedInterests(subscriber.pendingInterests ?? subscriber.interests),
          pendingInterests: null,
          confirmTokenHash: null,
          confirmExpiresAt: null,
          confirmedAt: new Date(),
          unsubscribedAt: null,
        },
      });
      return true;
    },

    /** One-click unsubscribe. Idempotent; false only for a link that is not ours. */
    async unsubscribe(subscriberDocumentId: unknown, token: unknown): Promise<boolean> {
      if (!isValidUnsubscribeToken(subscriberDocumentId, token, unsubscribeKey())) return false;
      const subscriber = await subscribers().findOne({ documentId: subscriberDocumentId as string });
      if (subscriber && subscriber.state !== 'unsubscribed') {
        await subscribers().update({
          documentId: subscriber.documentId,
          data: {
            state: 'unsubscribed',
            unsubscribedAt: new Date(),
            pendingInterests: null,
            confirmTokenHash: null,
            confirmExpiresAt: null,
          },
        });
      }
      return true;
    },

    /** The signed-in visitor's subscription, found by their (confirmed) account address. */
    async findOwn(email: string) {
      const subscriber = await byEmail(email.toLowerCase());
      return {
        subscribed: subscriber?.state === 'confirmed',
        awaitingConfirmation: subscriber?.state === 'pending',
        interests: storedInterests(subscriber?.interests),
      };
    },

    async updateOwn(email: string, { subscribed, interests }: { subscribed: boolean; interests: Interests }) {
      const address = email.toLowerCase();
      const existing = await byEmail(address);
      const data = subscribed
        ? {
            state: 'confirmed' as const,
            interests,
            pendingInterests: null,
            confirmTokenHash: null,
            confirmExpiresAt: null,
            unsubscribedAt: null,
            ...(existing?.state === 'confirmed' ? {} : { confirmedAt: new Date() }),
          }
        : {
            state: 'unsubscribed' as const,
            unsubscribedAt: new Date(),
            pendingInterests: null,
            confirmTokenHash: null,
            confirmExpiresAt: null,
          };
      if (existing) await subscribers().update({ documentId: existing.documentId, data });
      else if (subscribed) await subscribers().create({ data: { email: address, ...data } });
      return this.findOwn(address);
    },
  };
};
