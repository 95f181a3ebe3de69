import { errors } from '@strapi/utils';
import type { Failure } from './validation';

/** A failed Result as Strapi's 400 `{ error: { name: 'ValidationError', message, details } }`. */
export function validationError(result: Failure) {
  const details = result.path ? { errors: [{ path: [result.path], message: result.message, name: 'ValidationError' }] } : {};
  return new errors.ValidationError(result.message, details);
}
