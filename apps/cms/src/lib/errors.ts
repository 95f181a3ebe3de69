import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type { Failure } from './validation';

/** A failed Result as Strapi's 400 `{ error: { name: 'ValidationError', message, details } }`. */
export function validationError(result: Failure) {
  const details = result.path ? { errors: [{ path: [result.path], message: result.message, name: 'ValidationError' }] } : {};
  return new errors.ValidationError(result.message, details);
}

/** A Result's value, or the 400 `validationError` a controller answers bad input with. */
export function valueOrThrow<T>(result: { ok: true; value: T } | Failure): T {
  if (result.ok === false) throw validationError(result);
  return result.value;
}

/** The 404 for a mailed link the CMS does not know (unknown, used or expired): code `invalid-link`, which the site words in Dutch. */
export function answerInvalidLink(ctx: Context): void {
  ctx.status = 404;
  ctx.body = {
    data: null,
    error: { status: 404, name: 'NotFoundError', message: 'Unknown, used or expired link', details: { code: 'invalid-link' } },
  };
}
