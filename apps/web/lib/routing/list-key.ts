import { pageParam, stringParam } from '@/lib/search-params';

/**
 * Lists that read query parameters (/jobs, /agenda, /nieuws, /jobs/cat/{id}, /c) are the same page
 * for everyone, so the proxy rewrites them to a parameter-free route `{path}/lijst/{key}` that Next
 * can cache (decision 010). A key holds only a list's valid, non-default values in a fixed order, so
 * junk in a URL never makes a new cache entry.
 */
export const LIST_SEGMENT = 'lijst';
const ALL = 'alle';

export type KeyEntries = ReadonlyArray<readonly [name: string, value: string | number | undefined]>;

/** How one list reads its URL and which of what it read belongs in the key (null: not cacheable). */
export type ListSpec<Q> = { parse(params: URLSearchParams): Q; entries(query: Q): KeyEntries | null };

/** The key segment for the given values: empty ones and page 1 left out; "alle" when nothing is left. */
export function listKey(entries: KeyEntries): string {
  const key = new URLSearchParams();
  for (const [name, value] of entries) {
    if (value !== undefined && value !== '' && !(name === 'page' && value === 1)) key.set(name, String(value));
  }
  const text = key.toString();
  return text ? encodeURIComponent(text) : ALL;
}

/** Reads a key segment back; anything this site did not make reads as no parameters at all. */
export function listKeyParams(segment: string): URLSearchParams {
  if (segment === ALL) return new URLSearchParams();
  try {
    return new URLSearchParams(decodeURIComponent(segment));
  } catch {
    return new URLSearchParams();
  }
}

/** A page's `searchParams` as URLSearchParams (first value of repeated ones), for the same parser. */
export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}

/** The key of a request's parameters for a list, or null when that request is not cacheable. */
export function keyFor<Q>(spec: ListSpec<Q>, params: URLSearchParams): string | null {
  const entries = spec.entries(spec.parse(params));
  return entries ? listKey(entries) : null;
}

/** The most common list: only ?page=. */
export const PAGED_LIST: ListSpec<{ page: number }> = {
  parse: (params) => ({ page: pageParam(params.get('page') ?? undefined) }),
  entries: ({ page }) => [['page', page]],
};

/** A single optional value that must pass `valid`, e.g. /c?categorie={documentId}. */
export function oneValueList(name: string, valid: (value: string) => boolean): ListSpec<{ value: string | undefined }> {
  return {
    parse: (params) => {
      const value = stringParam(params.get(name) ?? undefined);
      return { value: value && valid(value) ? value : undefined };
    },
    entries: ({ value }) => [[name, value]],
  };
}
