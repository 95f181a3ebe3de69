import type { Core } from '@strapi/strapi';
import { valueOrThrow } from '../../../lib/errors';
import { sanitizeUser, usersPermissionsService } from '../../../lib/strapi-helpers';
import { parseActivation, parseActivationRequest } from '../../../lib/validation';
import { recordSignIn } from '../../../lib/sign-ins';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/account-activation `{ token, password }` → `{ jwt, user }` like /api/auth/local. */
  async activate(ctx) {
    const input = valueOrThrow(parseActivation(ctx.request.body));
    const user = await strapi.service('api::account.activation').activate(input.token, input.password);
    await recordSignIn(strapi, user.id);
    ctx.body = { jwt: usersPermissionsService(strapi, 'jwt').issue({ id: user.id }), user: await sanitizeUser(strapi, user, ctx) };
  },

  /**
   * POST /api/account-activation/request `{ email }` → always `{ sent: true }`. The work happens
   * after the answer, so neither the answer nor its timing tells whether the address has an account.
   */
  async request(ctx) {
    const { email } = valueOrThrow(parseActivationRequest(ctx.request.body));
    setImmediate(() => {
      strapi
        .service('api::account.activation')
        .requestNewLink(email)
        .catch((error: Error) => strapi.log.error(`Activation link request failed: ${error.message}`));
    });
    ctx.body = { sent: true };
  },
});
