import type { Core } from '@strapi/strapi';

/**
 * users-permissions extension: `GET /api/auth/:provider/callback?access_token=<code>` also accepts
 * the one-time code of our social sign-in hand-off (see src/api/account/services/provider-sign-in.ts);
 * everything else goes to the plugin's own callback unchanged.
 */
export default (plugin: any) => {
  const authFactory = plugin.controllers.auth;
  plugin.controllers.auth = ({ strapi }: { strapi: Core.Strapi }) => {
    const auth = typeof authFactory === 'function' ? authFactory({ strapi }) : authFactory;
    const originalCallback = auth.callback;
    return {
      ...auth,
      async callback(ctx: any, next: () => Promise<void>) {
        if (await strapi.service('api::account.provider-sign-in').redeem(ctx)) return;
        return originalCallback.call(auth, ctx, next);
      },
    };
  };
  return plugin;
};
