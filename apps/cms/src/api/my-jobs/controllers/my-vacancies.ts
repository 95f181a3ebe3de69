import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { valueOrThrow } from '../../../lib/errors';
import { currentUser, documentIdParam } from '../../../lib/vacancy-content';
import { parseClosedInput } from '../lib/validation';
import { parseVacancyInput } from '../../../lib/vacancy-lifecycle/input';

/** The signed-in visitor's posted vacancies (routes in lib/routes.ts). Only ever their own. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::my-jobs.vacancies');
  const parsedVacancy = (ctx: Context) => valueOrThrow(parseVacancyInput(ctx.request.body));
  return {
    async find(ctx: Context) {
      ctx.body = { data: await service().listMine(currentUser(ctx)) };
    },
    async findOne(ctx: Context) {
      ctx.body = { data: await service().detail(currentUser(ctx), documentIdParam(ctx)) };
    },
    async create(ctx: Context) {
      const user = currentUser(ctx);
      ctx.body = { data: await service().create(user, parsedVacancy(ctx)) };
      ctx.status = 201;
    },
    async update(ctx: Context) {
      const user = currentUser(ctx);
      const documentId = documentIdParam(ctx);
      ctx.body = { data: await service().update(user, documentId, parsedVacancy(ctx)) };
    },
    async setClosed(ctx: Context) {
      const user = currentUser(ctx);
      const documentId = documentIdParam(ctx);
      const input = valueOrThrow(parseClosedInput(ctx.request.body));
      ctx.body = { data: await service().setClosed(user, documentId, input.closed) };
    },
    async applications(ctx: Context) {
      ctx.body = { data: await service().applications(currentUser(ctx), documentIdParam(ctx)) };
    },
  };
};
