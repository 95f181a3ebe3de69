import { notFound } from 'next/navigation';

/**
 * The 404 page at an address of its own, for the proxy's rewrites (lib/routing/not-found.ts): a
 * cached page that calls notFound() sends Next 16's bare error document instead (decision 012).
 * Rendered per request, so app/not-found.tsx, with status 404, names the path in the visitor's
 * address bar; asked for directly it is a 404 like any other.
 */
export const dynamic = 'force-dynamic';

export default function NotFoundPage(): never {
  notFound();
}
