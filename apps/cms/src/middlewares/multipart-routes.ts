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
};

/** Editors' media library: Strapi's admin upload and its content-API twin (API tokens only). */
const MEDIA: MultipartRoute = { maxFileBytes: 50 * 1024 * 1024, maxFiles: 20 };

const ROUTES: Array<{ method: string; path: RegExp; route: MultipartRoute }> = [
  // A visitor's application with their CV (apps/cms/src/api/my-jobs): one file of at most CV_MAX_BYTES.
  {
    method: 'POST',
    path: /^\/api\/my-jobs\/applications\/?$/,
    route: { maxFileBytes: CV_MAX_BYTES, maxFiles: 1, tooLargeCode: 'cv-too-large' },
  },
  // @strapi/upload: POST /upload (admin, also ?id= to replace a file) and POST /api/upload.
  { method: 'POST', path: /^\/(api\/)?upload\/?$/, route: MEDIA },
];

/** The route a multipart request may go to, or null when the CMS takes no files there. */
export function multipartRoute(method: string, path: string): MultipartRoute | null {
  return ROUTES.find((entry) => entry.method === method && entry.path.test(path))?.route ?? null;
}

/**
 * Every route that takes files needs a signed-in caller (a visitor's jwt, an editor's admin token or
 * an API token), which they send as a bearer token. Without one the body is not read at all; with a
 * wrong one it is read into the request's own folder and removed when Strapi refuses it.
 */
export function hasBearerToken(authorization: string | undefined): boolean {
  return /^Bearer \S+$/i.test(authorization?.trim() ?? '');
}
