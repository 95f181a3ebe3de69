import { todayInNetherlands } from '../format';
import {
  EDUCATION_LEVELS,
  FACET_FIELDS,
  HOURS_BAND_RANGES,
  WORKPLACES,
  type FacetField,
  type SearchSort,
} from '@vacaturesite/shared/vacancies';
import type { RetentionSettings } from '@vacaturesite/shared/retention';
import { cmsFetch } from './client';
import { cmsV3OnMongo, cmsVersion, hasProjectApis } from './config';
import { toCategory, toEvent, toGlobal, toNewsItem, toPage, toPartner, toPlace, toProduct, toRedirect, toVacancy } from './mappers';
import { mapLimit, pageWindow, readAll, readCount, readList, readOne, toPaginated, type ReadOptions } from './requests';
import { CMS_TAGS } from './tags';
import { isEntryId } from './version-query';
import type { Category, Employer, Event, Global, NewsItem, Page, Paginated, Partner, Place, Product, Redirect, Vacancy } from './types';

/**
 * The site's questions to the CMS, in Strapi 5 REST terms (cmsUrl says them in Strapi 3's or 4's,
 * version-query.ts). Lookups by id use documentIds (numeric ids on 3 and 4);
 * "not found" is null, every other failure is a CmsError for the page to handle.
 */

const MEDIA = true;
const PARTNER_POPULATE = { logo: MEDIA, place: true };
const VACANCY_POPULATE = { category: true, place: true, employer: { populate: { logo: MEDIA } }, images: MEDIA };
const EVENT_POPULATE = { place: true, images: MEDIA };
const PRODUCT_POPULATE = { image: MEDIA, partner: { populate: { logo: MEDIA } } };
// Strapi 5 only populates dynamic zones through `on` fragments, one per component.
const PAGE_POPULATE = {
  blocks: {
    on: {
      'page.rich-text': true,
      'page.gallery': { populate: { images: MEDIA } },
      'page.call-to-action': true,
      'page.vacancy-list': { populate: { category: true } },
      'page.event-list': true,
    },
  },
  seo: { populate: { shareImage: MEDIA } },
};

/** Free-text search longer than this is cut: it only makes URLs and queries heavier. */
export const SEARCH_MAX_LENGTH = 100;
/** Parallel count requests per list, so hundreds of places do not all hit the CMS at once. */
const COUNT_CONCURRENCY = 8;

/** One entry by the id in its URL; null without asking when no entry can have that id on this major. */
async function readEntry(collection: string, documentId: string, options: ReadOptions) {
  if (!isEntryId(documentId, cmsVersion(), cmsV3OnMongo())) return null;
  return readOne(`/${collection}/${encodeURIComponent(documentId)}`, options);
}

// Database collations differ (SQLite vs PostgreSQL); sort names the way Dutch readers expect.
const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

export async function getGlobal(): Promise<Global | null> {
  const raw = await readOne('/global', { params: { populate: { navigation: true, footerLinks: true } }, tags: [CMS_TAGS.global] });
  return raw ? toGlobal(raw) : null;
}

export type VacancyQuery = {
  page?: number;
  pageSize?: number;
  /** Category documentId. */
  category?: string;
  /** Place documentId. */
  place?: string;
  /** A partner's documentId: that employer's vacancies (its page, issue 16). */
  employer?: string;
  q?: string;
  sort?: 'date';
};

/**
 * Lists and counts show open vacancies only (decision 005): not closed by their poster and not past
 * their valid-through date, which is their last day in the Netherlands. Empty fields count as open.
 * The date changes once a day, so the query (and Next's cache key) stays the same all day.
 */
export function openVacancyFilters(today = todayInNetherlands()) {
  return [
    { $or: [{ closed: { $eq: false } }, { closed: { $null: true } }] },
    { $or: [{ validThrough: { $gte: today } }, { validThrough: { $null: true } }] },
  ];
}

export async function getVacancies(opts: VacancyQuery = {}): Promise<Paginated<Vacancy>> {
  const q = opts.q?.trim().slice(0, SEARCH_MAX_LENGTH);
  // Strapi 5: the search index's date order, the same as below (decision 011), whose count is free.
  // Strapi's REST list counts every open vacancy on each read: p50 ~460 ms at 100,000 even with the
  // database indexes (issue 14), for the home, a field of work's page and a page's vacancy block.
  if (cmsVersion() === '5' && !q) {
    const { category, place, employer, page, pageSize } = opts;
    return searchVacancies({ category, place, employer, sort: 'date', page, pageSize });
  }
  return listVacancies({ ...opts, q });
}

