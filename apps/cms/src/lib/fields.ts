import { type Failure, type Result, unknownKeys } from './validation';

/**
 * Field checks every CMS route body is built from (the vacancy lifecycle's input, applications,
 * organisations, alerts). Messages are machine-readable English with the field in `path`, like the
 * account routes (decision 003); the site and the ATS API word them in Dutch.
 */
export type Field<T> = (value: unknown, path: string) => Result<T>;

export const fail = (path: string, message: string): Failure => ({ ok: false, path, message: `${path} ${message}` });
export const empty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Trimmed text; `required` refuses empty values, `multiline` keeps line breaks (only \r\n → \n). */
export function text(options: { max: number; min?: number; required?: boolean; multiline?: boolean }): Field<string | null> {
  return (value, path) => {
    if (empty(value)) return options.required ? fail(path, 'is required') : { ok: true, value: null };
    if (typeof value !== 'string') return fail(path, 'must be a string');
    const trimmed = options.multiline ? value.replace(/\r\n?/g, '\n').trim() : value.trim().replace(/\s+/g, ' ');
    const length = [...trimmed].length;
    if (options.min && length < options.min) return fail(path, `must be at least ${options.min} characters`);
    if (length > options.max) return fail(path, `must be at most ${options.max} characters`);
    return { ok: true, value: trimmed };
  };
}

export function oneOf<T extends string>(allowed: readonly T[], required: boolean): Field<T | null> {
  return (value, path) => {
    if (empty(value)) return required ? fail(path, 'is required') : { ok: true, value: null };
    return allowed.includes(value as T) ? { ok: true, value: value as T } : fail(path, `must be one of ${allowed.join(', ')}`);
  };
}

/** Strapi 5 documentIds: lowercase letters and digits. */
export const isDocumentId = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9]{20,32}$/.test(value);

export function documentId(value: unknown, path: string): Result<string | null> {
  if (empty(value)) return { ok: true, value: null };
  return isDocumentId(value) ? { ok: true, value } : fail(path, 'must be a documentId');
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date as yyyy-mm-dd, or null. */
export function parseIsoDate(value: string): Date | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? date : null;
}

export function unknownKeysFailure(body: Record<string, unknown>, allowed: readonly string[]): Failure | null {
  const extra = unknownKeys(body, allowed);
  return extra.length ? { ok: false, message: `Invalid parameters: ${extra.join(', ')}`, path: extra[0] } : null;
}
