'use strict';

/* global strapi -- Strapi 3 puts itself on the global object before it runs this. */

const { PUBLIC_TYPES } = require('../../../shared/content-model.cjs');
const { advancedSettings, mailTemplates } = require('../../../shared/accounts.cjs');

/**
 * Configured in code at every start, so tests and site owners need no clicks in an admin panel (which
 * is not even served, config/server.js): what visitors may read and do, and the account settings and
 * Dutch mails of users-permissions with links to the site (SITE_URL), as on the Strapi 4 and this
 * project's Strapi 5 (decision 053). Strapi 3 runs this after its plugins' bootstraps, so
 * users-permissions has already written a permission row, switched off, for every action of every role:
 * this switches the wanted ones on. Strapi 3 names actions in lower case and has no change-password route.
 */
const PUBLIC_AUTH_ACTIONS = [
  'callback',
  'connect',
  'register',
  'forgotpassword',
  'resetpassword',
  'emailconfirmation',
  'sendemailconfirmation',
].map((action) => ({ type: 'users-permissions', controller: 'auth', action }));
const AUTHENTICATED_ACTIONS = [{ type: 'users-permissions', controller: 'user', action: 'me' }];

/** find, findone and count of every public content type (a single type has only find). */
function contentActions() {
  return PUBLIC_TYPES.flatMap((name) =>
    (strapi.models[name].kind === 'singleType' ? ['find'] : ['find', 'findone', 'count']).map((action) => ({
      type: 'application',
      controller: name,
      action,
    })),
  );
}

async function grant(roleType, actions) {
  const role = await strapi.query('role', 'users-permissions').findOne({ type: roleType }, []);
  const query = strapi.query('permission', 'users-permissions');
  const permissions = await query.find({ role: role.id, _limit: -1 }, []);
  const key = ({ type, controller, action }) => `${type}.${controller}.${action}`;
  const byKey = new Map(permissions.map((permission) => [key(permission), permission]));
  for (const action of actions) {
    const permission = byKey.get(key(action));
    if (!permission) await query.create({ ...action, enabled: true, policy: '', role: role.id });
    else if (!permission.enabled) await query.update({ id: permission.id }, { enabled: true });
  }
}

module.exports = async () => {
  await grant('public', [...contentActions(), ...PUBLIC_AUTH_ACTIONS]);
  await grant('authenticated', [...contentActions(), ...AUTHENTICATED_ACTIONS]);
  const store = strapi.store({ environment: '', type: 'plugin', name: 'users-permissions' });
  await store.set({ key: 'advanced', value: advancedSettings() });
  await store.set({ key: 'email', value: mailTemplates() });
};
