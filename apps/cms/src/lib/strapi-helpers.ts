import type { Core, Data } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseMailbox } from './mail';
import type { SessionClaims } from './sessions';

export const USER_UID = 'plugin::users-permissions.user';

/** A users-permissions user as the Document Service and the plugin's services hand it out. */
export type User = Data.ContentType<typeof USER_UID>;

/** Output sanitizing exactly like users-permissions' own /auth and /users/me answers (private fields never leave). */
export function sanitizeUser(strapi: Core.Strapi, user: unknown, ctx: { state: { auth?: unknown } }) {
  const schema = strapi.getModel(USER_UID);
  return strapi.contentAPI.sanitize.output(user, schema, { auth: ctx.state.auth });
}

/**
 * The users-permissions services and methods this code calls. The plugin ships no types (Strapi types
 * every service as `Core.Service`, an object of `any`), so these signatures are read from its source.
 */
export interface UsersPermissionsServices {
  user: {
    edit(userId: number, params: Record<string, unknown>): Promise<User>;
    remove(params: { id: number }): Promise<User>;
    ensureHashedPasswords<T extends { password?: string }>(values: T): Promise<T>;
    validatePassword(password: string, hash: string): Promise<boolean>;
    sendConfirmationEmail(user: User): Promise<void>;
  };
  jwt: {
    /** A string; a promise of one when jwtManagement is 'refresh'. */
    issue(payload: object, options?: Record<string, unknown>): string | Promise<string>;
    /** The verified claims of the request's bearer token, or null without one. */
    getToken(ctx: Context): Promise<SessionClaims> | null;
    verify(token: string): Promise<SessionClaims>;
  };
  providers: {
    connect(provider: string, oauthData: unknown, options?: { grantResponse?: unknown }): Promise<User>;
  };
}

export function usersPermissionsService<Name extends keyof UsersPermissionsServices>(
  strapi: Core.Strapi,
  name: Name,
): UsersPermissionsServices[Name] {
  return strapi.plugin('users-permissions').service(name) as UsersPermissionsServices[Name];
}

/**
 * users-permissions' grant store (plugin store, key `grant`): the settings per sign-in provider. The
 * plugin keeps more keys per provider (key, secret, callback, endpoints, …) than this code reads.
 */
export type GrantStore = Record<string, GrantProviderSettings | null | undefined>;
export interface GrantProviderSettings {
  enabled?: boolean;
  label?: string;
  userinfo_url?: string;
  [setting: string]: unknown;
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

/** A route of the admin API for signed-in editors (any admin role): runs a round now, reads a report. */
export type EditorRoute = { method: 'GET' | 'POST' | 'PUT'; path: string; handler: (ctx: Context) => unknown };

/**
 * Registers `routes` on the admin API, each behind `admin::isAuthenticatedAdmin`. In code, because routes
 * under src/api are always content-API routes.
 */
export function registerEditorRoutes(strapi: Core.Strapi, routes: EditorRoute[]): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: routes.map((route) => ({ ...route, config: { policies: ['admin::isAuthenticatedAdmin'] } })),
  } as never);
}
