'use strict';

const { PUBLIC_TYPES } = require('../../shared/content-model.cjs');
const { advancedSettings, mailTemplates } = require('../../shared/accounts.cjs');

/**
 * Configured in code at every start, so tests and site owners need no clicks in an admin panel (which
 * is not even built, config/admin.js): what visitors may read and do, and the account settings and
 * mails of users-permissions with links to the site (SITE_URL), as on this project's Strapi 5.
 */
const PUBLIC_AUTH_ACTIONS = [
  'callback',
  'connect',
  'register',
  'forgotPassword',
  'resetPassword',
  'emailConfirmation',
  'sendEmailConfirmation',
].map((action) => `plugin::users-permissions.auth.${action}`);
const AUTHENTICATED_ACTIONS = ['plugin::users-permissions.user.me', 'plugin::users-permissions.auth.changePassword'];

/** find and findOne of every public content type (a single type has only find). */
function contentActions(strapi) {
  return PUBLIC_TYPES.flatMap((name) => {
    const uid = `api::${name}.${name}`;
    return (strapi.contentTypes[uid].kind === 'singleType' ? ['find'] : ['find', 'findOne']).map((action) => `${uid}.${action}`);
  });
}

async function grant(strapi, roleType, actions) {
  const role = await strapi.query('plugin::users-permissions.role').findOne({ where: { type: roleType } });
  const query = strapi.query('plugin::users-permissions.permission');
  const existing = new Set((await query.findMany({ where: { role: role.id } })).map((permission) => permission.action));
  for (const action of actions.filter((wanted) => !existing.has(wanted))) await query.create({ data: { action, role: role.id } });
}

module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    await grant(strapi, 'public', [...contentActions(strapi), ...PUBLIC_AUTH_ACTIONS]);
    await grant(strapi, 'authenticated', [...contentActions(strapi), ...AUTHENTICATED_ACTIONS]);
    const store = (key) => strapi.store({ type: 'plugin', name: 'users-permissions', key });
    await store('advanced').set({ value: advancedSettings() });
    await store('email').set({ value: mailTemplates() });
  },
};
