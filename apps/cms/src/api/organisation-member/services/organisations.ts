import type { Core } from '@strapi/strapi';
import { uniqueSlug } from '../../../lib/slugs';
import { errors } from '@strapi/utils';
import {
  ORGANISATION_INVITE_TTL_DAYS,
  ORGANISATION_OPEN_INVITES_MAX,
  ORGANISATION_REFUSALS,
  type OrganisationRefusalCode,
  type OrganisationRole,
  type OrganisationVerification,
} from '@vacaturesite/shared';
import { siteUrl } from '../../../lib/mail';
import { MEMBER_UID, membershipsOf, ownerOf, PARTNER_UID, roleIn } from '../../../lib/organisations';
import { siteName, USER_UID } from '../../../lib/strapi-helpers';
import { hashToken, issueToken } from '../../../lib/tokens';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { lockRows } from '../../../lib/row-lock';
import { queueMail } from '../../../lib/mail-outbox/outbox';
import { notFound, type UserRef } from '../../../lib/vacancy-content';
import { inviteMail, memberJoinedMail, memberRemovedMail } from '../../../lib/organisation-mails';
import type { ClaimInput } from '../lib/validation';

export const INVITE_UID = 'api::organisation-member.organisation-invite';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A refusal the site shows as it is: 400 with `details.code` and the Dutch text of ORGANISATION_REFUSALS. */
export function refuse(code: OrganisationRefusalCode): never {
  throw new errors.ApplicationError(ORGANISATION_REFUSALS[code], { code });
}

type MemberRow = {
  id: number;
  documentId: string;
  role: OrganisationRole;
  createdAt: string;
  user?: { id: number; email?: string | null; firstName?: string | null; lastName?: string | null } | null;
};
type InviteRow = {
  id: number;
  documentId: string;
  email: string;
  expiresAt: string;
  createdAt: string;
  organisation?: { id: number; documentId: string; name: string } | null;
};
type PartnerRow = {
  id: number;
  documentId: string;
  name: string;
  website?: string | null;
  description?: string | null;
  verification?: OrganisationVerification | null;
  verificationNote?: string | null;
  place?: { name?: string | null } | null;
  createdAt: string;
};

