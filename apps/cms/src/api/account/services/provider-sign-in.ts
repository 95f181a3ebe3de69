import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { siteUrl } from '../../../lib/mail';
import { type GrantStore, sanitizeUser, USER_UID, usersPermissionsService } from '../../../lib/strapi-helpers';
import { hashToken, isExpired, issueToken, isWellFormedToken, PROVIDER_LOGIN_CODE_TTL_MS } from '../../../lib/tokens';
import { INVALID_TOKEN_MESSAGE } from './activation';

/**
 * Social sign-in hand-off between Strapi and the site.
 *
 * Since 5.53 users-permissions no longer puts the provider's access_token in the redirect to the
 * front end: it keeps it in Strapi's own session cookie and `/api/auth/:provider/callback` only reads
 * it from there (strapi/strapi#27648). The site cannot send that cookie (it lives on the CMS origin
 * and the site calls Strapi server-to-server), so the provider's `callback` points back at Strapi
 * (`GET /api/sign-in-providers/:provider/complete`, same origin, cookie present). That route finishes
 * the sign-in, and sends the browser to `${SITE_URL}/auth/connect?access_token=<code>` where <code>
 * is ours: random, single use, valid two minutes, stored only as a hash on the user. The site then
 * calls `GET /api/auth/:provider/callback?access_token=<code>` as before (decision 003), which the
 * users-permissions extension (src/extensions/users-permissions/strapi-server.ts) answers with
 * `{ jwt, user }` through redeem() below. The provider's own token never reaches the browser.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const grantSettings = async (): Promise<GrantStore> =>
    ((await strapi.store({ type: 'plugin', name: 'users-permissions', key: 'grant' }).get()) as GrantStore) ?? {};

  return {
    /** Where the browser goes after the provider; `error` and `error_description` mirror Strapi's own error redirects. */
    async complete(ctx: Context): Promise<void> {
      const provider: string = ctx.params.provider;
      const target = new URL(`${siteUrl()}/auth/connect`);
      const fail = (description: string, error = 'oauth_error') => {
        target.searchParams.set('error', error);
        target.searchParams.set('error_description', description);
      };
      const grantResponse = ctx.session?.grant?.response;
      // The provider token has done its job once we are here: drop it from the cookie either way.
      if (ctx.session) ctx.session.grant = {};

      if (typeof ctx.query.error === 'string') {
        fail(typeof ctx.query.error_description === 'string' ? ctx.query.error_description : ctx.query.error, ctx.query.error);
      } else if (!(await grantSettings())[provider]?.enabled) {
        fail('This provider is disabled');
      } else if (!grantResponse) {
        fail('OAuth authentication requires a completed provider session');
      } else {
        try {
          const user = await usersPermissionsService(strapi, 'providers').connect(provider, grantResponse, { grantResponse });
          if (user.blocked) throw new Error('Your account has been blocked by an administrator');
          const { token, hash, expiresAt } = issueToken(PROVIDER_LOGIN_CODE_TTL_MS);
          await strapi.db
            .query(USER_UID)
            .update({ where: { id: user.id }, data: { providerLoginCodeHash: hash, providerLoginCodeExpiresAt: expiresAt } });
          target.searchParams.set('access_token', token);
        } catch (error) {
          strapi.log.warn(`Sign-in with ${provider} failed: ${(error as Error).message}`);
          fail((error as Error).message);
        }
      }
      ctx.redirect(target.toString());
    },

    /**
     * Answers `GET /api/auth/:provider/callback?access_token=<our code>` with `{ jwt, user }`.
     * Returns false when the request is not ours (no code, local login, a real provider session), so
     * users-permissions handles it as usual.
     */
    async redeem(ctx: Context): Promise<boolean> {
      const provider = ctx.params?.provider;
      const code = ctx.query?.access_token;
      if (!provider || provider === 'local' || ctx.session?.grant?.response || !isWellFormedToken(code)) return false;
      if (!(await grantSettings())[provider]?.enabled) throw new errors.ApplicationError('This provider is disabled');

      const hash = hashToken(code);
      const query = strapi.db.query(USER_UID);
      const user = await query.findOne({ where: { providerLoginCodeHash: hash, provider } });
      if (!user || isExpired(user.providerLoginCodeExpiresAt)) throw new errors.ValidationError(INVALID_TOKEN_MESSAGE);
      const { count } = await query.updateMany({
        where: { id: user.id, providerLoginCodeHash: hash },
        data: { providerLoginCodeHash: null, providerLoginCodeExpiresAt: null },
      });
      if (count !== 1) throw new errors.ValidationError(INVALID_TOKEN_MESSAGE);
      if (user.blocked) throw new errors.ApplicationError('Your account has been blocked by an administrator');

      ctx.body = { jwt: usersPermissionsService(strapi, 'jwt').issue({ id: user.id }), user: await sanitizeUser(strapi, user, ctx) };
      return true;
    },
  };
};
