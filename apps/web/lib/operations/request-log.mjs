/**
 * The site's log line per request (decision 051): the shared shape (packages/shared operations.ts) with
 * the site's route pattern and Next's cache verdict. The visitor's address only as a keyed hash.
 */
import { hashClientAddress, requestLogLine } from '@vacaturesite/shared/operations';

/** `url`: the address as it came in (Next may rewrite req.url while it answers). */
export function siteRequestLogLine({ req, res, requestId, route, url, status, ms, secret = process.env.SITE_CMS_SECRET }) {
  const cache = res.getHeader('x-nextjs-cache');
  return requestLogLine({
    app: 'site',
    requestId,
    method: req.method ?? 'GET',
    route,
    url,
    status,
    ms,
    // server.mjs has put the one address it believes here (lib/security/client-address.mjs).
    client: hashClientAddress(String(req.headers['x-forwarded-for'] ?? '') || req.socket?.remoteAddress, secret),
    cache: typeof cache === 'string' ? cache : undefined,
  });
}
