/** Route config for a form bots love: a valid proof-of-work solution first (middlewares/verify.ts). */
export const BOT_CHECK_MIDDLEWARE = 'api::bot-check.verify';
export const botChecked = { middlewares: [BOT_CHECK_MIDDLEWARE] };

/** The users-permissions routes that send mail to whatever address is typed in. */
const AUTH_ROUTES = new Set(['/auth/local/register', '/auth/forgot-password']);

type PluginRoute = { path: string; config?: { middlewares?: unknown[] } };

/** For the users-permissions extension: adds the bot check to register and forgot password. */
export function protectAuthRoutes(plugin: { routes: Record<string, { routes?: PluginRoute[] }> }): void {
  for (const route of plugin.routes['content-api']?.routes ?? []) {
    if (!AUTH_ROUTES.has(route.path)) continue;
    route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), BOT_CHECK_MIDDLEWARE] };
  }
}
