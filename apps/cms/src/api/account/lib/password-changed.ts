import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { AuthController } from '../../../lib/equal-time-auth';
import { passwordChangedMail, siteUrl, type PasswordChangeWay } from '../../../lib/mail';
import { siteName, USER_UID } from '../../../lib/strapi-helpers';
import { queueMail } from '../../../lib/mail-outbox/outbox';

/**
 * "Je wachtwoord is gewijzigd" (issue 35): after a visitor changed the password on /account or through
 * a reset link, the account's address gets a security notice. It goes through the outbox (decision 046),
 * queued in the transaction of the change itself: the new password and its notice commit together, or
 * (the controller threw: wrong current password, used code) neither does. An activation link (the first
 * password of an account an editor made) and an editor setting a password in the admin send none.
 */

type Row = { documentId: string; email: string | null; firstName: string | null; blocked: boolean | null; sessionsValidFrom: unknown };

/** The outbox key of one change: the moment the change cut off the older sessions (src/lib/sessions.ts) names it. */
export const passwordChangedKey = (documentId: string, at: Date) => `password-changed:${documentId}:${at.getTime()}`;

export async function queuePasswordChangedMail(strapi: Core.Strapi, userId: number, way: PasswordChangeWay): Promise<void> {
  const user: Row | null = await strapi.db
    .query(USER_UID)
    .findOne({ where: { id: userId }, select: ['documentId', 'email', 'firstName', 'blocked', 'sessionsValidFrom'] });
  if (!user?.email || user.blocked) return;
  // PostgreSQL answers a biginteger as a string.
  const at = new Date(Number(user.sessionsValidFrom) || Date.now());
  await queueMail(strapi, {
    key: passwordChangedKey(user.documentId, at),
    to: user.email,
    mail: passwordChangedMail(siteUrl(), siteName(strapi), { firstName: user.firstName, way, at }),
  });
}

/** The controller answered with the new session (its refusals throw; this also catches one that answers an error). */
const answered = (ctx: Context) => ctx.status >= 200 && ctx.status < 300;

/** users-permissions' changePassword and resetPassword, each with its notice queued in the change's transaction. */
export function noticePasswordChanges(strapi: Core.Strapi, auth: AuthController): AuthController {
  return {
    async changePassword(ctx: Context, next: () => Promise<void>) {
      const userId = (ctx.state?.user as { id?: number } | undefined)?.id;
      if (!userId) return auth.changePassword(ctx, next);
      return strapi.db.transaction(async () => {
        const answer = await auth.changePassword(ctx, next);
        if (answered(ctx)) await queuePasswordChangedMail(strapi, userId, 'account');
        return answer;
      });
    },

    async resetPassword(ctx: Context, next: () => Promise<void>) {
      const code = (ctx.request.body as { code?: unknown } | undefined)?.code;
      if (typeof code !== 'string' || !code) return auth.resetPassword(ctx, next);
      return strapi.db.transaction(async () => {
        // Read before the controller clears the code; a code that fits nobody makes it throw.
        const user: { id: number } | null = await strapi.db
          .query(USER_UID)
          .findOne({ where: { resetPasswordToken: code }, select: ['id'] });
        const answer = await auth.resetPassword(ctx, next);
        if (user && answered(ctx)) await queuePasswordChangedMail(strapi, user.id, 'reset');
        return answer;
      });
    },
  };
}
