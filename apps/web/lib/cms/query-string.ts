import qs from 'qs';

/** Spec §9 query-string limits, applied wherever we parse a query. */
export const QS_LIMITS = Object.freeze({ arrayLimit: 20, depth: 5, parameterLimit: 1000 });

/** Strapi's own notation: `filters[title][$eq]=x`, arrays as `[0]`, `[1]`; keys stay readable. */
export function stringifyQuery(params: Record<string, unknown>): string {
  return qs.stringify(params, { encodeValuesOnly: true, arrayFormat: 'indices' });
}

/** Accepts a search string with or without the leading '?'. */
export function parseQuery(search: string): qs.ParsedQs {
  return qs.parse(search, { ignoreQueryPrefix: true, ...QS_LIMITS });
}
