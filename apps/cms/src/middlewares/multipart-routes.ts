import { CV_MAX_BYTES } from '@vacaturesite/shared';

/**
 * The only requests whose multipart bodies the CMS reads (issue 34, high 1). Every other multipart
 * request is refused before a byte of it reaches the disk: formidable wrote any body to the temp
 * folder before routing, so an anonymous POST of 50 MB to /api/statistics stayed there for good.
 */
export type MultipartRoute = {
  /** Bytes of all files of one request together (formidable 2's maxFileSize counts them all); it stops writing past it. */
  maxFileBytes: number;
  /** Files written for one request; further file parts are skipped unread. */
  maxFiles: number;
  /** The error code the route's own validation gives a file over its limit (the site words it in Dutch). */
  tooLargeCode?: string;
  /**
   * Who may send files here: the route's type and the one Strapi auth strategy its caller signs in with. The
   * body is read only after that strategy accepted the caller's token (issue 48).
   */
  caller: { type: 'content-api' | 'admin'; strategy: 'users-permissions' | 'api-token' | 'admin' };
};

/** Editors' media library: Strapi's admin upload and its content-API twin (API tokens only). */
const MEDIA = { maxFileBytes: 50 * 1024 * 1024, maxFiles: 20 };

const ROUTES: Array<{ method: string; path: RegExp; route: MultipartRoute }> = [
  // A visitor's application with their CV (apps/cms/src/api/my-jobs): one file of at most CV_MAX_BYTES.
  {
    method: 'POST',
    path: /^\/api\/my-jobs\/applications\/?$/,
    route: {
      maxFileBytes: CV_MAX_BYTES,
      maxFiles: 1,
      tooLargeCode: 'cv-too-large',
      caller: { type: 'content-api', strategy: 'users-permissions' },
    },
  },
  // @strapi/upload: POST /upload (the admin, also ?id= to replace a file) and POST /api/upload (API tokens).
  { method: 'POST', path: /^\/upload\/?$/, route: { ...MEDIA, caller: { type: 'admin', strategy: 'admin' } } },
  { method: 'POST', path: /^\/api\/upload\/?$/, route: { ...MEDIA, caller: { type: 'content-api', strategy: 'api-token' } } },
];

/** The route a multipart request may go to, or null when the CMS takes no files there. */
export function multipartRoute(method: string, path: string): MultipartRoute | null {
  return ROUTES.find((entry) => entry.method === method && entry.path.test(path))?.route ?? null;
}

/**
 * Every route that takes files needs a signed-in caller (a visitor's jwt, an editor's admin token or
 * an API token), which they send as a bearer token. Without one the body is not read at all; with a
 * wrong one neither (body.ts asks the route's auth strategy first, issue 48).
 */
export function hasBearerToken(authorization: string | undefined): boolean {
  return /^Bearer \S+$/i.test(authorization?.trim() ?? '');
}
