import type { PersonalDataType } from '../../../lib/personal-data';
import { MEMBER_UID } from '../../../lib/organisations';

const INVITE_UID = 'api::organisation-member.organisation-invite';

type MembershipRow = {
  id: number;
  role: 'owner' | 'member';
  createdAt: string;
  organisation?: { id: number; documentId: string; name: string } | null;
};

/**
 * Organisation memberships and invitations are personal data (decision 049, 056). Erasing a member
 * removes the membership; erasing an owner first passes ownership to the longest-standing other member,
 * and an organisation with no other member is left without members (its partner and vacancies stay for
 * the editors, who can delete them). Invitations to the account's address go with it.
 */
export const ORGANISATION_PERSONAL_DATA: PersonalDataType[] = [
  {
    key: 'organisationMemberships',
    covers: [`${MEMBER_UID}.user`],
    async erase(strapi, user) {
      const members = strapi.db.query(MEMBER_UID);
      const rows: MembershipRow[] = await members.findMany({
        where: { user: { id: user.id } },
        select: ['id', 'role'],
        populate: { organisation: { select: ['id'] } },
      });
      for (const row of rows) {
        if (row.role !== 'owner' || !row.organisation) continue;
        const successor: { id: number } | null = await members.findOne({
          where: { organisation: { id: row.organisation.id }, user: { id: { $ne: user.id } } },
          select: ['id'],
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        });
        if (successor) await members.updateMany({ where: { id: successor.id }, data: { role: 'owner' } });
      }
      if (rows.length) await members.deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
    },
    async export(strapi, user) {
      const rows: MembershipRow[] = await strapi.db.query(MEMBER_UID).findMany({
        where: { user: { id: user.id } },
        select: ['role', 'createdAt'],
        populate: { organisation: { select: ['documentId', 'name'] } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return rows.map((row) => ({
        organisation: row.organisation ? { documentId: row.organisation.documentId, name: row.organisation.name } : null,
        role: row.role,
        since: row.createdAt,
      }));
    },
  },
  {
    key: 'organisationInvitations',
    covers: [`${INVITE_UID}.email`],
    async erase(strapi, user) {
      if (user.email) await strapi.db.query(INVITE_UID).deleteMany({ where: { email: { $eqi: user.email.trim() } } });
    },
    async export(strapi, user) {
      if (!user.email) return [];
      const rows: Array<{ email: string; expiresAt: string; createdAt: string; organisation?: { name: string } | null }> = await strapi.db
        .query(INVITE_UID)
        .findMany({
          where: { email: { $eqi: user.email.trim() } },
          select: ['email', 'expiresAt', 'createdAt'],
          populate: { organisation: { select: ['name'] } },
        });
      return rows.map((row) => ({
        organisation: row.organisation?.name ?? null,
        email: row.email,
        sentAt: row.createdAt,
        expiresAt: row.expiresAt,
      }));
    },
  },
];
