import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { validationError, valueOrThrow } from '../../../lib/errors';
import { currentUser, documentIdParam } from '../../../lib/vacancy-content';
import { contentDisposition } from '../lib/file-type';
import { isDocumentId } from '../../../lib/fields';
import { parseApplicationFields, parseApplicationStatus, parseApplicationUpdate } from '../lib/validation';
import type { UploadedFile } from '../services/applications';

function singleFile(value: unknown): UploadedFile | undefined {
  return (Array.isArray(value) ? value[0] : value) as UploadedFile | undefined;
}

/** The signed-in visitor's applications, and the CVs of applications to their own vacancies. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::my-jobs.applications');
  return {
    /** GET /my-jobs/applications[?vacancy=documentId] */
    async find(ctx: Context) {
      const vacancy = ctx.query?.vacancy;
      ctx.body = { data: await service().listMine(currentUser(ctx), isDocumentId(vacancy) ? { vacancy } : {}) };
    },
    async findOne(ctx: Context) {
      ctx.body = { data: await service().findOne(currentUser(ctx), documentIdParam(ctx)) };
    },
    /** POST multipart: fields `vacancy`, `motivation`, optional `cvConsent`; file `cv`. */
    async create(ctx: Context) {
      // The request's temp files are removed by src/middlewares/body.ts whatever happens here.
      const files: Record<string, unknown> = ctx.request.files ?? {};
      const user = currentUser(ctx);
      const unexpected = Object.keys(files).filter((name) => name !== 'cv');
      if (unexpected.length) throw validationError({ ok: false, message: `Invalid files: ${unexpected.join(', ')}`, path: unexpected[0] });
      const input = valueOrThrow(parseApplicationFields(ctx.request.body ?? {}));
      ctx.body = { data: await service().create(user, input, singleFile(files.cv)) };
      ctx.status = 201;
    },
    async update(ctx: Context) {
      const user = currentUser(ctx);
      const documentId = documentIdParam(ctx);
      const input = valueOrThrow(parseApplicationUpdate(ctx.request.body));
      ctx.body = { data: await service().update(user, documentId, input) };
    },
    /** PUT `{ data: { status, message? } }`: the vacancy's poster answers the application (decision 033). */
    async setStatus(ctx: Context) {
      const user = currentUser(ctx);
      const documentId = documentIdParam(ctx);
      const input = valueOrThrow(parseApplicationStatus(ctx.request.body));
      ctx.body = { data: await service().setStatus(user, documentId, input) };
    },
    /** DELETE /my-jobs/applications/:id/cv-consent: the applicant withdraws the one-year consent, the application stays (decision 050). */
    async withdrawConsent(ctx: Context) {
      ctx.body = { data: await service().withdrawConsent(currentUser(ctx), documentIdParam(ctx)) };
    },
    async destroy(ctx: Context) {
      await service().remove(currentUser(ctx), documentIdParam(ctx));
      ctx.status = 204;
    },
    /** The CV itself, for the applicant and the vacancy's poster only. Never cached, never sniffed. */
    async cv(ctx: Context) {
      const file = await service().cv(currentUser(ctx), documentIdParam(ctx));
      ctx.set('Content-Disposition', contentDisposition(file.name));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.type = file.mime;
      ctx.length = file.size;
      ctx.body = file.stream;
    },
  };
};
