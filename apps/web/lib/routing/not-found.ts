/**
 * Where 404 documents go (decision 012): a page rendered per request, so the site's 404 page is in the
 * HTML and its message names the visitor's path. The front door answers a request for this address
 * itself with 404 too.
 */
export const NOT_FOUND_PATH = '/niet-gevonden';

/**
 * Set by server.mjs, and by nobody else (it removes a client's), on a request that is to get the 404
 * page with status 404; next.config.ts rewrites such a request to NOT_FOUND_PATH. Its value is the
 * visitor's path, which the page names in its message; a rewrite inside Next keeps that path in the
 * request too, so the client router shows it in the address bar.
 */
export const NOT_FOUND_HEADER = 'x-site-not-found';

/** next.config.ts's rewrite: every path, when the front door asked for the 404 page. */
export const notFoundRewrite = {
  source: '/:path*',
  has: [{ type: 'header' as const, key: NOT_FOUND_HEADER }],
  destination: NOT_FOUND_PATH,
};
