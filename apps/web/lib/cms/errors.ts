import type { CmsVersion } from './config';

/** A failed CMS call. `body` is the server's error body as received, or the spec §8 fallback. */
export class CmsError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CmsError';
    this.status = status;
    this.body = body;
  }
}

/** Duck-typed too: Next can load this module once per bundle layer, which defeats instanceof. */
export function isCmsError(error: unknown): error is CmsError {
  if (error instanceof CmsError) return true;
  const candidate = error as { name?: unknown; status?: unknown } | null;
  return typeof candidate === 'object' && candidate !== null && candidate.name === 'CmsError' && typeof candidate.status === 'number';
}

export type V3ErrorBody = { error: string; message: string; statusCode: number };
export type V4ErrorBody = { status: number; name: string; message: string };

/** Spec §8: what to throw when the server gave no error body of its own. */
export function fallbackErrorBody(version: CmsVersion, message: string): V3ErrorBody | V4ErrorBody {
  return version === '3' ? { error: 'UnknownError', message, statusCode: 500 } : { status: 500, name: 'UnknownError', message };
}

/**
 * The human message inside an error body of any Strapi major:
 * v4/v5 `{ error: { message } }`, v3 `{ message }` where v3 validation errors nest
 * `message: [{ messages: [{ message }] }]`.
 */
export function errorBodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return firstMessage(message);
}

function firstMessage(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstMessage(item);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    const { message, messages } = value as { message?: unknown; messages?: unknown };
    return firstMessage(message) ?? firstMessage(messages);
  }
  return null;
}
