import type { Core } from '@strapi/strapi';
import { ensureAdminUser } from './bootstrap/admin-user';
import { grantPublicReadPermissions } from './bootstrap/public-permissions';
import { registerRedirectValidation } from './bootstrap/redirect-validation';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerRedirectValidation(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureAdminUser(strapi);
    await grantPublicReadPermissions(strapi);
  },
};
