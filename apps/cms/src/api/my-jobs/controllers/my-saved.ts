import type { Core } from '@strapi/strapi';
import { currentUser, documentIdParam } from '../../../lib/vacancy-content';

/** The signed-in visitor's saved vacancies, addressed by the vacancy's documentId. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::my-jobs.saved');
  return {
    async find(ctx) {
      ctx.body = { data: await service().list(currentUser(ctx)) };
    },
    async findOne(ctx) {
      ctx.body = { data: await service().findOne(currentUser(ctx), documentIdParam(ctx)) };
    },
    /** PUT: 201 when saved now, 200 when it already was. */
    async save(ctx) {
      const { created, item } = await service().save(currentUser(ctx), documentIdParam(ctx));
      ctx.body = { data: item };
      ctx.status = created ? 201 : 200;
    },
    async destroy(ctx) {
      await service().remove(currentUser(ctx), documentIdParam(ctx));
      ctx.status = 204;
    },
  };
};
