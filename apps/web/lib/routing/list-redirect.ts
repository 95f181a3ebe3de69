import { compactListPath, jobsPath, JOBS_SEARCH_PATH } from '@/lib/routing/list-path';
import { JOBS_QUERY_PARAMS, parseJobsQuery } from '@/lib/routing/search-query';
import { pageParam } from '@/lib/search-params';
import { isDocumentId } from '@/lib/urls';
import { agendaPath, categoryListPath, newsListPath } from './list-paths';

/**
 * The lists' query addresses from before decision 021 (/jobs?category=…, /agenda?periode=geweest&page=2,
 * /nieuws?page=2, /jobs/cat/{id}?page=2, /c?categorie=…) stay public entries: job-alert mails, partner
 * iframes and search engines hold them, and plain GET forms (the filters, the home search) write them.
 * The front door (front-door.ts) redirects them (308) to the list's path.
 */
type LegacyList = { pattern: RegExp; names: readonly string[]; path: (params: URLSearchParams, match: RegExpExecArray) => string };

const page = (params: URLSearchParams) => pageParam(params.get('page') ?? undefined);

const LEGACY_LISTS: LegacyList[] = [
  { pattern: /^\/jobs$/, names: JOBS_QUERY_PARAMS, path: (params) => jobsPath(parseJobsQuery(params)) },
  {
    pattern: /^\/agenda$/,
    names: ['periode', 'page'],
    path: (params) => agendaPath({ when: params.get('periode') === 'geweest' ? 'past' : 'upcoming', page: page(params) }),
  },
  { pattern: /^\/nieuws$/, names: ['page'], path: (params) => newsListPath(page(params)) },
  {
    pattern: /^\/jobs\/cat\/([a-z0-9]{1,32})$/,
    names: ['page'],
    path: (params, [, id]) => categoryListPath({ documentId: id }, page(params)),
  },
  {
    // The old ?categorie= and every /jobs parameter (issue 16).
    pattern: /^\/c$/,
    names: ['categorie', ...JOBS_QUERY_PARAMS],
    path: (params) => {
      const { page: _page, ...query } = parseJobsQuery(params);
      return compactListPath({ ...query, category: query.category ?? validOrUndefined(params.get('categorie')) });
    },
  },
];

const validOrUndefined = (id: string | null) => (id && isDocumentId(id) ? id : undefined);

/**
 * Where a list's query address now lives: the list path, with the parameters that are not the list's
 * (utm_…, fbclid) kept; null when the request names none of the list's parameters. /jobs/zoeken is
 * the per-request search by text or location; without either it is a list like any other.
 */
export function listRedirect(pathname: string, params: URLSearchParams): string | null {
  if (pathname === JOBS_SEARCH_PATH) {
    const path = withOthers(jobsPath(parseJobsQuery(params)), params, JOBS_QUERY_PARAMS);
    // A search text or a location keeps the search page, at its own address: the home's and the
    // filters' plain GET forms send every field, so "?q=kok&place=&radius=" drops its empty ones
    // (issue 35). Anything else has a list path.
    if (!path.startsWith(`${JOBS_SEARCH_PATH}?`)) return path;
    return sameQuery(path.slice(JOBS_SEARCH_PATH.length + 1), params) ? null : path;
  }
  for (const list of LEGACY_LISTS) {
    const match = list.pattern.exec(pathname);
    if (!match) continue;
    if (!list.names.some((name) => params.has(name))) return null;
    return withOthers(list.path(params, match), params, list.names);
  }
  return null;
}

/** The same parameters with the same values, in any order. */
function sameQuery(query: string, params: URLSearchParams): boolean {
  const sorted = (search: URLSearchParams) =>
    [...search]
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join('&');
  return sorted(new URLSearchParams(query)) === sorted(params);
}

function withOthers(path: string, params: URLSearchParams, used: readonly string[]): string {
  const others = new URLSearchParams([...params].filter(([name]) => !used.includes(name)));
  const [base, query = ''] = path.split('?');
  const merged = new URLSearchParams(query);
  for (const [name, value] of others) merged.append(name, value);
  const text = merged.toString();
  return text ? `${base}?${text}` : base;
}