/**
 * Open vacancies over plain REST, newest first: Strapi 5's text search, and every list and search on
 * Strapi 3 and 4, which have no search index (decision 053). Filters on what a field says as it is:
 * field of work, place, employer, text ($containsi), hours band, education, workplace.
 */
async function listVacancies(opts: Omit<VacancySearch, 'sort'>): Promise<Paginated<Vacancy>> {
  const window = pageWindow(opts.page, opts.pageSize);
  const q = opts.q?.trim().slice(0, SEARCH_MAX_LENGTH);
  const filters: Record<string, unknown> = {};
  if (opts.category) filters.category = { documentId: { $eq: opts.category } };
  if (opts.place) filters.place = { documentId: { $eq: opts.place } };
  if (opts.employer) filters.employer = { documentId: { $eq: opts.employer } };
  if (q) filters.$or = [{ title: { $containsi: q } }, { summary: { $containsi: q } }];
  const hours = HOURS_BAND_RANGES.find(([key]) => key === opts.hours);
  if (hours) filters.hoursPerWeek = Number.isFinite(hours[2]) ? { $gte: hours[1], $lt: hours[2] } : { $gte: hours[1] };
  if (EDUCATION_LEVELS.includes(opts.education as never)) filters.educationLevel = { $eq: opts.education };
  if (WORKPLACES.includes(opts.workplace as never)) filters.workplace = { $eq: opts.workplace };
  filters.$and = openVacancyFilters();

  const { items, pagination } = await readList('/vacancies', {
    // id breaks ties between vacancies posted on the same day, so paging never repeats or skips one.
    params: { filters, sort: ['datePosted:desc', 'id:desc'], populate: VACANCY_POPULATE, pagination: window },
    tags: [CMS_TAGS.vacancies],
  });
  return toPaginated(items.map(toVacancy), pagination, window);
}

export type VacancySearch = {
  q?: string;
  /** Category and place documentIds, an hours band, an education level, a workplace. */
  category?: string;
  place?: string;
  hours?: string;
  education?: string;
  workplace?: string;
  /** A salary band (SALARY_BANDS): that many euros a month or more. */
  salary?: string;
  /** A partner's documentId: that employer's vacancies only. */
  employer?: string;
  /** The visitor's location, "lat,lon" rounded to 0.01° (formatNear): distances are measured from it. */
  near?: string;
  /** km (SEARCH_RADII) around `near`, or else around `place`, which is then the centre rather than a filter. */
  radius?: string;
  sort?: SearchSort;
  page?: number;
  pageSize?: number;
};
export type VacancyFacets = Record<FacetField, Record<string, number>>;
/** What a search answers without counts (Strapi 3 and 4): every facet, none counted. */
const NO_FACETS = Object.fromEntries(FACET_FIELDS.map((field) => [field, {}])) as VacancyFacets;

/**
 * The CMS's vacancy search (decision 011): Dutch stemming, prefix and typo tolerance, open vacancies
 * only, with counts per facet value. Cached and tagged like the lists, so publishing revalidates it.
 */
export async function searchVacancies(opts: VacancySearch): Promise<Paginated<Vacancy> & { facets: VacancyFacets | null }> {
  // Strapi 3 and 4 have no search index: the REST list filters what it can, without counts (null),
  // distance or salary bands.
  if (!hasProjectApis()) return { ...(await listVacancies(opts)), facets: null };
  const window = pageWindow(opts.page, opts.pageSize);
  const { category, place, hours, education, workplace, salary, employer, near, radius, sort } = opts;
  const { items, pagination, meta } = await readList('/vacancy-search', {
    params: {
      q: opts.q?.trim().slice(0, SEARCH_MAX_LENGTH),
      category,
      place,
      hours,
      education,
      workplace,
      salary,
      employer,
      near,
      radius,
      sort,
      page: window.page,
      pageSize: window.pageSize,
    },
    tags: [CMS_TAGS.vacancies],
  });
  const facets = (meta.facets ?? NO_FACETS) as VacancyFacets;
  const distances = (meta.distances ?? {}) as Record<string, number>;
  const vacancies = items
    .map(toVacancy)
    .map((vacancy) => (vacancy.documentId in distances ? { ...vacancy, distanceKm: distances[vacancy.documentId] } : vacancy));
  return { ...toPaginated(vacancies, pagination, window), facets };
}

export async function getVacancy(documentId: string): Promise<Vacancy | null> {
  const raw = await readEntry('vacancies', documentId, {
    params: { populate: VACANCY_POPULATE },
    tags: [CMS_TAGS.vacancyDetails, CMS_TAGS.vacancy(documentId)],
  });
  return raw ? toVacancy(raw) : null;
}

