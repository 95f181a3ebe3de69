import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { type ActivityInput, type ActivityPeriod, checkActivity, parseDutchDate } from '@vacaturesite/shared';
import { validationError } from '../../../lib/errors';
import { currentUser, documentIdParam } from '../../../lib/vacancy-content';

/**
 * The rules are the shared ones (packages/shared application-activities.ts), with their Dutch
 * messages: the site shows them as they are. The first failing field goes in `path`, as elsewhere.
 */
function activityOrThrow(body: unknown): ActivityInput {
  const data = (body as { data?: unknown } | null)?.data;
  const checked = checkActivity(typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {});
  // `in`, not `ok`: the CMS compiles without strictNullChecks, where `ok` does not narrow the union.
  if ('value' in checked) return checked.value;
  const [path, message] = Object.entries(checked.errors)[0];
  throw validationError({ ok: false, path, message: message ?? `${path} is invalid` });
}

/** `?from=yyyy-mm-dd&to=yyyy-mm-dd` (or Dutch dates); without both, everything. */
function periodOf(query: Context['query']): ActivityPeriod | undefined {
  const from = parseDutchDate(query?.from);
  const to = parseDutchDate(query?.to);
  return from && to ? { from, to } : undefined;
}

/** The signed-in visitor's own hand-made application activities (decision 054). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::my-jobs.activities');
  return {
    /** GET /my-jobs/activities[?from=&to=] */
    async find(ctx: Context) {
      ctx.body = { data: await service().listMine(currentUser(ctx), periodOf(ctx.query)) };
    },
    async findOne(ctx: Context) {
      ctx.body = { data: await service().findOne(currentUser(ctx), documentIdParam(ctx)) };
    },
    /** POST `{ data: { date, employer, jobTitle, method, result? } }` */
    async create(ctx: Context) {
      const user = currentUser(ctx);
      const input = activityOrThrow(ctx.request.body);
      ctx.body = { data: await service().create(user, input) };
      ctx.status = 201;
    },
    async update(ctx: Context) {
      const user = currentUser(ctx);
      const documentId = documentIdParam(ctx);
      const input = activityOrThrow(ctx.request.body);
      ctx.body = { data: await service().update(user, documentId, input) };
    },
    async destroy(ctx: Context) {
      await service().remove(currentUser(ctx), documentIdParam(ctx));
      ctx.status = 204;
    },
  };
};
