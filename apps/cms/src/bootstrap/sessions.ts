import type { Core } from '@strapi/strapi';
import { deferMailsWhenAsked } from '../api/account/lib/after-answer-mail';
import { revokeAll } from '../api/account/lib/sessions';
import { USER_UID } from '../api/account/lib/strapi-helpers';

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

/** After the email plugin's bootstrap: lets auth routes send their mails after the answer. */
export const bootstrapAfterAnswerMail = (strapi: Core.Strapi) => deferMailsWhenAsked(strapi);
