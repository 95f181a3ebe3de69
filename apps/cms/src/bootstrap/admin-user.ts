import type { Core } from '@strapi/strapi';

export const DEFAULT_ADMIN = {
  email: 'admin@vacaturesite.local',
  password: 'Welkom123!',
  firstname: 'Site',
  lastname: 'Beheerder',
};

/**
 * The first start creates a super admin from ADMIN_EMAIL / ADMIN_PASSWORD (defaults documented in
 * the README) so an editor can log in at once, instead of meeting Strapi's registration screen.
 */
export async function ensureAdminUser(strapi: Core.Strapi): Promise<void> {
  const userService = strapi.service('admin::user');
  if (await userService.exists()) return;
  const superAdminRole = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdminRole) return;
  const email = process.env.ADMIN_EMAIL || DEFAULT_ADMIN.email;
  await userService.create({
    email,
    password: process.env.ADMIN_PASSWORD || DEFAULT_ADMIN.password,
    firstname: process.env.ADMIN_FIRSTNAME || DEFAULT_ADMIN.firstname,
    lastname: process.env.ADMIN_LASTNAME || DEFAULT_ADMIN.lastname,
    registrationToken: null,
    isActive: true,
    roles: [superAdminRole.id],
  });
  strapi.log.info(`Admin user created: ${email}`);
}
