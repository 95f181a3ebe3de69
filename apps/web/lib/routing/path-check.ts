import { collectionOfModel } from '@/lib/cms/collections';
import { documentSlug } from '@/lib/cms/slugs';
import { matchRoute, type DocumentLookup } from './routes';

/**
 * The front door's check of a page address before any page renders (front-door.ts, in server.mjs):
 * - wrong or old slugs on cached detail pages are redirected here, not by the page: a redirect
 *   rendered inside a cached (ISR) page reaches the visitor with its Location header twice ("a, a") on
 *   the first request, which browsers cannot follow (decision 010);
 * - addresses that match no route, break a route's rules or name a document the CMS does not have get
 *   the 404 page from the front door: a page that calls notFound() sends Next 16.4's bare error document,
 *   without the site's 404 page or `lang` in the HTML (decision 012).
 * The front door asks the CMS once per document and keeps the answer for TTL_MS. After that, and after a
 * webhook about the document's model, the answer it has is used once more while the CMS is asked in the
 * background (stale-while-revalidate): a publish never makes a visitor wait (issue 14), as for the pages.
 */
const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 20_000;

type Known = { slug: string | null; at: number };
type State = { known: Map<string, Known>; refreshing: Map<string, number>; lastRefresh: number };
// On globalThis: the front door (server.mjs) and the route handlers are bundled apart but run in one process.
const STORE_KEY = Symbol.for('vacaturesite.checked-paths');
const state = ((globalThis as Record<symbol, State>)[STORE_KEY] ??= { known: new Map(), refreshing: new Map(), lastRefresh: 0 });
const store = state.known;

/**
 * Forgets what the front door knows of one model's documents (their slugs may have changed, they may come or
 * go), or of all with no model. Only that model's: a vacancy published every few minutes must not make
 * the next visitor of every filter path wait for the CMS to confirm its field of work and place.
 */
export function forgetCheckedPaths(model?: string): void {
  // Everything (a deploy, a reseed): the documents may all be others, so nothing known is used again.
  if (model === undefined) {
    state.refreshing.clear();
    return store.clear();
  }
  const collection = collectionOfModel(model);
  if (!collection) return;
  const ofModel = (key: string) => key.startsWith(`${collection}/`);
  for (const [key, known] of store) if (ofModel(key)) store.set(key, { ...known, at: 0 });
  // A look-up of this model that started before this, first ones included, must not store what it read.
  for (const key of state.refreshing.keys()) if (ofModel(key)) state.refreshing.delete(key);
}

/** The document's slug ('' when it has none), null when the CMS does not have it, undefined when the CMS cannot be asked. */
async function currentSlug(lookup: DocumentLookup, key: string): Promise<string | null | undefined> {
  const storeKey = `${lookup.collection}/${lookup.by}/${key}`;
  const known = store.get(storeKey);
  if (known && Date.now() - known.at < TTL_MS) return known.slug;
  if (!known) return refresh(storeKey, lookup, key);
  if (!state.refreshing.has(storeKey)) void refresh(storeKey, lookup, key);
  return known.slug;
}

/** Asks the CMS and keeps the answer, unless a forget came in meanwhile (it may be older than the change). */
async function refresh(storeKey: string, lookup: DocumentLookup, key: string): Promise<string | null | undefined> {
  const token = (state.lastRefresh += 1);
  state.refreshing.set(storeKey, token);
  // Past the data cache (the webhook marks this store stale; an older cached answer would refill it).
  const init = { cache: 'no-store' as const, signal: AbortSignal.timeout(3000) };
  let slug: string | null | undefined;
  try {
    slug = await documentSlug(lookup.collection, lookup.by, key, init);
  } catch {
    slug = undefined; // CMS unreachable: the page decides
  }
  if (state.refreshing.get(storeKey) === token) {
    state.refreshing.delete(storeKey);
    if (slug !== undefined) remember(storeKey, slug);
  }
  return slug;
}

function remember(key: string, slug: string | null) {
  if (store.size >= MAX_ENTRIES) store.clear();
  store.set(key, { slug, at: Date.now() });
}

export type PathVerdict = { redirectTo: string } | { missing: true } | null;

/**
 * `missing` when the path matches no route, breaks its route's rules or names a document the CMS does
 * not have; the canonical path when a detail page is asked for under a wrong slug; null when all is
 * well and when the CMS cannot be asked (the page decides then).
 */
export async function checkPath(pathname: string, { lookUpDocuments }: { lookUpDocuments: boolean }): Promise<PathVerdict> {
  const match = matchRoute(pathname);
  if (!match || !match.valid) return { missing: true };
  if (!lookUpDocuments) return null;
  for (const { collection, documentId } of match.route.named?.(match.params) ?? []) {
    if ((await currentSlug({ collection, by: 'documentId' }, documentId)) === null) return { missing: true };
  }
  const lookup = match.route.document;
  if (!lookup) return null;
  const [key, slugInPath] = match.params;
  const slug = await currentSlug(lookup, key);
  if (slug === null) return { missing: true };
  if (lookup.by === 'documentId' && lookup.canonicalPath && slug && slug !== slugInPath) {
    return { redirectTo: lookup.canonicalPath({ documentId: key, slug }) };
  }
  return null;
}
