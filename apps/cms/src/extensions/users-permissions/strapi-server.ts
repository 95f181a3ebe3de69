import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { type AuthController, equalTimeAuth } from '../../lib/equal-time-auth';
import { newSessionClaims, type SessionClaims } from '../../lib/sessions';
import type { UsersPermissionsServices } from '../../lib/strapi-helpers';
import { protectAuthRoutes } from '../../lib/bot-check';
import { noticePasswordChanges } from '../../api/account/lib/password-changed';
import { recordingSignIns } from '../../lib/sign-ins';

type Factory<T> = (deps: { strapi: Core.Strapi }) => T;
type JwtService = UsersPermissionsServices['jwt'];
type UserService = UsersPermissionsServices['user'];

/** What this extension replaces in users-permissions' server object (the plugin ships no types for it). */
interface UsersPermissionsServer {
  controllers: { auth: Factory<AuthController> | AuthController; [name: string]: unknown };
  services: { jwt: Factory<JwtService>; user: Factory<UserService>; [name: string]: unknown };
  routes: Parameters<typeof protectAuthRoutes>[0]['routes'];
}

/**
 * users-permissions extension:
 * - `GET /api/auth/:provider/callback?access_token=<code>` also accepts the one-time code of our
 *   social sign-in hand-off (see src/api/account/services/provider-sign-in.ts);
 * - login, register and the mail routes answer in the same time for known and unknown addresses
 *   (src/lib/equal-time-auth.ts);
 * - every jwt names its session, and verifying one checks that the session was not signed out or
 *   cut off by a password change (src/lib/sessions.ts). The plugin's strategy verifies
 *   through this service's getToken → verify, so every authenticated content-API call is checked;
 * - register and forgot password need a bot-check solution (src/api/bot-check);
 * - a changed password (on /account or through a reset link) mails the account a notice, through the
 *   outbox in the change's transaction (src/api/account/lib/password-changed.ts);
 * - `user.remove` (behind `DELETE /api/users/:id` and the visitor's own deletion) runs in a transaction,
 *   so the erasure of the user's data that its lifecycle runs and the deletion commit together
 *   (src/api/account/lib/erasure.ts, decision 049).
 */
const refreshMode = (strapi: Core.Strapi) =>
  String(strapi.config.get('plugin::users-permissions.jwtManagement', 'legacy-support')) === 'refresh';

export default (plugin: UsersPermissionsServer) => {
  const authFactory = plugin.controllers.auth;
  plugin.controllers.auth = ({ strapi }: { strapi: Core.Strapi }) => {
    const auth = typeof authFactory === 'function' ? authFactory({ strapi }) : authFactory;
    const timed = equalTimeAuth(strapi, auth);
    return recordingSignIns(strapi, {
      ...auth,
      ...timed,
      ...noticePasswordChanges(strapi, auth),
      async callback(ctx: Context, next: () => Promise<void>) {
        if (await strapi.service('api::account.provider-sign-in').redeem(ctx)) return;
        return timed.callback(ctx, next);
      },
    });
  };

  const jwtFactory = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }: { strapi: Core.Strapi }) => {
    const jwt = jwtFactory({ strapi });
    const sessionAware = {
      ...jwt,
      issue(payload: SessionClaims & { toJSON?: () => SessionClaims }, options?: Record<string, unknown>) {
        const claims = payload?.toJSON ? payload.toJSON() : payload;
        if (refreshMode(strapi) || claims?.id === undefined) return jwt.issue(payload, options);
        return jwt.issue({ ...claims, ...newSessionClaims() }, options);
      },
      async verify(token: string) {
        const claims = await jwt.verify.call(sessionAware, token);
        if (!refreshMode(strapi) && !(await strapi.service('api::account.sessions').isLive(claims))) throw new Error('Invalid token.');
        return claims;
      },
    };
    return sessionAware;
  };
  const userFactory = plugin.services.user;
  plugin.services.user = ({ strapi }: { strapi: Core.Strapi }) => {
    const users = userFactory({ strapi });
    type Removed = Awaited<ReturnType<UserService['remove']>>;
    const remove = async (params: Parameters<UserService['remove']>[0]): Promise<Removed> =>
      (await strapi.db.transaction(() => users.remove(params))) as Removed;
    return { ...users, remove };
  };
  protectAuthRoutes(plugin);
  return plugin;
};
