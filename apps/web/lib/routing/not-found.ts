/**
 * Where the proxy sends documents it knows do not exist (decision 012): a page rendered per request,
 * so the site's 404 page is in the HTML and its message names the visitor's path. The proxy answers a
 * request for this address itself with 404 too.
 */
export const NOT_FOUND_PATH = '/niet-gevonden';
