import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

export const REDIRECT_STATUS_CODES = [301, 302, 307, 308] as const;

/** Returns a Dutch message for the editor, or null when the redirect is acceptable. */
export function redirectProblem(data: { from?: unknown; to?: unknown; statusCode?: unknown }): string | null {
  if (data.statusCode !== undefined && data.statusCode !== null && !REDIRECT_STATUS_CODES.includes(Number(data.statusCode) as 301)) {
    return `Statuscode moet 301, 302, 307 of 308 zijn (kreeg ${String(data.statusCode)}).`;
  }
  if (typeof data.from === 'string' && typeof data.to === 'string' && data.from === data.to) {
    return 'Een doorverwijzing mag niet naar zichzelf verwijzen.';
  }
  return null;
}

/** Rejects redirect documents the site could not honour, whichever way they are written. */
export function registerRedirectValidation(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid === 'api::redirect.redirect' && (context.action === 'create' || context.action === 'update')) {
      const problem = redirectProblem((context.params as { data?: Record<string, unknown> }).data ?? {});
      if (problem) throw new errors.ValidationError(problem);
    }
    return next();
  });
}
