import type { Core } from '@strapi/strapi';
import type { GrantStore } from '../../../lib/strapi-helpers';
import { listEnabledProviders } from '../lib/providers';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/sign-in-providers → `{ data: [{ name, label }] }`, every enabled provider except e-mail/password. */
  async find(ctx) {
    const grant = (await strapi.store({ type: 'plugin', name: 'users-permissions', key: 'grant' }).get()) as GrantStore;
    ctx.body = { data: listEnabledProviders(grant) };
  },

  /** GET /api/sign-in-providers/:provider/complete — the browser's stop after the provider (see services/provider-sign-in.ts). */
  async complete(ctx) {
    await strapi.service('api::account.provider-sign-in').complete(ctx);
  },
});
