import { MAX_PAGE } from '@/lib/search-params';
import { isDocumentId } from '@/lib/urls';

/**
 * /jobs without free text is the same page for everyone, so it is served from the cache (decision
 * 010): the proxy rewrites it to /jobs/lijst/{key}, a route without search params. The key holds only
 * valid filters in a fixed order, so junk in the URL never makes a new cache entry. Free-text searches
 * stay rendered per request: there are endless of them.
 */
export type JobsFilter = { category?: string; place?: string; page: number };

export const LIST_BASE = '/jobs/lijst';
const ALL = 'alle';

/** The cached list's path for a /jobs query, or null when it holds free text (rendered per request). */
export function cachedListPath(params: URLSearchParams): string | null {
  if (params.get('q')?.trim()) return null;
  const key = new URLSearchParams();
  const category = params.get('category');
  const place = params.get('place');
  const page = Number(params.get('page'));
  if (category && isDocumentId(category)) key.set('category', category);
  if (place && isDocumentId(place)) key.set('place', place);
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) key.set('page', String(page));
  const text = key.toString();
  return `${LIST_BASE}/${text ? encodeURIComponent(text) : ALL}`;
}

/** Reads the key back; anything that is not a key this site makes is the first page of all vacancies. */
export function parseListKey(segment: string): JobsFilter {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(segment === ALL ? '' : decodeURIComponent(segment));
  } catch {
    params = new URLSearchParams();
  }
  const category = params.get('category') ?? undefined;
  const place = params.get('place') ?? undefined;
  const page = Number(params.get('page'));
  return {
    category: category && isDocumentId(category) ? category : undefined,
    place: place && isDocumentId(place) ? place : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}
