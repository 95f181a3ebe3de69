import { compactPath, pagedPath, pathPage, PAGE_SEGMENT } from '@/lib/routing/list-paths';
import { withQuery } from '@/lib/search-params';
import { parseJobsQuery, withDistanceRules, type JobsQuery } from './search-query';

/**
 * /jobs carries its filters in the path (decision 021), in this order, each as `{name}/{value}`:
 * /jobs/vakgebied/{id}/plaats/{id}/straal/25/uren/32-40/opleiding/hbo/werkplek/thuiswerk/salaris/3000/sortering/afstand/pagina/2.
 * Every filter state has one address, cached like any page. A search text and a visitor's location
 * have endless values: /jobs/zoeken?q=…&near=… is rendered per request (its CMS reads are still cached).
 */
const FILTER_SEGMENTS = [
  ['category', 'vakgebied'],
  ['place', 'plaats'],
  ['radius', 'straal'],
  ['hours', 'uren'],
  ['education', 'opleiding'],
  ['workplace', 'werkplek'],
  ['salary', 'salaris'],
  ['sort', 'sortering'],
] as const;

export const JOBS_PATH = '/jobs';
export const JOBS_SEARCH_PATH = '/jobs/zoeken';
/** The embeddable list (/c) for any /jobs search, rendered per request like /jobs/zoeken. */
export const COMPACT_SEARCH_PATH = '/c/zoeken';
/** The segment names a filter path is made of, for the route table. */
export const JOBS_PATH_NAMES: readonly string[] = [...FILTER_SEGMENTS.map(([, name]) => name), PAGE_SEGMENT];

/**
 * The address of a /jobs state. Without a search text the order is by date (the search index sorts by
 * date when there are no words) unless it is by distance, so only `afstand` is a sort in filter paths.
 */
export function jobsPath(query: JobsQuery): string {
  const { q, near, sort, page, ...filters } = withDistanceRules(query);
  if (q || near) return withQuery(JOBS_SEARCH_PATH, { q, ...filters, near, sort, page });
  const state: Omit<JobsQuery, 'q' | 'near' | 'page'> = { ...filters, sort: sort === 'afstand' ? sort : undefined };
  const segments = FILTER_SEGMENTS.flatMap(([key, name]) => (state[key] ? [name, encodeURIComponent(state[key])] : []));
  return pagedPath([JOBS_PATH, ...segments].join('/'), page);
}

/** The filters of a path below /jobs (its decoded segments); null unless it is exactly the address jobsPath writes. */
export function parseJobsPath(segments: readonly string[]): JobsQuery | null {
  if (segments.length % 2 !== 0) return null;
  const params = new URLSearchParams();
  for (let i = 0; i < segments.length; i += 2) {
    const name = segments[i];
    const key = name === PAGE_SEGMENT ? 'page' : FILTER_SEGMENTS.find(([, segment]) => segment === name)?.[0];
    if (!key || params.has(key)) return null;
    if (key === 'page' && pathPage(segments[i + 1]) === null) return null;
    params.set(key, segments[i + 1]);
  }
  const query = parseJobsQuery(params);
  return jobsPath(query) === [JOBS_PATH, ...segments.map(encodeURIComponent)].join('/') ? query : null;
}

/**
 * The embeddable list (/c) for a /jobs search (issue 16: /c understands the same parameters): the
 * cached /c/{category} when that is all it asks, else /c/zoeken?… with the same parameters as /jobs.
 */
export function compactListPath(query: Omit<JobsQuery, 'page'>): string {
  const kept = withDistanceRules(query);
  const { category, ...rest } = kept;
  return Object.values(rest).some(Boolean) ? withQuery(COMPACT_SEARCH_PATH, kept) : compactPath(category);
}
