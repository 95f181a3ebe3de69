import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DELETE_CONFIRMATION_WORD } from '@vacaturesite/shared';
import { valueOrThrow } from '../../../lib/errors';
import { sanitizeUser, usersPermissionsService } from '../../../lib/strapi-helpers';
import { parseAccountUpdate } from '../../../lib/validation';
import { exportPersonalData } from '../lib/export-route';

/**
 * The signed-in visitor's own account. Both actions only ever touch `ctx.state.user`; the generic
 * `PUT/DELETE /api/users/:id` stay closed to visitors (decision 003).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** PUT /api/account `{ firstName, lastName }` → the updated user, sanitized like /api/users/me. */
  async update(ctx) {
    const user = ctx.state.user;
    if (!user) return ctx.unauthorized('Missing authentication');
    const input = valueOrThrow(parseAccountUpdate(ctx.request.body));
    const updated = await strapi.service('api::account.account').updateNames(user.id, input);
    ctx.body = await sanitizeUser(strapi, updated, ctx);
  },

  /**
   * DELETE /api/account `{ confirmation: 'VERWIJDER' }` → 204; the user and everything they own are
   * gone. The word is checked here, not only by the site (issue 34): a call with the token alone is 400.
   */
  async destroy(ctx) {
    const user = ctx.state.user;
    if (!user) return ctx.unauthorized('Missing authentication');
    if (ctx.request.body?.confirmation !== DELETE_CONFIRMATION_WORD)
      throw new errors.ValidationError(`Send { confirmation: "${DELETE_CONFIRMATION_WORD}" } to delete the account`, {
        errors: [{ path: ['confirmation'], message: `Must be ${DELETE_CONFIRMATION_WORD}`, name: 'ValidationError' }],
      });
    await strapi.service('api::account.account').deleteAccount(user.id, { confirmByMail: true });
    strapi.log.info(`Account ${user.id} deleted by its owner`);
    ctx.status = 204;
  },

  /**
   * POST /api/account/export `{ password }` → the visitor's data as a ZIP download (decision 049), behind
   * a fresh sign-in (the password again, or for an account without one a token younger than 5 minutes),
   * a few times an hour at most, logged without its content.
   */
  export: (ctx) => exportPersonalData(strapi, ctx),

  /**
   * POST /api/account/logout `{ everywhere?: true }` → 204: the jwt of this request stops working,
   * or with `everywhere` every jwt of the account issued until now (issue 15).
   */
  async logout(ctx) {
    const user = ctx.state.user;
    if (!user) return ctx.unauthorized('Missing authentication');
    const sessions = strapi.service('api::account.sessions');
    if (ctx.request.body?.everywhere === true) await sessions.signOutEverywhere(user.id);
    else await sessions.signOut(user.id, (await usersPermissionsService(strapi, 'jwt').getToken(ctx)) ?? {});
    ctx.status = 204;
  },
});
