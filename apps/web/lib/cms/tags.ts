/**
 * Next data-cache tags, one per collection and one per document, so a CMS webhook can call
 * revalidateTag() for exactly what changed.
 */
export const CMS_TAGS = {
  global: 'global',
  vacancies: 'vacancies',
  vacancy: (documentId: string) => `vacancy:${documentId}`,
  categories: 'vacancy-categories',
  category: (documentId: string) => `vacancy-category:${documentId}`,
  places: 'places',
  events: 'events',
  event: (documentId: string) => `event:${documentId}`,
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