/**
 * Organisations (decision 056): claiming one, its members, invitations, handing over ownership. Every
 * method that takes an organisation id first asks lib/organisations.ts roleIn: not a member is 404.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const members = () => strapi.db.query(MEMBER_UID);
  const invites = () => strapi.db.query(INVITE_UID);
  const partners = () => strapi.db.query(PARTNER_UID);

  async function roleOr404(user: UserRef, organisationId: string): Promise<OrganisationRole> {
    return (await roleIn(strapi, user.id, organisationId)) ?? notFound();
  }

  async function ownerOr404(user: UserRef, organisationId: string) {
    if ((await roleOr404(user, organisationId)) !== 'owner') refuse('owner-only');
  }

  /** The partner's draft row: the working copy memberships point at. */
  async function partnerDraft(organisationId: string): Promise<PartnerRow | null> {
    return partners().findOne({ where: { documentId: organisationId, publishedAt: null }, populate: { place: { select: ['name'] } } });
  }

  async function memberRows(organisationId: string): Promise<MemberRow[]> {
    const rows: MemberRow[] = await members().findMany({
      where: { organisation: { documentId: organisationId } },
      populate: { user: { select: ['id', 'email', 'firstName', 'lastName'] } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return [...new Map(rows.map((row) => [row.id, row])).values()];
  }

  async function openInvites(organisationId: string): Promise<InviteRow[]> {
    return invites().findMany({
      where: { organisation: { documentId: organisationId }, expiresAt: { $gt: new Date() } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  async function userRow(user: UserRef) {
    return strapi.db.query(USER_UID).findOne({ where: { id: user.id }, select: ['id', 'email', 'firstName'] }) as Promise<{
      id: number;
      email: string;
      firstName?: string | null;
    } | null>;
  }

  /** What a member sees of their organisation; the invitations only for the owner. */
  async function detail(user: UserRef, organisationId: string) {
    const role = await roleOr404(user, organisationId);
    const partner = (await partnerDraft(organisationId)) ?? notFound();
    const rows = await memberRows(organisationId);
    const pending = role === 'owner' ? await openInvites(organisationId) : [];
    return {
      documentId: partner.documentId,
      name: partner.name,
      website: partner.website ?? null,
      description: partner.description ?? '',
      placeName: partner.place?.name ?? null,
      verification: partner.verification ?? null,
      verificationNote: partner.verification === 'refused' ? (partner.verificationNote ?? null) : null,
      role,
      members: rows.map((row) => ({
        documentId: row.documentId,
        role: row.role,
        firstName: row.user?.firstName ?? '',
        lastName: row.user?.lastName ?? '',
        email: row.user?.email ?? '',
        since: row.createdAt,
        me: row.user?.id === user.id,
      })),
      invites: pending.map((row) => ({ documentId: row.documentId, email: row.email, expiresAt: row.expiresAt })),
    };
  }

  /** Invitations to the account's own address that wait (the link's way back after signing in or registering elsewhere). */
  async function pendingFor(user: UserRef) {
    const me = await userRow(user);
    if (!me?.email) return [];
    const rows: InviteRow[] = await invites().findMany({
      where: { email: { $eqi: me.email.trim() }, expiresAt: { $gt: new Date() } },
      populate: { organisation: { select: ['id', 'documentId', 'name'] } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return rows
      .filter((row) => row.organisation)
      .map((row) => ({ documentId: row.documentId, organisationName: row.organisation!.name, expiresAt: row.expiresAt }));
  }

  /** Uses the invitation once (a conditional delete: two accepts at once make one member) and adds the account. */
  async function accept(user: UserRef, invite: InviteRow | null) {
    if (!invite?.organisation) return null;
    const me = await userRow(user);
    if (!me?.email || me.email.trim().toLowerCase() !== invite.email) refuse('invite-other-address');
    const organisationId = invite.organisation.documentId;
    return strapi.db.transaction(async ({ trx }) => {
      // The account's memberships are read under a lock on its row: of two invitations accepted at the same
      // moment on two instances, the second waits and then sees the first's membership (issue 48). The unique
      // index on the membership link (bootstrap/database-indexes.ts) is the last guard.
      await lockRows(strapi, trx, USER_UID, 'id', user.id);
      const memberships = await membershipsOf(strapi, user.id);
      if (memberships.some((membership) => membership.organisationId !== organisationId)) refuse('already-member');
      const { count } = await invites().deleteMany({ where: { id: invite.id } });
      if (count !== 1) return null;
      if (!memberships.length) {
        // Another invitation of this account accepted at the same moment: the unique index on the link
        // (bootstrap/database-indexes.ts) lets one in; this one ends, its invitation kept (the transaction rolls back).
        await members()
          .create({ data: { organisation: invite.organisation!.id, user: user.id, role: 'member' } })
          .catch((error: unknown) => (isUniqueViolation(error) ? refuse('already-member') : Promise.reject(error)));
        // The owner hears who joined (issue 46), in the membership's transaction.
        const owner = await ownerOf(strapi, organisationId);
        const joined: { firstName?: string | null; lastName?: string | null } | null = await strapi.db
          .query(USER_UID)
          .findOne({ where: { id: user.id }, select: ['firstName', 'lastName'] });
        const memberName = [joined?.firstName, joined?.lastName].filter(Boolean).join(' ').trim() || me.email;
        await queueMail(strapi, {
          key: `organisation-joined:${organisationId}:${user.id}`,
          to: owner?.email,
          mail: memberJoinedMail({
            site: siteUrl(),
            siteName: siteName(strapi),
            firstName: owner?.firstName,
            organisationName: invite.organisation!.name,
            memberName,
          }),
        });
      }
      strapi.log.info(`User ${user.id} joined organisation ${organisationId} by invitation`);
      return { organisationId };
    });
  }

  const inviteByToken = (token: string): Promise<InviteRow | null> =>
    invites().findOne({
      where: { tokenHash: hashToken(token), expiresAt: { $gt: new Date() } },
      populate: { organisation: { select: ['id', 'documentId', 'name'] } },
    });

  return {
    detail,

    async mine(user: UserRef) {
      const [membership] = await membershipsOf(strapi, user.id);
      return {
        organisation: membership ? await detail(user, membership.organisationId) : null,
        invitations: membership ? [] : await pendingFor(user),
      };
    },

    /** A new organisation: a partner draft `claimed`, the account its owner. One organisation per account. */
    async claim(user: UserRef, input: ClaimInput) {
      if ((await membershipsOf(strapi, user.id)).length) refuse('already-member');
      if (input.place) {
        const place = await strapi.documents('api::place.place').findOne({ documentId: input.place, fields: ['id'] });
        if (!place)
          throw new errors.ValidationError('place does not exist', {
            errors: [{ path: ['place'], message: 'place does not exist', name: 'ValidationError' }],
          });
      }
      const slug = await uniqueSlug(strapi, PARTNER_UID, 'slug', { name: input.name });
      const organisationId = await strapi.db.transaction(async ({ trx }) => {
        // As accepting: two claims of one account at once wait for each other, the second sees the first.
        await lockRows(strapi, trx, USER_UID, 'id', user.id);
        if ((await membershipsOf(strapi, user.id)).length) refuse('already-member');
        const partner = await strapi.documents(PARTNER_UID).create({
          data: {
            name: input.name,
            slug,
            website: input.website,
            description: input.description,
            ...(input.place ? { place: input.place } : {}),
            verification: 'claimed',
          },
        });
        // Two claims of one account at the same moment: the unique index lets one in, this one rolls back.
        await members()
          .create({ data: { organisation: partner.id, user: user.id, role: 'owner' } })
          .catch((error: unknown) => (isUniqueViolation(error) ? refuse('already-member') : Promise.reject(error)));
        return partner.documentId;
      });
      strapi.log.info(`Organisation ${organisationId} claimed by user ${user.id}`);
      return detail(user, organisationId);
    },

    /** The owner invites an address: refused when it is a member already, invited already, or too many wait. */
    async invite(user: UserRef, organisationId: string, email: string) {
      await ownerOr404(user, organisationId);
      const partner = (await partnerDraft(organisationId)) ?? notFound();
      const rows = await memberRows(organisationId);
      if (rows.some((row) => row.user?.email?.trim().toLowerCase() === email)) refuse('invitee-already-member');
      // Expired invitations are of no use to anyone: they go before counting.
      await invites().deleteMany({ where: { organisation: { id: partner.id }, expiresAt: { $lte: new Date() } } });
      const open = await openInvites(organisationId);
      if (open.some((row) => row.email === email)) refuse('invitee-already-invited');
      if (open.length >= ORGANISATION_OPEN_INVITES_MAX) refuse('too-many-invites');
      const issued = issueToken(ORGANISATION_INVITE_TTL_DAYS * DAY_MS);
      const inviter = rows.find((row) => row.user?.id === user.id)?.user;
      await strapi.db.transaction(async () => {
        const created = await invites().create({
          data: { organisation: partner.id, email, tokenHash: issued.hash, expiresAt: issued.expiresAt },
        });
        await queueMail(strapi, {
          key: `organisation-invite:${created.documentId}`,
          to: email,
          mail: inviteMail({
            site: siteUrl(),
            siteName: siteName(strapi),
            organisationName: partner.name,
            token: issued.token,
            ttlDays: ORGANISATION_INVITE_TTL_DAYS,
            inviter: { name: [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' '), email: inviter?.email ?? '' },
            verified: partner.verification === 'verified',
          }),
        });
      });
      return detail(user, organisationId);
    },

    async revokeInvite(user: UserRef, organisationId: string, inviteId: string) {
      await ownerOr404(user, organisationId);
      const row: InviteRow | null = await invites().findOne({
        where: { documentId: inviteId, organisation: { documentId: organisationId } },
      });
      if (!row) notFound();
      await invites().delete({ where: { id: row.id } });
      return detail(user, organisationId);
    },

    /**
     * The owner removes a member, who is told by mail, or a member removes themself (leaving). The owner
     * never goes this way: there is always exactly one owner, so they hand over first.
     */
    async removeMember(user: UserRef, organisationId: string, memberId: string) {
      const role = await roleOr404(user, organisationId);
      const target = (await memberRows(organisationId)).find((row) => row.documentId === memberId) ?? notFound();
      const leaving = target.user?.id === user.id;
      if (leaving && target.role === 'owner') refuse('owner-cannot-leave');
      if (!leaving && role !== 'owner') refuse('owner-only');
      const partner = leaving ? null : await partnerDraft(organisationId);
      await strapi.db.transaction(async () => {
        await members().delete({ where: { id: target.id } });
        // Whoever is removed hears it from us, not by finding their vacancies gone; who leaves knows.
        if (partner)
          await queueMail(strapi, {
            key: `organisation-member-removed:${target.documentId}`,
            to: target.user?.email,
            mail: memberRemovedMail({
              site: siteUrl(),
              siteName: siteName(strapi),
              firstName: target.user?.firstName,
              organisationName: partner.name,
            }),
          });
      });
      strapi.log.info(`Organisation ${organisationId}: member ${target.documentId} ${leaving ? 'left' : `removed by user ${user.id}`}`);
      return leaving ? null : detail(user, organisationId);
    },

    async leave(user: UserRef, organisationId: string) {
      await roleOr404(user, organisationId);
      const mine = (await memberRows(organisationId)).find((row) => row.user?.id === user.id) ?? notFound();
      return this.removeMember(user, organisationId, mine.documentId);
    },

    /** The owner makes a member the owner and becomes a member: both rows in one transaction, from the state read. */
    async handOver(user: UserRef, organisationId: string, memberId: string) {
      await ownerOr404(user, organisationId);
      const rows = await memberRows(organisationId);
      const target = rows.find((row) => row.documentId === memberId) ?? notFound();
      const mine = rows.find((row) => row.user?.id === user.id && row.role === 'owner') ?? refuse('owner-only');
      if (target.id === mine.id) refuse('already-owner');
      await strapi.db.transaction(async () => {
        const { count } = await members().updateMany({ where: { id: mine.id, role: 'owner' }, data: { role: 'member' } });
        if (count !== 1) refuse('owner-only');
        await members().updateMany({ where: { id: target.id }, data: { role: 'owner' } });
      });
      strapi.log.info(`Organisation ${organisationId}: ownership handed over by user ${user.id} to member ${target.documentId}`);
      return detail(user, organisationId);
    },

    /** What the mailed link shows before accepting: which organisation invites which address. */
    async previewInvite(token: string) {
      const row = await inviteByToken(token);
      if (!row?.organisation) return null;
      return { organisationName: row.organisation.name, email: row.email, expiresAt: row.expiresAt };
    },

    acceptByToken: async (user: UserRef, token: string) => accept(user, await inviteByToken(token)),

    /** An invitation found by the account's own address (pendingFor): the same rules as the link. */
    async acceptPending(user: UserRef, inviteId: string) {
      const row: InviteRow | null = await invites().findOne({
        where: { documentId: inviteId, expiresAt: { $gt: new Date() } },
        populate: { organisation: { select: ['id', 'documentId', 'name'] } },
      });
      // Found by id, not by a secret link: someone else's invitation does not exist for this account (404).
      const me = await userRow(user);
      if (!row || !me?.email || me.email.trim().toLowerCase() !== row.email) return null;
      return accept(user, row);
    },
  };
};
