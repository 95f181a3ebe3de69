'use strict';

const { PUBLIC_TYPES } = require('../scripts/content-model.cjs');

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

const paragraphs = (lines) => lines.map((line) => `<p>${line}</p>`).join('\n');

function mailTemplates(site, from) {
  const template = (display, icon, object, lines) => ({
    display,
    icon,
    options: { from: { name: 'Vacaturesite', email: from }, response_email: from, object, message: paragraphs(lines) },
  });
  return {
    email_confirmation: template('Email.template.email_confirmation', 'check-square', 'Bevestig je e-mailadres', [
      'Hallo,',
      'Bedankt voor je aanmelding. Bevestig je e-mailadres via de link hieronder; daarna kun je inloggen.',
      `<a href="${site}/email-valideren?confirmation=<%= CODE %>">E-mailadres bevestigen</a>`,
    ]),
    reset_password: template('Email.template.reset_password', 'sync', 'Nieuw wachtwoord instellen', [
      'Hallo,',
      'Via de link hieronder kies je een nieuw wachtwoord. De link werkt één keer.',
      '<a href="<%= URL %>?code=<%= TOKEN %>">Nieuw wachtwoord kiezen</a>',
    ]),
  };
}

module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    const site = (process.env.SITE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
    const from = process.env.MAIL_FROM || 'noreply@vacaturesite.test';
    await grant(strapi, 'public', [...contentActions(strapi), ...PUBLIC_AUTH_ACTIONS]);
    await grant(strapi, 'authenticated', [...contentActions(strapi), ...AUTHENTICATED_ACTIONS]);
    const store = (key) => strapi.store({ type: 'plugin', name: 'users-permissions', key });
    await store('advanced').set({
      value: {
        unique_email: true,
        allow_register: true,
        email_confirmation: true,
        email_reset_password: `${site}/wachtwoord-reset`,
        email_confirmation_redirection: `${site}/inloggen?bevestigd=1`,
        default_role: 'authenticated',
      },
    });
    await store('email').set({ value: mailTemplates(site, from) });
  },
};
