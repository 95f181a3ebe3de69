import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { answerInvalidLink as invalidLink, valueOrThrow } from '../../../lib/errors';
import { parseOwnSubscriptionRequest, parseSubscribeRequest } from '../lib/validation';
import type newsletterService from '../services/newsletter';

const SERVICE = 'api::newsletter.newsletter';
type NewsletterService = ReturnType<typeof newsletterService>;

/**
 * Newsletter routes (decision 008). Subscribe, confirm and unsubscribe are public: the mail link's token is
 * the authorisation. The own-subscription routes act on the signed-in visitor's address only.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service(SERVICE) as NewsletterService;

  return {
    /** POST /api/newsletter/subscribe `{ email, interests? }` → 202, whatever the address. */
    async subscribe(ctx: Context) {
      const input = valueOrThrow(parseSubscribeRequest(ctx.request.body));
      await service().subscribe(input.email, input.interests);
      ctx.status = 202;
      ctx.body = { data: { ok: true } };
    },

    /** POST /api/newsletter/confirm `{ token }` → 200, or 404 `invalid-link`. */
    async confirm(ctx: Context) {
      if (!(await service().confirm(ctx.request.body?.token))) return invalidLink(ctx);
      ctx.body = { data: { ok: true } };
    },

    /** POST /api/newsletter/unsubscribe `{ subscriber, token }` → 200 (also when already unsubscribed), or 404. */
    async unsubscribe(ctx: Context) {
      const body = ctx.request.body ?? {};
      if (!(await service().unsubscribe(body.subscriber, body.token))) return invalidLink(ctx);
      ctx.body = { data: { ok: true } };
    },

    /** GET /api/newsletter/me → `{ data: { subscribed, awaitingConfirmation, interests } }`. */
    async findOwn(ctx: Context) {
      const user = ctx.state.user;
      if (!user) return ctx.unauthorized('Missing authentication');
      ctx.body = { data: await service().findOwn(user.email) };
    },

    /** PUT /api/newsletter/me `{ subscribed, interests? }`: the account's address is confirmed already, so no mail round. */
    async updateOwn(ctx: Context) {
      const user = ctx.state.user;
      if (!user) return ctx.unauthorized('Missing authentication');
      if (!user.confirmed) return ctx.forbidden('Confirm your e-mail address first');
      const input = valueOrThrow(parseOwnSubscriptionRequest(ctx.request.body));
      ctx.body = { data: await service().updateOwn(user.email, input) };
    },
  };
};
