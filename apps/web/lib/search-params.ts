export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export function stringParam(value: string | string[] | undefined, maxLength = 100): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim().slice(0, maxLength);
  return trimmed ? trimmed : undefined;
}

/** Deeper pages than this are never linked; asking for one is a typo or a scraper. */
export const MAX_PAGE = 10_000;

/** Page numbers from the URL: anything that is not a whole number from 1 to MAX_PAGE means page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const page = Number(stringParam(value, 12));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Builds a query string from the non-empty values only, so URLs stay short and shareable. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A page's `searchParams` as URLSearchParams (first value of repeated ones), for the URL parsers. */
export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}
