/**
 * What the CMS's REST API accepts in a query string (issue 34, high 2): `sort=title,title,…` 2,600
 * times (15 kB) blocked Strapi's event loop for 2.5 s. The CMS refuses anything past these bounds
 * with 400 before Strapi parses it; the site's own largest query (a page's dynamic-zone populate)
 * stays far below every one of them.
 */
export const CONTENT_API_QUERY_LIMITS = {
  /** Characters of the raw query string. */
  length: 4096,
  /** `name=value` pairs. */
  parameters: 100,
  /** Entries in `sort` (the site sorts by at most two). */
  sort: 5,
  /** Names in `fields`, on each level. */
  fields: 30,
  /** Nesting of `filters` (each `$and`/`$or`/relation is a level). */
  filtersDepth: 10,
  /** Nesting of `populate` (relation → populate → relation …). */
  populateDepth: 8,
} as const;
