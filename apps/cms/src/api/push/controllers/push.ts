import { timingSafeEqual } from 'node:crypto';
import type { Core, Data } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { currentUser, notFound } from '../../../lib/vacancy-content';
import { deliver, endpointHash, SUBSCRIPTION_UID, subscriptionsOf } from '../../../lib/push/delivery';
import { isAllowedEndpoint, isValidKeys } from '../lib/endpoints';
import { vapidKeys } from '../../../lib/push/vapid';

/** Per visitor; a browser profile is one subscription, so more than this is not a person. */
const MAX_SUBSCRIPTIONS_PER_VISITOR = 20;

/** What a visitor's list of their browsers shows. */
type SubscriptionListing = Pick<Data.ContentType<typeof SUBSCRIPTION_UID>, 'documentId' | 'userAgent' | 'createdAt' | 'lastSuccessAt'>;

const bodyData = (ctx: Context): Record<string, unknown> => (ctx.request.body?.data ?? {}) as Record<string, unknown>;

function endpointFrom(ctx: Context): string {
  const { endpoint } = bodyData(ctx);
  if (!isAllowedEndpoint(endpoint))
    throw new errors.ValidationError('endpoint is not a known push service address', {
      errors: [{ path: ['endpoint'], message: 'not allowed' }],
    });
  return endpoint;
}

/** Constant-time comparison of the stored keys with the ones sent. */
function sameKeys(stored: { p256dh?: string; auth?: string }, sent: { p256dh: string; auth: string }): boolean {
  const a = Buffer.from(`${stored.p256dh ?? ''}.${stored.auth ?? ''}`);
  const b = Buffer.from(`${sent.p256dh}.${sent.auth}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const subscriptions = () => strapi.db.query(SUBSCRIPTION_UID);

  async function ownSubscription(ctx: Context) {
    const user = currentUser(ctx);
    const [row] = await subscriptionsOf(strapi, user.id, { endpointHash: endpointHash(endpointFrom(ctx)) });
    return row ?? notFound();
  }

  return {
    async publicKey(ctx) {
      ctx.set('cache-control', 'public, max-age=300');
      ctx.body = { data: { publicKey: (await vapidKeys(strapi)).publicKey } };
    },

    async find(ctx) {
      const user = currentUser(ctx);
      const rows: SubscriptionListing[] = await subscriptions().findMany({
        where: { user: { id: user.id } },
        select: ['documentId', 'userAgent', 'createdAt', 'lastSuccessAt'],
        orderBy: { createdAt: 'desc' },
      });
      ctx.body = {
        data: rows.map(({ documentId, userAgent, createdAt, lastSuccessAt }) => ({ documentId, userAgent, createdAt, lastSuccessAt })),
      };
    },

    /**
     * Stores (or refreshes) this browser's subscription for the visitor. An endpoint belongs to one
     * browser profile: when another visitor signs in there and turns notifications on, the
     * subscription moves to them, so the previous visitor's messages stop reaching that browser.
     * Moving it takes the keys stored with it: only that browser holds them, whereas the endpoint
     * URL alone may leak (logs, a shared device). Without them the answer is 409 and nothing moves.
     */
    async subscribe(ctx) {
      const user = currentUser(ctx);
      const endpoint = endpointFrom(ctx);
      const { keys } = bodyData(ctx);
      if (!isValidKeys(keys))
        throw new errors.ValidationError('keys must hold a P-256 public key and a 16-byte auth secret', {
          errors: [{ path: ['keys'], message: 'invalid' }],
        });
      const userAgent = String(ctx.request.headers['user-agent'] ?? '').slice(0, 300) || null;
      const hash = endpointHash(endpoint);
      const existing = await subscriptions().findOne({
        where: { endpointHash: hash },
        select: ['id', 'p256dh', 'auth'],
        populate: { user: { select: ['id'] } },
      });
      const data = { endpoint, endpointHash: hash, p256dh: keys.p256dh, auth: keys.auth, userAgent, user: user.id };
      if (existing && existing.user?.id !== user.id && !sameKeys(existing, keys)) {
        ctx.status = 409;
        ctx.body = {
          data: null,
          error: {
            status: 409,
            name: 'ConflictError',
            message: 'This push endpoint is subscribed with other keys',
            details: { code: 'push-endpoint-taken' },
          },
        };
        return;
      }
      if (existing) {
        await subscriptions().update({ where: { id: existing.id }, data });
        ctx.status = 200;
      } else {
        const count = await subscriptions().count({ where: { user: { id: user.id } } });
        if (count >= MAX_SUBSCRIPTIONS_PER_VISITOR)
          throw new errors.ApplicationError('Too many push subscriptions', { code: 'too-many-subscriptions' });
        await strapi.documents(SUBSCRIPTION_UID).create({ data: { ...data, user: { id: user.id } } });
        ctx.status = 201;
      }
      ctx.body = { data: { subscribed: true } };
    },

    async unsubscribe(ctx) {
      const row = await ownSubscription(ctx);
      await subscriptions().delete({ where: { id: row.id } });
      ctx.status = 204;
    },

    /** A test message to one of the visitor's own browsers ("does it work here?"). */
    async test(ctx) {
      const row = await ownSubscription(ctx);
      const result = await deliver(strapi, row, {
        title: 'Meldingen staan aan',
        body: 'Zo ziet een melding van ons eruit. Je krijgt ze voor je vacature-alerts.',
        url: '/account',
        tag: 'test',
      });
      if (result === 'gone') notFound();
      ctx.body = { data: { result } };
    },
  };
};
