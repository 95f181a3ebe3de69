import { statusLabel } from '@vacaturesite/shared';
import type { Context, Next } from 'koa';
import { httpRequests, httpSeconds, rateLimitRefusals } from '../lib/metrics';

/**
 * The route a request is counted under (decision 051): koa-router's matched pattern
 * (`/api/vacancy-search`, `/content-manager/collection-types/:model/:id`), never the address with its
 * ids and query, so the metrics' series stay bounded. What no route matched is grouped by its kind.
 */
export function routeLabel(matched: unknown, path: string): string {
  if (typeof matched === 'string' && matched) return matched;
  if (path.startsWith('/uploads/')) return '/uploads/*';
  if (path === '/admin' || path.startsWith('/admin/')) return '/admin/*';
  return 'unmatched';
}

/** Every request's count, duration and 429s; first in config/middlewares.ts, so it sees the status strapi::errors settles on. */
export default () =>
  async function requests(ctx: Context & { _matchedRoute?: unknown }, next: Next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routeLabel(ctx._matchedRoute, ctx.path);
      const method = ctx.method;
      const status = ctx.status;
      httpRequests.inc({ method, route, status: statusLabel(status) });
      httpSeconds.observe({ method, route }, (performance.now() - started) / 1000);
      // One place for every limiter's refusal: ours (rate-limits.ts), users-permissions' and the admin's koa2-ratelimit.
      if (status === 429) rateLimitRefusals.inc({ route });
    }
  };
