import type { Core } from '@strapi/strapi';

/** A route as our API folders declare it (lib/routes.ts of each feature). */
export type RouteDefinition = { method: string; path: string; handler: string; config?: { auth?: false; middlewares?: readonly string[] } };

/**
 * The users-permissions actions of an API's routes that need a signed-in visitor: every route that
 * does not switch auth off. The one way each feature names what the authenticated role may do.
 */
export function signedInActions(api: string, routes: readonly RouteDefinition[]): string[] {
  return [...new Set(routes.filter((route) => route.config?.auth !== false).map((route) => `api::${api}.${route.handler}`))];
}

/**
 * Makes a users-permissions role hold every action in `grant` and none in `revoke`, at every start, so a
 * fresh database is usable at once and an action clicked on in the admin that must not be there is gone.
 */
export async function syncRolePermissions(strapi: Core.Strapi, roleType: string, grant: readonly string[], revoke: readonly string[] = []) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } });
  if (!role) throw new Error(`users-permissions ${roleType} role missing`);
  const permissionQuery = strapi.db.query('plugin::users-permissions.permission');
  const existing: Array<{ id: number; action: string }> = await permissionQuery.findMany({
    where: { role: role.id },
    select: ['id', 'action'],
  });
  const have = new Set(existing.map((permission) => permission.action));
  for (const action of grant) {
    if (!have.has(action)) await permissionQuery.create({ data: { action, role: role.id } });
  }
  const toRevoke = existing.filter((permission) => revoke.includes(permission.action)).map((permission) => permission.id);
  if (toRevoke.length) await permissionQuery.deleteMany({ where: { id: { $in: toRevoke } } });
}