/** What a vacancy names that lists count its open vacancies by: its field of work, place or employer. */
type CountedRelation = 'category' | 'place' | 'employer';

/**
 * Open vacancies per field of work, place or employer (by documentId) in one call, whatever their number
 * (issue 14): the search index's facet counts for "no filter" (decision 011), and for employers, which
 * are no facet, its count per employer (decision 030). Strapi 3 and 4 have no such endpoint.
 */
async function openVacancyCounts(relation: CountedRelation): Promise<Record<string, number>> {
  if (relation === 'employer')
    return ((await readOne('/vacancy-search/employers', { tags: [CMS_TAGS.vacancies] })) ?? {}) as Record<string, number>;
  const { meta } = await readList('/vacancy-search', { params: { pageSize: 1 }, tags: [CMS_TAGS.vacancies] });
  return ((meta.facets ?? {}) as Partial<VacancyFacets>)[relation] ?? {};
}

/** Strapi 3/4: no grouped count over REST; one tiny page per entity gives the total in its meta. */
function countVacancies(relation: CountedRelation, documentId: string): Promise<number> {
  return readCount('/vacancies', {
    params: { filters: { [relation]: { documentId: { $eq: documentId } }, $and: openVacancyFilters() }, fields: ['slug'] },
    tags: [CMS_TAGS.vacancies],
  });
}

async function withVacancyCounts<T extends { documentId: string }>(
  entities: T[],
  relation: CountedRelation,
): Promise<(T & { vacancyCount: number })[]> {
  if (cmsVersion() === '5') {
    const counts = await openVacancyCounts(relation);
    return entities.map((entity) => ({ ...entity, vacancyCount: counts[entity.documentId] ?? 0 }));
  }
  return mapLimit(entities, COUNT_CONCURRENCY, async (entity) => ({
    ...entity,
    vacancyCount: await countVacancies(relation, entity.documentId),
  }));
}

function openVacancyCount(relation: CountedRelation, documentId: string): Promise<number> {
  return cmsVersion() === '5'
    ? openVacancyCounts(relation).then((counts) => counts[documentId] ?? 0)
    : countVacancies(relation, documentId);
}

/** All fields of work by name, without counts: for pickers such as the vacancy form. */
export async function getCategoryOptions(): Promise<Category[]> {
  const raws = await readAll('/vacancy-categories', { params: { sort: ['name:asc'] }, tags: [CMS_TAGS.categories] });
  return raws.map(toCategory).sort(byName);
}

export async function getCategories(): Promise<Category[]> {
  return withVacancyCounts(await getCategoryOptions(), 'category');
}

export async function getCategory(documentId: string): Promise<Category | null> {
  const [raw, vacancyCount] = await Promise.all([
    readEntry('vacancy-categories', documentId, { tags: [CMS_TAGS.categories, CMS_TAGS.category(documentId)] }),
    openVacancyCount('category', documentId),
  ]);
  return raw ? { ...toCategory(raw), vacancyCount } : null;
}

/** All places by name, without counts: for pickers such as the vacancy form. */
export async function getPlaceOptions(): Promise<Place[]> {
  const raws = await readAll('/places', { params: { sort: ['name:asc'] }, tags: [CMS_TAGS.places] });
  return raws.map(toPlace).sort(byName);
}

export async function getPlaces(): Promise<Place[]> {
  return withVacancyCounts(await getPlaceOptions(), 'place');
}

/**
 * The places a search offers (home, /jobs): those with open vacancies, so the list does not grow with
 * the country (about 2,500 places) and never leads to "geen vacatures" (issue 35). `keep` stays in
 * even without any, so a search for it still shows what was chosen.
 */
export async function getSearchPlaceOptions(keep?: string | null): Promise<Place[]> {
  return (await getPlaces()).filter((place) => (place.vacancyCount ?? 0) > 0 || place.documentId === keep);
}

export type EventQuery = { when?: 'upcoming' | 'past' | 'all'; page?: number; pageSize?: number };

export async function getEvents(opts: EventQuery = {}): Promise<Paginated<Event>> {
  const window = pageWindow(opts.page, opts.pageSize);
  const when = opts.when ?? 'upcoming';
  // Whole minutes keep the URL, and so Next's cache entry, stable between requests.
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
  const filters = when === 'upcoming' ? { start: { $gte: now } } : when === 'past' ? { start: { $lt: now } } : {};
  const sort = when === 'upcoming' ? ['start:asc', 'id:asc'] : ['start:desc', 'id:desc'];

  const { items, pagination } = await readList('/events', {
    params: { filters, sort, populate: EVENT_POPULATE, pagination: window },
    tags: [CMS_TAGS.events],
  });
  return toPaginated(items.map(toEvent), pagination, window);
}

