import { cmsFetch } from '@/lib/cms/client';
import { cmsVersion } from '@/lib/cms/config';
import { isCmsError } from '@/lib/cms/errors';
import { normalizeResponse } from '@/lib/cms/normalize';
import { eventPath, isDocumentId, newsPath, vacancyPath } from '@/lib/urls';
import { LIST_SEGMENT } from './list-key';
import { isSlug } from './validation';

/**
 * Wrong or old slugs on cached detail pages are redirected here, in the proxy, not by the page: a
 * redirect rendered inside a cached (ISR) page reaches the visitor with its Location header twice
 * ("a, a") on the first request, which browsers cannot follow. The proxy asks the CMS for the slug
 * once per document and keeps it for TTL_MS; the revalidation route forgets them all (decision 010).
 * Documents that do not exist are answered here too: a cached page that calls notFound() sends Next's
 * bare error document, without the site's 404 page in the HTML (decision 012).
 */
const DETAIL_ROUTES = [
  { pattern: /^\/jobs\/vacature\/([^/]+)\/([^/]+)$/, collection: 'vacancies', path: vacancyPath },
  { pattern: /^\/nieuws\/([^/]+)\/([^/]+)$/, collection: 'news-items', path: newsPath },
  { pattern: /^\/agenda\/([^/]+)\/([^/]+)$/, collection: 'events', path: eventPath },
];
const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 20_000;

type Known = { slug: string | null; at: number };
// On globalThis: the proxy and the route handlers are bundled apart but run in one process.
const STORE_KEY = Symbol.for('vacaturesite.canonical-slugs');
const store = ((globalThis as Record<symbol, Map<string, Known>>)[STORE_KEY] ??= new Map());

export function forgetCanonicalSlugs(): void {
  store.clear();
}

/**
 * Which cached detail route a path is, with its id and slug and whether both are well-formed; null for
 * any other path. `…/lijst/{key}` is a cached list (decision 010), never a detail page.
 */
export function matchDetail(pathname: string) {
  for (const route of DETAIL_ROUTES) {
    const match = route.pattern.exec(pathname);
    if (!match || match[1] === LIST_SEGMENT) continue;
    const [id, slug] = [match[1], match[2]].map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return '';
      }
    });
    return { ...route, id, slug, wellFormed: isDocumentId(id) && isSlug(slug) };
  }
  return null;
}

async function currentSlug(collection: string, id: string): Promise<string | null | undefined> {
  const key = `${collection}/${id}`;
  const known = store.get(key);
  if (known && Date.now() - known.at < TTL_MS) return known.slug;
  try {
    const json = await cmsFetch(`/${collection}/${id}`, { params: { fields: ['slug'] }, cache: 'no-store', signal: AbortSignal.timeout(3000) });
    const data = normalizeResponse(json, cmsVersion()).data as { slug?: unknown } | null;
    const slug = typeof data?.slug === 'string' ? data.slug : null;
    if (store.size >= MAX_ENTRIES) store.clear();
    store.set(key, { slug, at: Date.now() });
    return slug;
  } catch (error) {
    if (isCmsError(error) && error.status === 404) {
      store.set(key, { slug: null, at: Date.now() });
      return null;
    }
    return undefined; // CMS unreachable: the page decides
  }
}

export type DetailVerdict = { redirectTo: string } | { missing: true } | null;

/**
 * For a cached detail page: its canonical path when asked for under a wrong slug, `missing` when the
 * path is malformed or the CMS does not have the document; null when all is well, for any other path,
 * and when the CMS cannot be asked (the page decides then).
 */
export async function checkDetailPath(pathname: string): Promise<DetailVerdict> {
  const detail = matchDetail(pathname);
  if (!detail) return null;
  if (!detail.wellFormed) return { missing: true };
  const slug = await currentSlug(detail.collection, detail.id);
  if (slug === null) return { missing: true };
  return slug && slug !== detail.slug ? { redirectTo: detail.path({ documentId: detail.id, slug }) } : null;
}
