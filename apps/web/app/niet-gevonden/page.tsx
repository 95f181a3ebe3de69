import NotFound, { metadata as notFoundMetadata } from '../not-found';

/**
 * The 404 page at an address of its own, for the front door's rewrites (lib/routing/not-found.ts): a
 * cached page that calls notFound() sends Next 16's bare error document instead (decision 012).
 * Rendered per request, so the message names the path in the visitor's address bar.
 */
export const dynamic = 'force-dynamic';
export const metadata = notFoundMetadata;

export default NotFound;