export async function getEvent(documentId: string): Promise<Event | null> {
  const raw = await readEntry('events', documentId, {
    params: { populate: EVENT_POPULATE },
    tags: [CMS_TAGS.eventDetails, CMS_TAGS.event(documentId)],
  });
  return raw ? toEvent(raw) : null;
}

export async function getNewsItems(opts: { page?: number; pageSize?: number } = {}): Promise<Paginated<NewsItem>> {
  const window = pageWindow(opts.page, opts.pageSize);
  const { items, pagination } = await readList('/news-items', {
    // Lists show the lead image only; the gallery is for the detail page.
    params: { sort: ['date:desc', 'id:desc'], populate: { image: MEDIA }, pagination: window },
    tags: [CMS_TAGS.newsItems],
  });
  return toPaginated(items.map(toNewsItem), pagination, window);
}

export async function getNewsItem(documentId: string): Promise<NewsItem | null> {
  const raw = await readEntry('news-items', documentId, {
    params: { populate: { image: MEDIA, gallery: MEDIA } },
    tags: [CMS_TAGS.newsItem(documentId)],
  });
  return raw ? toNewsItem(raw) : null;
}

export async function getPageBySlug(slug: string): Promise<Page | null> {
  const { items } = await readList('/pages', {
    params: { filters: { slug: { $eq: slug } }, populate: PAGE_POPULATE, pagination: { page: 1, pageSize: 1 } },
    tags: [CMS_TAGS.pages, CMS_TAGS.page(slug)],
  });
  return items[0] ? toPage(items[0]) : null;
}

/**
 * The periods the CMS's daily round keeps data for (decision 050), for /privacy; null when the CMS has
 * no such route (Strapi 3 or 4). Tagged with the global settings, where editors set the CV periods.
 */
export async function getRetentionSettings(): Promise<RetentionSettings | null> {
  if (!hasProjectApis()) return null;
  const raw = await readOne('/privacy/retention', { tags: [CMS_TAGS.global] });
  return raw && typeof raw.accountInactiveMonths === 'number' ? (raw as unknown as RetentionSettings) : null;
}

export async function getPageByDocumentId(documentId: string): Promise<Page | null> {
  const raw = await readEntry('pages', documentId, {
    params: { populate: PAGE_POPULATE },
    tags: [CMS_TAGS.pages, CMS_TAGS.page(documentId)],
  });
  return raw ? toPage(raw) : null;
}

/**
 * Employers (partners) with their open vacancies, those without any left out (issue 16, `/werkgevers`).
 * Strapi 5: every count from the search index in one call; 3 and 4: one count per partner.
 */
export async function getEmployers(): Promise<Employer[]> {
  return (await withVacancyCounts(await getPartners(), 'employer')).filter((employer) => employer.vacancyCount > 0);
}

/** One employer, also without open vacancies (its page stays reachable); null when the CMS has no such partner. */
export async function getEmployer(documentId: string): Promise<Employer | null> {
  const [raw, vacancyCount] = await Promise.all([
    readEntry('partners', documentId, { params: { populate: PARTNER_POPULATE }, tags: [CMS_TAGS.partners] }),
    openVacancyCount('employer', documentId),
  ]);
  return raw ? { ...toPartner(raw), vacancyCount } : null;
}

export async function getPartners(): Promise<Partner[]> {
  const raws = await readAll('/partners', { params: { sort: ['name:asc'], populate: PARTNER_POPULATE }, tags: [CMS_TAGS.partners] });
  return raws.map(toPartner).sort(byName);
}

export async function getProducts(): Promise<Product[]> {
  const raws = await readAll('/products', { params: { sort: ['name:asc'], populate: PRODUCT_POPULATE }, tags: [CMS_TAGS.products] });
  return raws.map(toProduct).sort(byName);
}

/**
 * The whole redirect table, fresh from the CMS: the proxy's in-memory table (lib/redirect-cache) is its
 * cache, and the webhook's reset of that table must not be refilled from an older data-cache entry.
 */
export async function getRedirects(): Promise<Redirect[]> {
  const raws = await readAll('/redirects', { params: { sort: ['id:asc'] }, tags: [CMS_TAGS.redirects], fresh: true });
  return raws.map(toRedirect);
}

/** For the health route: does the CMS answer at all? Strapi replies 204 on /_health. */
export async function pingCms(timeoutMs = 2000): Promise<boolean> {
  try {
    await cmsFetch('/_health', { apiPrefix: false, cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}
