import { factories } from '@strapi/strapi';

/**
 * The public vacancy API only ever shows published versions. Strapi 5 lets any reader ask for
 * `?status=draft`, which would show visitors' vacancies that still await review and unreviewed edits
 * of live ones (decision 005), so the parameter is overridden here.
 */
export default factories.createCoreController('api::vacancy.vacancy', () => ({
  async find(ctx) {
    ctx.query = { ...ctx.query, status: 'published' };
    return super.find(ctx);
  },
  async findOne(ctx) {
    ctx.query = { ...ctx.query, status: 'published' };
    return super.findOne(ctx);
  },
}));
