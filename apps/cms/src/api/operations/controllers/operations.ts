import type { Core } from '@strapi/strapi';
import { OPERATIONS_SIGNATURE_HEADER, verifyOperationsSignature } from '@vacaturesite/shared';
import type { Context } from 'koa';
import { createHealth } from '../lib/health';

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

/**
 * Only the site may ask: the report names the queues' lengths and which part is failing, and each report
 * costs queries and, every 30 s, an SMTP session, which nobody else should be able to set off. Without
 * SITE_CMS_SECRET (a try-out) a caller on this machine is the site.
 */
export function mayAsk(ctx: Pick<Context, 'get' | 'req'>, secret: string, now = Date.now()): boolean {
  if (secret) return verifyOperationsSignature(ctx.get(OPERATIONS_SIGNATURE_HEADER), secret, now);
  return LOOPBACK.test(ctx.req.socket?.remoteAddress ?? '');
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const health = createHealth(strapi);
  return {
    async health(ctx: Context) {
      if (!mayAsk(ctx, process.env.SITE_CMS_SECRET ?? '')) return ctx.notFound();
      const report = await health();
      ctx.set('Cache-Control', 'no-store');
      ctx.status = report.status === 'down' ? 503 : 200;
      ctx.body = report;
    },
  };
};
