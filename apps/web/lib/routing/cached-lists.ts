import { JOBS_LIST } from '@/lib/jobs/list-key';
import { pageParam } from '@/lib/search-params';
import { isDocumentId } from '@/lib/urls';
import { keyFor, LIST_SEGMENT, listKeyParams, oneValueList, PAGED_LIST, type ListSpec } from './list-key';

/**
 * The public lists served from the cache through the proxy (decision 010): a document request for
 * `{path}?{params}` is rewritten to `{path}/lijst/{key}`. "lijst" cannot collide with the detail
 * routes next to it (/agenda/{id}/{slug}, /nieuws/{id}/{slug}): a documentId is 20–32 characters,
 * and Next prefers a fixed segment over a dynamic one anyway.
 */
export type AgendaQuery = { when: 'upcoming' | 'past'; page: number };

export const AGENDA_LIST: ListSpec<AgendaQuery> = {
  parse: (params) => ({ when: params.get('periode') === 'geweest' ? 'past' : 'upcoming', page: pageParam(params.get('page') ?? undefined) }),
  entries: ({ when, page }) => [
    ['periode', when === 'past' ? 'geweest' : undefined],
    ['page', page],
  ],
};
export const NEWS_LIST = PAGED_LIST;
export const CATEGORY_LIST = PAGED_LIST;
export const COMPACT_LIST = oneValueList('categorie', isDocumentId);

type KeyOf = (params: URLSearchParams) => string | null;
const keyOf = <Q>(spec: ListSpec<Q>): KeyOf => (params) => keyFor(spec, params);

const LISTS: ReadonlyArray<{ pattern: RegExp; key: KeyOf }> = [
  { pattern: /^\/jobs$/, key: keyOf(JOBS_LIST) },
  { pattern: /^\/agenda$/, key: keyOf(AGENDA_LIST) },
  { pattern: /^\/nieuws$/, key: keyOf(NEWS_LIST) },
  { pattern: /^\/jobs\/cat\/[a-z0-9]{20,32}$/, key: keyOf(CATEGORY_LIST) },
  { pattern: /^\/c$/, key: keyOf(COMPACT_LIST) },
];

const keyerFor = (pathname: string) => LISTS.find((list) => list.pattern.test(pathname))?.key;

/** The cached route for a public list request, or null (not a list, or free text: rendered per request). */
export function cachedListPath(pathname: string, params: URLSearchParams): string | null {
  const key = keyerFor(pathname)?.(params) ?? null;
  return key ? `${pathname}/${LIST_SEGMENT}/${key}` : null;
}

/**
 * A cached route asked for by its internal address: the public address to redirect to, with only
 * the key's valid values. So a made-up key never renders (nor fills the cache) and the address bar
 * always shows the public URL.
 */
export function publicListPath(pathname: string): string | null {
  const match = new RegExp(`^(.*)/${LIST_SEGMENT}/([^/]+)$`).exec(pathname);
  const keyer = match ? keyerFor(match[1]) : undefined;
  if (!match || !keyer) return null;
  const key = keyer(listKeyParams(match[2]));
  const query = key ? listKeyParams(key).toString() : '';
  return query ? `${match[1]}?${query}` : match[1];
}
