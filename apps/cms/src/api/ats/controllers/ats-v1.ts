import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { OPENAPI_DOCUMENT } from '../lib/openapi';
import { createAtsVacancies, type KeyContext, PAGE_SIZE_MAX, parseApiVacancy } from '../lib/vacancies';

/** `/api/v1` (decision 057; routes in lib/routes.ts, described in lib/openapi.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const vacancies = createAtsVacancies(strapi);
  const keyOf = (ctx: Context): KeyContext => {
    const key = ctx.state.atsKey as KeyContext | undefined;
    if (!key) throw new errors.UnauthorizedError('Geen geldige API-sleutel.');
    return key;
  };
  const whole = (value: unknown, fallback: number, max: number, name: string) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1 || number > max)
      throw new errors.ValidationError(`${name} moet een heel getal van 1 tot en met ${max} zijn.`, {
        errors: [{ path: [name], message: `${name} must be a whole number from 1 to ${max}`, name: 'ValidationError' }],
      });
    return number;
  };
  const referenceParam = (ctx: Context) => String(ctx.params?.reference ?? '');

  return {
    async openapi(ctx: Context) {
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = OPENAPI_DOCUMENT;
    },
    async find(ctx: Context) {
      const query = ctx.query as Record<string, unknown>;
      const page = whole(query.page, 1, 100_000, 'page');
      const pageSize = whole(query.pageSize, 25, PAGE_SIZE_MAX, 'pageSize');
      ctx.body = await vacancies.list(keyOf(ctx), page, pageSize);
    },
    async create(ctx: Context) {
      const key = keyOf(ctx);
      const { reference, input } = parseApiVacancy(ctx.request.body, { referenceRequired: true });
      const { created, vacancy } = await vacancies.upsert(key, reference!, input);
      ctx.status = created ? 201 : 200;
      ctx.body = { data: vacancy };
    },
    async findOne(ctx: Context) {
      ctx.body = { data: await vacancies.findOne(keyOf(ctx), referenceParam(ctx)) };
    },
    async update(ctx: Context) {
      const key = keyOf(ctx);
      const { reference, input } = parseApiVacancy(ctx.request.body, { referenceRequired: false });
      if (reference !== null && reference !== referenceParam(ctx))
        throw new errors.ValidationError('De referentie in de body hoort gelijk te zijn aan die in het adres.', {
          errors: [{ path: ['reference'], message: 'reference must equal the path', name: 'ValidationError' }],
        });
      ctx.body = { data: await vacancies.update(key, referenceParam(ctx), input) };
    },
    async close(ctx: Context) {
      ctx.body = { data: await vacancies.close(keyOf(ctx), referenceParam(ctx)) };
    },
  };
};
