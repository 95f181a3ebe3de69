import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';

export const DEFAULT_ADMIN = {
  email: 'admin@vacaturesite.local',
  firstname: 'Site',
  lastname: 'Beheerder',
};

/**
 * The password earlier versions gave every install and published in the README (issue 15). It is
 * never used again: not as a default, not from ADMIN_PASSWORD, and an admin still on it gets a new one.
 */
export const PUBLISHED_DEFAULT_PASSWORD = 'Welkom123!';

/** 24 random bytes as base64url, with the digit and capitals Strapi's admin password rules ask for. */
export function generateAdminPassword(): string {
  for (;;) {
    const password = randomBytes(24).toString('base64url');
    if (/\d/.test(password) && /[A-Z]/.test(password) && /[a-z]/.test(password)) return password;
  }
}

/** ADMIN_PASSWORD when it is set and not the published default; `npm start` stores one in the CMS's env file. */
export function configuredAdminPassword(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.ADMIN_PASSWORD;
  return value && value !== PUBLISHED_DEFAULT_PASSWORD ? value : null;
}

/** Shown once, when the CMS made the password up itself (started without `npm start` and without ADMIN_PASSWORD). */
function announceGenerated(strapi: Core.Strapi, email: string, password: string, why: string) {
  strapi.log.warn(
    [
      `${why} Generated admin password for ${email}:`,
      `    ${password}`,
      'It is shown only this once and stored nowhere else; sign in and change it, or set ADMIN_PASSWORD.',
    ].join('\n'),
  );
}

/** Admins that can still sign in with the published default: each gets ADMIN_PASSWORD, or a new random one. */
async function retirePublishedDefault(strapi: Core.Strapi): Promise<void> {
  const auth = strapi.service('admin::auth');
  const users = (await strapi.db.query('admin::user').findMany({ select: ['id', 'email', 'password'] })) as Array<{
    id: number;
    email: string;
    password?: string | null;
  }>;
  for (const user of users) {
    if (!user.password || !(await auth.validatePassword(PUBLISHED_DEFAULT_PASSWORD, user.password))) continue;
    const configured = configuredAdminPassword();
    const password = configured ?? generateAdminPassword();
    await strapi.service('admin::user').updateById(user.id, { password });
    const why = `Admin ${user.email} still had the published default password ${PUBLISHED_DEFAULT_PASSWORD}; it no longer works.`;
    if (configured) strapi.log.warn(`${why} Their password is now ADMIN_PASSWORD (in the CMS's env file when started with npm start).`);
    else announceGenerated(strapi, user.email, password, why);
  }
}

/**
 * The first start creates a super admin from ADMIN_EMAIL / ADMIN_PASSWORD so an editor can log in at
 * once, instead of meeting Strapi's registration screen. There is no fixed default password: without
 * ADMIN_PASSWORD one is generated and shown once. Later starts retire the published default.
 */
export async function ensureAdminUser(strapi: Core.Strapi): Promise<void> {
  const userService = strapi.service('admin::user');
  if (await userService.exists()) return retirePublishedDefault(strapi);
  const superAdminRole = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdminRole) return;
  if (process.env.ADMIN_PASSWORD === PUBLISHED_DEFAULT_PASSWORD)
    strapi.log.error(`ADMIN_PASSWORD is the published default ${PUBLISHED_DEFAULT_PASSWORD}; using a generated password instead.`);
  const email = process.env.ADMIN_EMAIL || DEFAULT_ADMIN.email;
  const configured = configuredAdminPassword();
  const password = configured ?? generateAdminPassword();
  await userService.create({
    email,
    password,
    firstname: process.env.ADMIN_FIRSTNAME || DEFAULT_ADMIN.firstname,
    lastname: process.env.ADMIN_LASTNAME || DEFAULT_ADMIN.lastname,
    registrationToken: null,
    isActive: true,
    roles: [superAdminRole.id],
    // The admin applies a user's preferred language at every sign-in (@strapi/admin Auth.mjs), in any
    // browser; the editor can still choose another in their profile.
    preferedLanguage: 'nl',
  });
  strapi.log.info(`Admin user created: ${email}`);
  if (!configured) announceGenerated(strapi, email, password, 'No ADMIN_PASSWORD set.');
}
