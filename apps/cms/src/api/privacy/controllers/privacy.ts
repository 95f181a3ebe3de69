import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { retentionSettings } from '../lib/settings';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/privacy/retention → `{ data: RetentionSettings }`: the periods the daily round acts on (decision 050). */
  async retention(ctx: Context) {
    ctx.body = { data: await retentionSettings(strapi) };
  },
});
