import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ORGANISATION_INVITES_PER_HOUR } from '@vacaturesite/shared';
import { answerInvalidLink, valueOrThrow } from '../../../lib/errors';
import { consumeOrRefuse, createRateLimiter } from '../../../lib/rate-limits';
import { isWellFormedToken } from '../../../lib/tokens';
import { currentUser, documentIdParam, notFound } from '../../../lib/vacancy-content';
import { isDocumentId } from '../../../lib/fields';
import { parseClaimInput, parseInviteInput, parseMemberInput } from '../lib/validation';

/** Invitations send mail to a typed-in address: at most ORGANISATION_INVITES_PER_HOUR per account, across instances. */
const inviteLimiter = createRateLimiter({ name: 'organisation-invites', points: ORGANISATION_INVITES_PER_HOUR, windowMs: 60 * 60 * 1000 });

const param = (ctx: Context, name: string) => {
  const value = ctx.params?.[name];
  return isDocumentId(value) ? value : notFound();
};

/** The organisation routes (lib/routes.ts, decision 056). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::organisation-member.organisations');
  return {
    async mine(ctx: Context) {
      ctx.body = { data: await service().mine(currentUser(ctx)) };
    },
    async claim(ctx: Context) {
      const user = currentUser(ctx);
      ctx.body = { data: await service().claim(user, valueOrThrow(parseClaimInput(ctx.request.body))) };
      ctx.status = 201;
    },
    async findOne(ctx: Context) {
      ctx.body = { data: await service().detail(currentUser(ctx), documentIdParam(ctx)) };
    },
    async invite(ctx: Context) {
      const user = currentUser(ctx);
      const organisationId = documentIdParam(ctx);
      const input = valueOrThrow(parseInviteInput(ctx.request.body));
      await consumeOrRefuse(
        ctx,
        inviteLimiter,
        `user:${user.id}`,
        'Je hebt het afgelopen uur te veel uitnodigingen verstuurd. Probeer het later opnieuw.',
      );
      ctx.body = { data: await service().invite(user, organisationId, input.email) };
      ctx.status = 201;
    },
    async revokeInvite(ctx: Context) {
      ctx.body = { data: await service().revokeInvite(currentUser(ctx), documentIdParam(ctx), param(ctx, 'invite')) };
    },
    async removeMember(ctx: Context) {
      ctx.body = { data: await service().removeMember(currentUser(ctx), documentIdParam(ctx), param(ctx, 'member')) };
    },
    async handOver(ctx: Context) {
      const user = currentUser(ctx);
      const organisationId = documentIdParam(ctx);
      const input = valueOrThrow(parseMemberInput(ctx.request.body));
      ctx.body = { data: await service().handOver(user, organisationId, input.member) };
    },
    async leave(ctx: Context) {
      await service().leave(currentUser(ctx), documentIdParam(ctx));
      ctx.body = { data: null };
    },
    async previewInvite(ctx: Context) {
      const token = ctx.params?.token;
      const preview = isWellFormedToken(token) ? await service().previewInvite(token) : null;
      ctx.set('Cache-Control', 'private, no-store');
      if (!preview) return answerInvalidLink(ctx);
      ctx.body = { data: preview };
    },
    async acceptInvite(ctx: Context) {
      const user = currentUser(ctx);
      const token = ctx.params?.token;
      const accepted = isWellFormedToken(token) ? await service().acceptByToken(user, token) : null;
      if (!accepted) return answerInvalidLink(ctx);
      ctx.body = { data: await service().detail(user, accepted.organisationId) };
    },
    async acceptPendingInvite(ctx: Context) {
      const user = currentUser(ctx);
      const accepted = await service().acceptPending(user, param(ctx, 'invite'));
      if (!accepted) notFound();
      ctx.body = { data: await service().detail(user, accepted.organisationId) };
    },
  };
};
