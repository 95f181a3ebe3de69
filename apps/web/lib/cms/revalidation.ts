import { CMS_TAGS } from './tags';

/**
 * Which cache tags a change in the CMS touches (decision 010). Every page's CMS reads carry tags
 * (lib/cms/queries); revalidating these tags renders exactly the pages that showed the changed
 * document again: the item itself, the lists and the home that show its collection, and the sitemap.
 * Detail pages carry only their own document's tag, so publishing one vacancy leaves the other
 * 10,000 vacancy pages in the cache. Changes to things shown inside many details (a field of work,
 * a place, an employer, the global settings) revalidate those details as a whole.
 */
export type CmsChange = { model: string; documentId?: string | null };

const withId = (documentId: string | null | undefined, tag: (id: string) => string) => (documentId ? [tag(documentId)] : []);

const RULES: Record<string, (documentId?: string | null) => string[]> = {
  vacancy: (id) => [CMS_TAGS.vacancies, ...withId(id, CMS_TAGS.vacancy), CMS_TAGS.sitemap],
  'vacancy-category': (id) => [
    CMS_TAGS.categories,
    ...withId(id, CMS_TAGS.category),
    CMS_TAGS.vacancies,
    CMS_TAGS.vacancyDetails,
    CMS_TAGS.pages,
    CMS_TAGS.sitemap,
  ],
  place: () => [CMS_TAGS.places, CMS_TAGS.vacancies, CMS_TAGS.vacancyDetails, CMS_TAGS.events, CMS_TAGS.eventDetails],
  partner: () => [CMS_TAGS.partners, CMS_TAGS.products, CMS_TAGS.vacancies, CMS_TAGS.vacancyDetails],
  product: () => [CMS_TAGS.products],
  event: (id) => [CMS_TAGS.events, ...withId(id, CMS_TAGS.event), CMS_TAGS.sitemap],
  'news-item': (id) => [CMS_TAGS.newsItems, ...withId(id, CMS_TAGS.newsItem), CMS_TAGS.sitemap],
  page: () => [CMS_TAGS.pages, CMS_TAGS.sitemap],
  global: () => [CMS_TAGS.all],
  redirect: () => [CMS_TAGS.redirects],
};

/** The tags to revalidate for a change; unknown models (accounts, applications, statistics) touch no page. */
export function tagsForChange(change: CmsChange): string[] {
  const rule = RULES[change.model];
  return rule ? [...new Set(rule(change.documentId))] : [];
}

/**
 * Whether revalidating these tags must also drop the front door's in-memory redirect table
 * (lib/redirect-cache), which no cache tag reaches.
 */
export function touchesRedirects(tags: string[]): boolean {
  return tags.includes(CMS_TAGS.redirects) || tags.includes(CMS_TAGS.all);
}

/** Same-length comparison in constant time, so the secret cannot be guessed byte by byte from timings. */
export function secretMatches(given: string | null | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a[i] ^ b[i];
  return diff === 0;
}
