/**
 * The values the vacancy search takes besides ids (the CMS's /vacancy-search), in a module without CMS
 * calls: the route table, which the 404 page's client code reads, validates filter paths with them.
 */
export const SEARCH_SORTS = ['relevance', 'date'] as const;
export const HOURS_BANDS = ['tot-16', '16-24', '24-32', '32-40', '40-plus'] as const;
