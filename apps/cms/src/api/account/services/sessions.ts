import type { Core } from '@strapi/strapi';
import { isSessionLive, revokeAll, revokeOne, type SessionClaims } from '../../../lib/sessions';
import { USER_UID } from '../../../lib/strapi-helpers';

/** Session revocation against the user row (see src/lib/sessions.ts); used by the jwt service and /account/logout. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER_UID);
  const state = (id: unknown) => users().findOne({ where: { id }, select: ['id', 'sessionsValidFrom', 'revokedSessions'] });

  return {
    /** Called for every authenticated content-API request, after the jwt's signature checked out. */
    async isLive(claims: SessionClaims): Promise<boolean> {
      if (claims.id === undefined) return true;
      const user = await state(claims.id);
      return !user || isSessionLive(claims, user);
    },

    async signOut(userId: number, claims: SessionClaims): Promise<void> {
      const user = await state(userId);
      if (user) await users().update({ where: { id: userId }, data: revokeOne(claims, user) });
    },

    async signOutEverywhere(userId: number): Promise<void> {
      await users().update({ where: { id: userId }, data: revokeAll() });
    },
  };
};
