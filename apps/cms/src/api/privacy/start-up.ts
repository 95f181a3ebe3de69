import { registerEditorRoutes } from '../../lib/strapi-helpers';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { runRetentionRound } from './lib/round';

/**
 * Retention (decision 050): its part of the daily round runs in the applications' 03:30 cron
 * (api/application/start-up.ts); `POST /privacy/round` on the admin API runs it now.
 */
export function registerRetentionRoutes(strapi: Core.Strapi): void {
  registerEditorRoutes(strapi, [
    {
      method: 'POST',
      path: '/privacy/round',
      handler: async (ctx: Context) => {
        ctx.body = { data: await runRetentionRound(strapi) };
      },
    },
  ]);
}
