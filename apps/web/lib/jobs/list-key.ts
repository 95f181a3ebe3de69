import { listKeyParams, type ListSpec } from '@/lib/routing/list-key';
import { parseJobsQuery, type JobsQuery } from './search-query';

const KEY_ORDER = ['category', 'place', 'hours', 'education', 'sort'] as const;

/**
 * /jobs without free text is the same page for everyone, so it is served from the cache at
 * /jobs/lijst/{key} (decision 010, lib/routing/cached-lists.ts). The key holds every filter with a
 * fixed set of values. Free-text searches stay rendered per request: there are endless of them.
 */
export const JOBS_LIST: ListSpec<JobsQuery> = {
  parse: parseJobsQuery,
  entries: (query) => (query.q ? null : [...KEY_ORDER.map((name) => [name, query[name]] as const), ['page', query.page]]),
};

/** Reads the key back; free text in it is ignored (the cached route never searches). */
export function parseListKey(segment: string): JobsQuery {
  const params = listKeyParams(segment);
  params.delete('q');
  return parseJobsQuery(params);
}
