import {
  acceptableRequestId,
  hashClientAddress,
  newRequestId,
  REQUEST_ID_HEADER,
  requestIdOfTraceparent,
  requestLogLine,
  statusLabel,
  TRACEPARENT_HEADER,
} from '@vacaturesite/shared';
import type { Context, Next } from 'koa';
import { httpRequests, httpSeconds, rateLimitRefusals } from '../lib/metrics';

/**
 * The route a request is counted and logged under (decision 051): koa-router's matched pattern
 * (`/api/vacancy-search`, `/content-manager/collection-types/:model/:id`), never the address with its
 * ids and query, so the metrics' series stay bounded. What no route matched is grouped by its kind.
 */
export function routeLabel(matched: unknown, path: string): string {
  if (typeof matched === 'string' && matched) return matched;
  if (path.startsWith('/uploads/')) return '/uploads/*';
  if (path === '/admin' || path.startsWith('/admin/')) return '/admin/*';
  return 'unmatched';
}

/**
 * The request's id: the site's (its traceparent's trace id, lib/operations/request-context.mjs), else an
 * `X-Request-Id` in the strict shape (nginx's `$request_id`) from anyone, else a new one. Believed from
 * anyone: it only names log lines, and the shape keeps them whole (decision 051).
 */
export function requestIdOf(get: (name: string) => string): string {
  return requestIdOfTraceparent(get(TRACEPARENT_HEADER)) ?? acceptableRequestId(get(REQUEST_ID_HEADER)) ?? newRequestId();
}

export type RequestsConfig = { secret?: string; write?: (line: string) => void };

type Ctx = Context & { _matchedRoute?: unknown };

/**
 * Every request: its id (also on the answer, `X-Request-Id`), one JSON log line in place of
 * strapi::logger's, its count and duration, and its 429. First in config/middlewares.ts, so it sees the
 * status strapi::errors settles on and the client address global::client-address settles on.
 */
export default (config: RequestsConfig = {}) => {
  const secret = config.secret ?? '';
  const write = config.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  return async function requests(ctx: Ctx, next: Next) {
    const started = performance.now();
    const url = ctx.url;
    const requestId = requestIdOf((name) => ctx.get(name));
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const route = routeLabel(ctx._matchedRoute, ctx.path);
      const method = ctx.method;
      const status = ctx.status;
      const ms = performance.now() - started;
      httpRequests.inc({ method, route, status: statusLabel(status) });
      httpSeconds.observe({ method, route }, ms / 1000);
      // One place for every limiter's refusal: ours (rate-limits.ts), users-permissions' and the admin's koa2-ratelimit.
      if (status === 429) rateLimitRefusals.inc({ route });
      write(requestLogLine({ app: 'cms', requestId, method, route, url, status, ms, client: hashClientAddress(ctx.request.ip, secret) }));
    }
  };
};
