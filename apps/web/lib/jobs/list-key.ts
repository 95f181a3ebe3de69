import { parseJobsQuery, type JobsQuery } from './search-query';

/**
 * /jobs without free text is the same page for everyone, so it is served from the cache (decision
 * 010): the proxy rewrites it to /jobs/lijst/{key}, a route without search params. The key holds only
 * valid filters in a fixed order, so junk in the URL never makes a new cache entry. Free-text searches
 * stay rendered per request: there are endless of them.
 */
export const LIST_BASE = '/jobs/lijst';
const ALL = 'alle';
const KEY_ORDER = ['category', 'place', 'hours', 'education', 'sort'] as const;

/** The cached list's path for a /jobs query, or null when it holds free text (rendered per request). */
export function cachedListPath(params: URLSearchParams): string | null {
  const query = parseJobsQuery(params);
  if (query.q) return null;
  const key = new URLSearchParams();
  for (const name of KEY_ORDER) if (query[name]) key.set(name, query[name]);
  if (query.page > 1) key.set('page', String(query.page));
  const text = key.toString();
  return `${LIST_BASE}/${text ? encodeURIComponent(text) : ALL}`;
}

/** Reads the key back; anything that is not a key this site makes is the first page of all vacancies. */
export function parseListKey(segment: string): JobsQuery {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(segment === ALL ? '' : decodeURIComponent(segment));
  } catch {
    params = new URLSearchParams();
  }
  params.delete('q');
  return parseJobsQuery(params);
}
