import { cmsUrl } from './client';

/**
 * A CMS media file (`/uploads/…`, served outside the content API), fetched past the data cache and
 * returned as the CMS answers, body unread, for the site's /uploads proxy to stream. `headers` are the
 * request headers to pass on (conditional and range requests). Rejects when the CMS cannot be reached.
 */
export function fetchCmsUpload(segments: string[], headers: Headers): Promise<Response> {
  return fetch(cmsUrl(`/uploads/${segments.map(encodeURIComponent).join('/')}`, undefined, { apiPrefix: false }), {
    headers,
    cache: 'no-store',
  });
}
