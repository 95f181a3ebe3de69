import type { Core } from '@strapi/strapi';

/** The middleware that gives callers without an API token the published version only (decision 013). */
export const DRAFT_GUARD = 'global::drafts-need-api-token';

type Route = { method?: string; config?: { middlewares?: unknown[] } & Record<string, unknown> };
type Router = { routes?: Route[] };
type RouterInput = Router | ((deps: { strapi: Core.Strapi }) => Router);

/** The guard first on one GET route, once; a fresh config object because core routers share one between routes. */
export function guardRoute(route: Route): void {
  if ((route.method ?? '').toUpperCase() !== 'GET') return;
  const middlewares = (route.config?.middlewares ?? []).filter((middleware) => middleware !== DRAFT_GUARD);
  route.config = { ...route.config, middlewares: [DRAFT_GUARD, ...middlewares] };
}

/**
 * Puts the draft guard on every GET route of every api:: router, core and custom alike, before Strapi
 * registers them (its bootstrap instantiates router factories the same way and keeps objects as they
 * are). A guard on the draft & publish types alone missed their drafts reached through the relations
 * of types without draft & publish, whose queries kept `status=draft` (issue 15).
 */
export function guardDraftsOnContentApi(strapi: Core.Strapi): void {
  for (const apiName of Object.keys(strapi.apis)) {
    const api = strapi.api(apiName) as unknown as { routes: Record<string, RouterInput> };
    const routers: Record<string, Router> = {};
    for (const [key, input] of Object.entries(api.routes ?? {})) {
      routers[key] = typeof input === 'function' ? input({ strapi }) : input;
      for (const route of routers[key].routes ?? []) guardRoute(route);
    }
    api.routes = routers;
  }
}
