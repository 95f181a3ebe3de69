import { cmsVersion } from './cms/config';

/** The site's canonical paths. Pure functions: safe in server and client components alike. */
type Addressable = { documentId: string; slug: string };

const segment = (value: string) => encodeURIComponent(value);

export { vacancyPath } from '@vacaturesite/shared/site';
export const newsPath = (item: Addressable) => `/nieuws/${segment(item.documentId)}/${segment(item.slug)}`;
export const eventPath = (event: Addressable) => `/agenda/${segment(event.documentId)}/${segment(event.slug)}`;
/** A CMS page (`page` type) at the root, `/{slug}`. */
export const pagePath = (page: { slug: string }) => `/${segment(page.slug)}`;
export const categoryPath = (category: { documentId: string }) => `/jobs/cat/${segment(category.documentId)}`;
/** Every employer with open vacancies (issue 16). */
export const EMPLOYERS_PATH = '/werkgevers';
/** One employer (a partner): logo, about, place and its open vacancies. */
export const employerPath = (employer: Addressable) => `${EMPLOYERS_PATH}/${segment(employer.documentId)}/${segment(employer.slug)}`;

/**
 * Uploads stored by the CMS itself come as `/uploads/...`; the site proxies that path to the CMS, so
 * it stays relative (same origin, no CMS address in the HTML). Absolute URLs (a CDN provider) are kept.
 */
export function mediaUrl(media: { url: string } | null | undefined): string {
  const url = media?.url?.trim() ?? '';
  if (!url || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url) || url.startsWith('/')) return url;
  return `/${url}`;
}

/**
 * Strapi 5 documentIds: lowercase letters and digits, 20–32 long (24 today). Strapi 3 and 4 have none:
 * there the entry's numeric id stands in (lib/cms/mappers.ts), so with CMS_VERSION 3 or 4 (read on the
 * server only) it passes too.
 */
export function isDocumentId(value: string): boolean {
  return /^[a-z0-9]{20,32}$/.test(value) || (cmsVersion() !== '5' && /^[1-9][0-9]{0,15}$/.test(value));
}

/** `/inloggen?terug=…`: sign in, then back to exactly this page. */
export const signInPath = (returnTo: string) => `/inloggen?terug=${encodeURIComponent(returnTo)}`;
