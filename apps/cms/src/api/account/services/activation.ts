import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { activationMail, siteUrl } from '../../../lib/mail';
import { siteName, USER_UID, usersPermissionsService } from '../../../lib/strapi-helpers';
import { ACTIVATION_TOKEN_TTL_MS, hashToken, isExpired, issueToken, isWellFormedToken, tokenMailKey } from '../../../lib/tokens';
import { queueMail } from '../../../lib/mail-outbox/outbox';

export const INVALID_TOKEN_MESSAGE = 'Invalid or expired token';

/** What invite() needs from a user row; a full users-permissions user works as is. */
export interface InvitableUser {
  id: number;
  email: string;
  blocked?: boolean | null;
}

/**
 * Account activation for accounts an editor made in the admin or an import created (decision 003):
 * a random token is mailed, only its SHA-256 and an expiry (72 h) are stored, activation sets the
 * password, confirms the address and clears the hash so the link works once.
 *
 * Import scripts call `strapi.service('api::account.activation').invite(user)` for every new user.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = {
    /** Stores a fresh token (replacing any earlier one) and returns it; does not mail. */
    async issue(user: InvitableUser): Promise<{ token: string; expiresAt: Date }> {
      const { token, hash, expiresAt } = issueToken(ACTIVATION_TOKEN_TTL_MS);
      await strapi.db.query(USER_UID).update({
        where: { id: user.id },
        data: { activationTokenHash: hash, activationTokenExpiresAt: expiresAt },
      });
      return { token, expiresAt };
    },

    /**
     * The Dutch activation mail, through the outbox (decision 046): in the caller's transaction, and sent
     * again after a failure, so a mail server away for a moment costs nobody their link. One key per token.
     */
    async queueMail(user: InvitableUser, token: string): Promise<void> {
      const mail = activationMail(siteUrl(), siteName(strapi), token, ACTIVATION_TOKEN_TTL_MS / 3_600_000);
      await queueMail(strapi, { key: tokenMailKey(`activation:${user.id}`, token), to: user.email, mail });
    },

    /** New token + Dutch activation mail, committed together. Blocked users get nothing. */
    async invite(user: InvitableUser): Promise<{ sent: boolean; expiresAt?: Date }> {
      if (!user?.id || !user.email || user.blocked) return { sent: false };
      return strapi.db.transaction(async () => {
        const { token, expiresAt } = await service.issue(user);
        await service.queueMail(user, token);
        return { sent: true, expiresAt };
      });
    },

    /**
     * Sets the password and confirms the account for a valid, unused, unexpired token, and returns
     * the user. Every kind of bad token gets the same ValidationError.
     */
    async activate(token: string, password: string) {
      const invalid = () => new errors.ValidationError(INVALID_TOKEN_MESSAGE);
      if (!isWellFormedToken(token)) throw invalid();
      const hash = hashToken(token);
      const query = strapi.db.query(USER_UID);
      const user = await query.findOne({ where: { activationTokenHash: hash } });
      if (!user || user.blocked || isExpired(user.activationTokenExpiresAt)) throw invalid();
      // Claim the token first; of two simultaneous requests only one gets count 1.
      const { count } = await query.updateMany({
        where: { id: user.id, activationTokenHash: hash },
        data: { activationTokenHash: null, activationTokenExpiresAt: null },
      });
      if (count !== 1) throw invalid();
      // Through users-permissions so the password is hashed the way login expects.
      await usersPermissionsService(strapi, 'user').edit(user.id, {
        password,
        confirmed: true,
        confirmationToken: null,
        resetPasswordToken: null,
      });
      return query.findOne({ where: { id: user.id } });
    },

    /**
     * "Send me a new link": only for an existing, unblocked, local account that is still waiting for
     * activation or never got a password. The caller answers the same whatever happens here.
     */
    async requestNewLink(email: string): Promise<boolean> {
      const user = await strapi.db.query(USER_UID).findOne({ where: { email: email.toLowerCase() } });
      if (!user || user.blocked) return false;
      if (user.provider && user.provider !== 'local') return false;
      if (!user.activationTokenHash && user.password) return false;
      await service.invite(user);
      return true;
    },
  };
  return service;
};
