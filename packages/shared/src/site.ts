/** The public site's address when SITE_URL is not set: links in mails, feeds and metadata. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** The CMS REST API's largest page (`rest.maxLimit` in apps/cms/config/api.ts). */
export const REST_MAX_PAGE_SIZE = 100;

/** A vacancy's page on the site, as the site routes it and the CMS writes it into mails and Google notifications. */
export const vacancyPath = (vacancy: { documentId: string; slug: string }) =>
  `/jobs/vacature/${encodeURIComponent(vacancy.documentId)}/${encodeURIComponent(vacancy.slug)}`;
