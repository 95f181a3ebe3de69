import type { Core } from '@strapi/strapi';
import { parseMailbox } from './mail';

export const USER_UID = 'plugin::users-permissions.user';

/** Output sanitizing exactly like users-permissions' own /auth and /users/me answers (private fields never leave). */
export function sanitizeUser(strapi: Core.Strapi, user: unknown, ctx: { state: { auth?: unknown } }) {
  const schema = strapi.getModel(USER_UID as any);
  return strapi.contentAPI.sanitize.output(user as any, schema, { auth: ctx.state.auth as any });
}

export function usersPermissionsService(
  strapi: Core.Strapi,
  name: 'user' | 'jwt' | 'providers' | 'providers-registry' | 'users-permissions',
): any {
  return strapi.plugin('users-permissions').service(name);
}

/** The name visitors know the site by: the display name of the email plugin's defaultFrom. */
export function siteName(strapi: Core.Strapi): string {
  return parseMailbox(strapi.config.get('plugin::email.settings.defaultFrom') as string).name || 'Vacaturesite';
}

export function apiUrl(strapi: Core.Strapi, path: string): string {
  const base = String(strapi.config.get('server.absoluteUrl')).replace(/\/+$/, '');
  const prefix = String(strapi.config.get('api.rest.prefix', '/api'));
  return `${base}${prefix}${path}`;
}
