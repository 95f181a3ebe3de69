import { categoryPath, EMPLOYERS_PATH, employerPath, eventPath, newsPath, vacancyPath } from '../urls';
import { toVacancy } from './mappers';
import { openVacancyFilters, searchVacancies, type VacancySearch } from './queries';
import { MAX_PAGE_SIZE, readCount, readList, type Raw } from './requests';
import { CMS_TAGS } from './tags';
import type { Vacancy } from './types';

/**
 * What the sitemap and the vacancy feed read. Every read carries the `sitemap` tag, so the CMS
 * webhook can refresh both with one revalidateTag when anything is published.
 */

export type SitemapRow = { path: string; lastModified: string | null };

/** Overviews that exist without any content; the home page first. */
export const STATIC_LIST_PATHS = ['/', '/jobs', '/jobs/plaatsen', EMPLOYERS_PATH, '/agenda', '/nieuws', '/partners', '/producten'];

type Addressed = { documentId: string; slug: string };

const SOURCES = {
  categories: { path: '/vacancy-categories', tag: CMS_TAGS.categories, filters: undefined, fields: ['updatedAt'], toPath: categoryPath },
  pages: {
    path: '/pages',
    tag: CMS_TAGS.pages,
    filters: undefined,
    fields: ['slug', 'updatedAt'],
    toPath: (page: Addressed) => `/${encodeURIComponent(page.slug)}`,
  },
  news: { path: '/news-items', tag: CMS_TAGS.newsItems, filters: undefined, fields: ['slug', 'updatedAt'], toPath: newsPath },
  events: { path: '/events', tag: CMS_TAGS.events, filters: undefined, fields: ['slug', 'updatedAt'], toPath: eventPath },
  // Every employer's profile, also without open vacancies: its page is there, with who they are.
  employers: { path: '/partners', tag: CMS_TAGS.partners, filters: undefined, fields: ['slug', 'updatedAt'], toPath: employerPath },
  // Closed and expired vacancies leave the sitemap (their pages are noindex).
  vacancies: {
    path: '/vacancies',
    tag: CMS_TAGS.vacancies,
    filters: () => ({ $and: openVacancyFilters() }),
    fields: ['slug', 'updatedAt'],
    toPath: vacancyPath,
  },
} as const;

export type SitemapSource = 'lists' | keyof typeof SOURCES;
const CMS_SOURCES = Object.keys(SOURCES) as (keyof typeof SOURCES)[];

const tagsOf = (source: keyof typeof SOURCES) => [CMS_TAGS.sitemap, SOURCES[source].tag];

/** How many URLs each source has, in sitemap order. */
export async function getSitemapCounts(): Promise<{ source: SitemapSource; count: number }[]> {
  const counts = await Promise.all(
    CMS_SOURCES.map((source) =>
      readCount(SOURCES[source].path, { params: { filters: SOURCES[source].filters?.(), fields: ['updatedAt'] }, tags: tagsOf(source) }),
    ),
  );
  return [
    { source: 'lists' as SitemapSource, count: STATIC_LIST_PATHS.length },
    ...CMS_SOURCES.map((source, index) => ({ source, count: counts[index] })),
  ];
}

const rowOf = (raw: Raw, toPath: (item: Addressed) => string): SitemapRow => ({
  path: toPath({ documentId: String(raw.documentId ?? raw.id), slug: String(raw.slug ?? '') }),
  lastModified: typeof raw.updatedAt === 'string' ? raw.updatedAt : null,
});

/** `count` URLs of one source from `start` (in id order, so slices of a long source never overlap). */
export async function getSitemapRows(source: SitemapSource, start: number, count: number): Promise<SitemapRow[]> {
  if (source === 'lists') return STATIC_LIST_PATHS.slice(start, start + count).map((path) => ({ path, lastModified: null }));
  const { path, filters, fields, toPath } = SOURCES[source];
  const rows: SitemapRow[] = [];
  for (let offset = start; offset < start + count; offset += MAX_PAGE_SIZE) {
    const limit = Math.min(MAX_PAGE_SIZE, start + count - offset);
    const { items } = await readList(path, {
      params: { filters: filters?.(), fields, sort: ['id:asc'], pagination: { start: offset, limit } },
      tags: tagsOf(source),
    });
    rows.push(...items.map((raw) => rowOf(raw, toPath)));
    if (items.length < limit) break;
  }
  return rows;
}

/**
 * The newest open vacancies, for the RSS feed; with `search` (the /jobs filters) only those it finds,
 * from the search index (Strapi 5; 3 and 4 filter over plain REST).
 */
export async function getFeedVacancies(limit = 50, search: Omit<VacancySearch, 'sort' | 'page' | 'pageSize'> = {}): Promise<Vacancy[]> {
  // Strapi 3 and 4 filter what plain REST can (searchVacancies, decision 053).
  if (Object.values(search).some(Boolean)) return (await searchVacancies({ ...search, sort: 'date', pageSize: limit })).items;
  const { items } = await readList('/vacancies', {
    params: {
      filters: { $and: openVacancyFilters() },
      sort: ['datePosted:desc', 'id:desc'],
      populate: { category: true, place: true },
      pagination: { page: 1, pageSize: limit },
    },
    tags: [CMS_TAGS.sitemap, CMS_TAGS.vacancies],
  });
  return items.map(toVacancy);
}
