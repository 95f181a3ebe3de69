/**
 * Next data-cache tags, one per collection and one per document, so a CMS webhook can call
 * revalidateTag() for exactly what changed.
 */
export const CMS_TAGS = {
  /** On every read: revalidating it renders every page again (after a reseed, or a global change). */
  all: 'cms',
  global: 'global',
  vacancies: 'vacancies',
  vacancy: (documentId: string) => `vacancy:${documentId}`,
  /** Every vacancy detail: for changes shown inside all of them (a field of work, a place, an employer). */
  vacancyDetails: 'vacancy-details',
  categories: 'vacancy-categories',
  category: (documentId: string) => `vacancy-category:${documentId}`,
  places: 'places',
  events: 'events',
  event: (documentId: string) => `event:${documentId}`,
  eventDetails: 'event-details',
  newsItems: 'news-items',
  newsItem: (documentId: string) => `news-item:${documentId}`,
  pages: 'pages',
  page: (key: string) => `page:${key}`,
  partners: 'partners',
  products: 'products',
  redirects: 'redirects',
  signInProviders: 'sign-in-providers',
  /** Everything the sitemap and the vacancy feed read. */
  sitemap: 'sitemap',
} as const;
