import type { Context, Next } from 'koa';
import { consumeOrRefuse, createRateLimiter } from '../lib/rate-limits';
import { switchSetting, wholeNumberSetting } from '@vacaturesite/shared';

/**
 * A limit per client on every route that takes an e-mail address (issue 34, medium 3).
 * users-permissions' own rateLimit keys on route + address + client, so one client trying a new
 * address each time was never limited: it could test any number of addresses. These routes together
 * allow AUTH_CLIENT_RATE_MAX calls per client (ctx.request.ip: the visitor's address the site signed,
 * see client-address.ts) per RATE_LIMIT_INTERVAL_MS, on top of the plugin's per-address limit.
 */
export const ADDRESS_ROUTES = new Set([
  '/api/auth/local',
  '/api/auth/local/register',
  '/api/auth/forgot-password',
  '/api/auth/send-email-confirmation',
  '/api/account-activation/request',
]);

export default () => {
  const limiter = createRateLimiter({
    name: 'auth-client',
    points: wholeNumberSetting(process.env.AUTH_CLIENT_RATE_MAX, 30),
    windowMs: wholeNumberSetting(process.env.RATE_LIMIT_INTERVAL_MS, 60_000),
  });
  const enabled = switchSetting(process.env.RATE_LIMIT_ENABLED, true);
  return async function authClientLimit(ctx: Context, next: Next) {
    if (enabled && ctx.method === 'POST' && ADDRESS_ROUTES.has(ctx.path.replace(/\/$/, '')))
      await consumeOrRefuse(ctx, limiter, String(ctx.request.ip ?? ''), 'Too many requests from this client; try again later');
    return next();
  };
};
