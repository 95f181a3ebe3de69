import { headers } from 'next/headers';
import { NOT_FOUND_METADATA, NotFoundScreen } from '@/components/layout/NotFoundScreen';
import { NOT_FOUND_HEADER } from '@/lib/routing/not-found';
import { notFoundMessage } from '@/lib/routing/routes';

/**
 * The 404 page at an address of its own, for the front door's rewrites (lib/routing/not-found.ts): a
 * cached page that calls notFound() sends Next 16's bare error document instead (decision 012).
 * Rendered per request; the front door's header carries the visitor's path, so the server names it.
 */
export const dynamic = 'force-dynamic';
export const metadata = NOT_FOUND_METADATA;

export default async function NotFoundPage() {
  const path = (await headers()).get(NOT_FOUND_HEADER);
  return <NotFoundScreen message={path?.startsWith('/') ? notFoundMessage(path) : undefined} />;
}
