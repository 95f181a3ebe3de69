import { notFound, permanentRedirect } from 'next/navigation';
import { isSlug } from '@/lib/routing/routes';
import { isDocumentId } from '@/lib/urls';

/**
 * Shared by every "/{id}/{slug}" detail page: malformed parameters are a 404 without asking the
 * CMS, an unknown id is a 404, and a stale or wrong slug redirects permanently to the canonical URL.
 */
export async function loadDetail<T extends { slug: string }>(
  params: { id: string; slug: string },
  fetchItem: (documentId: string) => Promise<T | null>,
  canonicalPath: (item: T) => string,
): Promise<T> {
  if (!isDocumentId(params.id) || !isSlug(params.slug)) notFound();
  const item = await fetchItem(params.id);
  if (!item) notFound();
  if (item.slug !== params.slug) permanentRedirect(canonicalPath(item));
  return item;
}

/** For generateMetadata: the same lookup without redirects or 404s. */
export async function peekDetail<T>(params: { id: string }, fetchItem: (documentId: string) => Promise<T | null>): Promise<T | null> {
  return isDocumentId(params.id) ? fetchItem(params.id) : null;
}
