import type { Core } from '@strapi/strapi';
import { queueAccountMails } from '../../lib/account-mails';
import { ensurePlainTextParts } from '../../lib/plain-text-part';
import { revokeAll } from '../../lib/sessions';
import { USER_UID } from '../../lib/strapi-helpers';

/** True for requests from the admin's Content Manager (an editor creating a user by hand). */
export function isContentManagerRequest(path: unknown): boolean {
  return typeof path === 'string' && path.startsWith('/content-manager/');
}

/**
 * An editor who creates a user in the admin (Content Manager → User) gives it some password the
 * visitor does not know; the visitor gets an activation mail to choose their own. Registrations and
 * social sign-ins come through the REST API and are left alone. Imports call
 * `strapi.service('api::account.activation').invite(user)` themselves.
 *
 * The token is stored inside the create's transaction; the mail goes out only once it is committed,
 * so nobody gets a link to an account that was rolled back.
 */
export function inviteUsersCreatedInAdmin(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async afterCreate(event) {
      const ctx = strapi.requestContext.get();
      if (!isContentManagerRequest(ctx?.request?.path)) return;
      const user = event.result as { id: number; email: string; blocked?: boolean };
      if (!user?.id || !user.email || user.blocked) return;

      // Queued in the editor's own transaction: the mail goes once the user is saved, and only then.
      await strapi.service('api::account.activation').invite(user);
    },
  });
}

/**
 * A new password ends every session of the account (issue 15, medium 7), however it is set: change
 * password, reset link, activation, or an editor in the admin. The jwt handed out with the new
 * password is issued after this update, so it stays valid.
 */
export function registerSessionRevocation(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid === USER_UID && context.action === 'update') {
      const data = (context.params as { data?: Record<string, unknown> }).data;
      if (data && typeof data.password === 'string' && data.password) Object.assign(data, revokeAll());
    }
    return next();
  });
}

/** After the email plugin's bootstrap: users-permissions' own mails go through the outbox, all with a plain-text part. */
export const bootstrapAccountMails = (strapi: Core.Strapi) => {
  queueAccountMails(strapi);
  ensurePlainTextParts(strapi);
};
