import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { HttpMethodEnum, koaBody, type KoaBodyMiddlewareOptions } from 'koa-body';
import mime from 'mime-types';
import { hasBearerToken, multipartRoute, type MultipartRoute } from './multipart-routes';

/**
 * Replaces `strapi::body` (issue 34, high 1). Strapi's parses every multipart request into the temp
 * folder before routing and removes only the field named `files`, and only when the handler succeeds:
 * any other field name or any refusal (400, 401, 403) left up to 50 MB on disk per anonymous request.
 * Here, as there, koa-body parses (raw-body for JSON/form/text, formidable for multipart), but:
 * - multipart is read only on the routes that take files (multipart-routes.ts), with their own file
 *   size and count, and only with a bearer token; anything else is 415 before a byte is read;
 * - each such request writes into a folder of its own, removed when the request ends, whatever the
 *   answer, also when the client goes away halfway (formidable then removes its open files too).
 * Koa's settings otherwise as strapi::body's config had them (jsonLimit, formLimit, textLimit,
 * formidable.maxFieldsSize).
 */
export type BodyConfig = {
  jsonLimit: string;
  formLimit: string;
  textLimit: string;
  /** Text fields of one multipart request together. */
  maxFieldsSize: number;
  /** Where each multipart request gets its own folder; UPLOAD_TEMP_DIR, else the system's temp folder. */
  uploadTempDir?: string;
};

/** Strapi's own guess when a client sends a file without a type (as strapi::body did). */
function ensureFileMimeType(file: { mimetype?: string | null; type?: string; originalFilename?: string | null; name?: string }) {
  const withType = file as { type?: string };
  if (!withType.type) withType.type = mime.lookup(file.originalFilename ?? file.name ?? '') || 'application/octet-stream';
}

const isFileTooLarge = (error: unknown) => /maxFileSize/.test(String((error as Error)?.message ?? ''));

/** Rejects when the client closes the connection before its whole body arrived. */
function requestAborted(ctx: Context): Promise<never> {
  return new Promise((_, reject) => {
    const onClose = () => {
      if (!ctx.req.complete) reject(new errors.ApplicationError('The client closed the request before its body arrived'));
    };
    ctx.req.once('close', onClose);
  });
}

/**
 * co-body's refusal of a body that is not JSON is a bare SyntaxError with `status: 400`, which strapi::errors
 * logs as a server error with its stack (issue 47: an operator saw errors where a client sent nonsense).
 * As a ValidationError it is the same 400 for the client and no error line; a body over its limit likewise a 413.
 */
export function clientBodyError(error: unknown): unknown {
  if (error instanceof SyntaxError && (error as SyntaxError & { status?: number }).status === 400)
    return new errors.ValidationError('The request body is not valid JSON');
  // raw-body's limit: an http-errors object of another copy than Strapi's, logged the same way.
  if ((error as { type?: unknown } | null)?.type === 'entity.too.large') return new errors.PayloadTooLargeError('request entity too large');
  return error;
}

/**
 * Issue 48: whether the route's own auth strategy accepts the caller's token, asked of Strapi's auth service
 * before a byte of the body is read. With a made-up `Bearer x`, 30 MB reached the temp folder before the
 * route's 401. The route is not matched yet, so the service is shown the route's type and strategy; what it
 * sets on ctx.state is set again when the route runs.
 */
export async function callerAccepted(strapi: Core.Strapi, ctx: Context, caller: MultipartRoute['caller']): Promise<boolean> {
  const state = ctx.state as { route?: unknown; auth?: { credentials?: unknown } };
  const route = state.route;
  state.route = { info: { type: caller.type }, config: { auth: { strategies: [caller.strategy] } } };
  let passed = false;
  try {
    await (strapi.get('auth') as { authenticate: (ctx: Context, next: Next) => Promise<unknown> }).authenticate(ctx, async () => {
      passed = true;
    });
  } finally {
    state.route = route;
  }
  // users-permissions lets a caller without a valid token pass as the public role: that is no one here.
  return passed && Boolean(state.auth?.credentials);
}

function tooLarge(route: MultipartRoute): Error {
  // The route's own refusal, so a client sees the same code whether formidable or the handler stopped it.
  if (route.tooLargeCode) return new errors.PayloadTooLargeError('The file is too large', { code: route.tooLargeCode });
  return new errors.PayloadTooLargeError('FileTooBig');
}

export default (config: BodyConfig, { strapi }: { strapi: Core.Strapi }) => {
  const uploadRoot = path.resolve(config.uploadTempDir || path.join(tmpdir(), 'vacaturesite-cms-uploads'));
  mkdirSync(uploadRoot, { recursive: true, mode: 0o700 });
  const parseOptions = {
    patchKoa: true,
    jsonLimit: config.jsonLimit,
    formLimit: config.formLimit,
    textLimit: config.textLimit,
  } satisfies Partial<KoaBodyMiddlewareOptions>;
  // DELETE too: deleting an account sends its confirmation word (api/account).
  const parsedMethods = [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE];
  const nonMultipart = koaBody({ ...parseOptions, parsedMethods, multipart: false });
  const noop = async () => {};

  return async function body(ctx: Context, next: Next) {
    if (!ctx.is('multipart')) {
      await nonMultipart(ctx, noop).catch((error: unknown) => {
        throw clientBodyError(error);
      });
      return next();
    }
    const route = multipartRoute(ctx.method, ctx.path);
    // Refused unread: Node discards the rest of the body after the answer, nothing is kept.
    if (!route) {
      // Answered here, not thrown: koa's own http-errors copy is not Strapi's, so strapi::errors logged each
      // refusal as a server error with its stack (issue 47).
      ctx.status = 415;
      ctx.body = {
        data: null,
        error: { status: 415, name: 'UnsupportedMediaTypeError', message: 'Multipart bodies are accepted only where files are uploaded' },
      };
      return;
    }
    if (!hasBearerToken(ctx.get('authorization'))) throw new errors.UnauthorizedError('Missing authentication');
    if (!(await callerAccepted(strapi, ctx, route.caller))) throw new errors.UnauthorizedError('Missing or invalid credentials');

    const folder = await mkdtemp(path.join(uploadRoot, 'request-'));
    try {
      let files = 0;
      const parse = koaBody({
        ...parseOptions,
        multipart: true,
        formidable: {
          uploadDir: folder,
          maxFileSize: route.maxFileBytes,
          maxFieldsSize: config.maxFieldsSize,
          maxFields: 100,
          filter: () => ++files <= route.maxFiles,
        },
      })(ctx, noop);
      try {
        // formidable 2 reports a client that went away halfway to no one (its 'aborted' error goes to
        // an event nobody listens to), so the parse would wait for good: the request's end settles it.
        const aborted = requestAborted(ctx);
        // Whichever loses the race may still settle later; nobody waits for it then.
        [parse, aborted].forEach((promise) => promise.catch(() => {}));
        await Promise.race([parse, aborted]);
      } catch (error) {
        if (isFileTooLarge(error)) throw tooLarge(route);
        throw error;
      }
      for (const value of Object.values(ctx.request.files ?? {})) [value].flat().forEach((file) => ensureFileMimeType(file as never));
      await next();
    } finally {
      await rm(folder, { recursive: true, force: true, maxRetries: 3 });
    }
  };
};
