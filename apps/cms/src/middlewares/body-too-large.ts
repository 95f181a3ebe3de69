import { errors } from '@strapi/utils';

/**
 * formidable marks its own limits (multipart fields over maxFieldsSize, too many fields) with
 * `httpCode` 413, which Strapi's error handling does not read: such a body answered 500. Placed just
 * before strapi::body, this answers it as what it is, 413 (issue 15). strapi::body already turns
 * maxFileSize into 413 itself.
 */
export function isBodyLimitError(error: unknown): boolean {
  return (error as { httpCode?: unknown } | null)?.httpCode === 413;
}

export default () =>
  async function bodyTooLarge(_ctx: unknown, next: () => Promise<unknown>) {
    try {
      return await next();
    } catch (error) {
      if (isBodyLimitError(error)) throw new errors.PayloadTooLargeError((error as Error).message);
      throw error;
    }
  };
