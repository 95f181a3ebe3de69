import type { Core } from '@strapi/strapi';
import { confirmationTemplate, parseMailbox, resetPasswordTemplate, siteUrl } from '../lib/mail';
import { USER_UID } from '../lib/strapi-helpers';
import { REGISTRATION_ACTIONS } from '../api/registration/lib/routes';
import { MY_JOBS_ACTIONS } from '../api/my-jobs/lib/routes';
import { ORGANISATION_ACTIONS } from '../api/organisation-member/lib/routes';
import { NEWSLETTER_ACTIONS } from '../api/newsletter/lib/routes';
import { syncRolePermissions } from '../lib/permissions';
import { JOB_ALERT_ACTIONS } from '../api/job-alert/lib/routes';
import { PUSH_ACTIONS } from '../api/push/lib/routes';
import { ATS_ACTIONS } from '../api/ats/lib/routes';

/**
 * Visitor accounts (decision 003), configured in code.
 *
 * Code is the source of truth: everything below is written again at every start, so changes made
 * in the admin under Settings → Users & Permissions (advanced settings, e-mail templates, the
 * permissions listed here) are overwritten at the next restart. Change them here instead.
 */

/** users-permissions "advanced settings": confirmed e-mail required, links go to the site. */
export function advancedSettings(site: string) {
  return {
    unique_email: true,
    allow_register: true,
    email_confirmation: true,
    email_reset_password: `${site}/wachtwoord-reset`,
    email_confirmation_redirection: `${site}/inloggen?bevestigd=1`,
    default_role: 'authenticated',
  };
}

/** users-permissions "email templates", in Dutch, sent from the email plugin's defaultFrom. */
export function emailTemplates(site: string, defaultFrom: string, replyTo: string) {
  const from = parseMailbox(defaultFrom);
  const siteName = from.name || 'Vacaturesite';
  const entry = (display: string, icon: string, template: { object: string; message: string }) => ({
    display,
    icon,
    options: { from, response_email: replyTo, object: template.object, message: template.message },
  });
  return {
    reset_password: entry('Email.template.reset_password', 'sync', resetPasswordTemplate(siteName)),
    email_confirmation: entry('Email.template.email_confirmation', 'check-square', confirmationTemplate(site, siteName)),
  };
}

/** What a signed-in visitor may do through the REST API. */
export const AUTHENTICATED_ACTIONS = [
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.auth.changePassword',
  'api::account.account.update',
  'api::account.account.destroy',
  'api::account.account.logout',
  'api::account.account.export',
  ...REGISTRATION_ACTIONS,
  ...MY_JOBS_ACTIONS,
  ...ORGANISATION_ACTIONS,
  ...NEWSLETTER_ACTIONS,
  ...JOB_ALERT_ACTIONS,
  ...PUSH_ACTIONS,
  ...ATS_ACTIONS,
];

/**
 * Never granted to visitors, whatever someone clicks in the admin: changing or deleting other users
 * (visitors change their own account through /api/account) and listing users.
 */
export const FORBIDDEN_FOR_VISITORS = [
  'plugin::users-permissions.user.create',
  'plugin::users-permissions.user.update',
  'plugin::users-permissions.user.destroy',
  'plugin::users-permissions.user.find',
  'plugin::users-permissions.user.findOne',
  'plugin::users-permissions.user.count',
  'plugin::users-permissions.role.find',
  'plugin::users-permissions.role.findOne',
  'plugin::users-permissions.role.createRole',
  'plugin::users-permissions.role.updateRole',
  'plugin::users-permissions.role.deleteRole',
];

export async function configureUsersPermissions(strapi: Core.Strapi): Promise<void> {
  const site = siteUrl();
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  await store.set({ key: 'advanced', value: advancedSettings(site) });
  await store.set({
    key: 'email',
    value: emailTemplates(
      site,
      String(strapi.config.get('plugin::email.settings.defaultFrom', '')),
      String(strapi.config.get('plugin::email.settings.defaultReplyTo', '')),
    ),
  });
  await syncRolePermissions(strapi, 'authenticated', AUTHENTICATED_ACTIONS, FORBIDDEN_FOR_VISITORS);
  await syncRolePermissions(strapi, 'public', [], FORBIDDEN_FOR_VISITORS);
}

/** Names are trimmed however they arrive (registration, admin, API), so "  Anna " never lands in the database. */
export function registerUserNameTrimming(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid === USER_UID && (context.action === 'create' || context.action === 'update')) {
      const data = (context.params as { data?: Record<string, unknown> }).data;
      for (const field of ['firstName', 'lastName']) {
        if (data && typeof data[field] === 'string') data[field] = (data[field] as string).trim().replace(/\s+/g, ' ');
      }
    }
    return next();
  });
}
