import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayInNetherlands } from '../format';
import { startFakeCms, useCmsEnv, type FakeCms } from './__fixtures__/server';
import { strapi3Route, type Strapi3Content, type Strapi3Entry } from './__fixtures__/strapi-3';
import {
  getCategories,
  getEvent,
  getEvents,
  getGlobal,
  getNewsItems,
  getPageBySlug,
  getPartners,
  getProducts,
  getRedirects,
  getVacancies,
  getVacancy,
  searchVacancies,
} from './queries';
import { getFeedVacancies, getSitemapCounts, getSitemapRows } from './sitemap';
import { documentSlug } from './slugs';

/**
 * Decision 053: the site's questions, as they leave it with CMS_VERSION=3, answered by a stand-in that
 * understands Strapi 3's query syntax only and refuses any other parameter with Strapi 3's 400. In the
 * unit pass, with no install: every query function, exact answers. The real Strapi 3 (compat/strapi-3)
 * answers the same questions in tests/e2e/strapi-3.test.ts and lib/cms/compat-strapi.integration.test.ts.
 */
const day = (offset: number) => new Date(Date.parse(`${todayInNetherlands()}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const stamps = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z', published_at: '2026-01-02T00:00:00.000Z' };
const zorg = { id: 3, name: 'Zorg', slug: 'zorg', description: null, ...stamps };
const bouw = { id: 4, name: 'Bouw', slug: 'bouw', description: null, ...stamps };
const utrecht = { id: 7, name: 'Utrecht', slug: 'utrecht', province: 'Utrecht', latitude: 52.09, longitude: 5.12, ...stamps };
const vacancy = (id: number, fields: Partial<Strapi3Entry>): Strapi3Entry => ({
  id,
  title: `Vacature ${id}`,
  slug: `vacature-${id}`,
  summary: 'Samenvatting',
  description: 'Tekst in **Markdown**.',
  category: zorg,
  place: utrecht,
  employer: null,
  images: [],
  hoursPerWeek: 32,
  educationLevel: 'mbo',
  workplace: 'locatie',
  datePosted: '2026-05-01',
  validThrough: null,
  closed: false,
  ...stamps,
  ...fields,
});

const CONTENT: Strapi3Content = {
  collections: {
    vacancies: [
      vacancy(1, { title: 'Wijkverpleegkundige', datePosted: '2026-05-03' }),
      vacancy(2, { title: 'Timmerman', category: bouw, place: null, hoursPerWeek: 40, datePosted: '2026-05-02' }),
      vacancy(3, { title: 'Gesloten', closed: true }),
      vacancy(4, { title: 'Verlopen', validThrough: day(-1) }),
      vacancy(5, { title: 'Concept', published_at: null }),
      vacancy(6, { title: 'Verzorgende', validThrough: day(10), closed: null, datePosted: '2026-05-01' }),
    ],
    'vacancy-categories': [zorg, bouw],
    places: [utrecht],
    events: [
      { id: 1, title: 'Banenmarkt', slug: 'banenmarkt', start: `${day(5)}T10:00:00.000Z`, place: utrecht, images: [], ...stamps },
      { id: 2, title: 'Open dag', slug: 'open-dag', start: `${day(-5)}T10:00:00.000Z`, place: null, images: [], ...stamps },
    ],
    'news-items': [{ id: 1, title: 'Nieuws', slug: 'nieuws', date: '2026-05-01', body: 'Tekst', image: null, ...stamps }],
    pages: [{ id: 9, title: 'Over ons', slug: 'over-ons', intro: 'Wie wij zijn', blocks: [], seo: null, ...stamps }],
    partners: [{ id: 2, name: 'Zorg BV', slug: 'zorg-bv', logo: null, place: utrecht, ...stamps }],
    products: [],
    redirects: Array.from({ length: 130 }, (_, index) => ({ id: index + 1, from: `/oud-${index}`, to: '/', statusCode: 301, ...stamps })),
  },
  singles: { global: { id: 1, siteName: 'Vacaturesite', tagline: 'Werk', navigation: [], footerLinks: [], ...stamps } },
};

let cms: FakeCms;
const asked: string[] = [];
let restore = () => {};
beforeAll(async () => {
  cms = await startFakeCms(strapi3Route(CONTENT, asked));
  restore = useCmsEnv(cms.url, '3');
});
afterAll(async () => {
  restore();
  await cms.close();
});
beforeEach(() => {
  asked.length = 0;
});

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('CMS_VERSION=3 against a strict Strapi 3', () => {
  it('lists open, published vacancies newest first, paged, with the total from /count', async () => {
    const { items, pagination } = await getVacancies({ pageSize: 2 });
    expect(titles(items)).toEqual(['Wijkverpleegkundige', 'Timmerman']);
    expect(pagination).toEqual({ page: 1, pageSize: 2, pageCount: 2, total: 3 });
    expect(asked.some((path) => path.startsWith('/vacancies/count?'))).toBe(true);
    expect(items[0].documentId).toBe('1');
  });

  it('searches over REST: text, field of work, place, hours', async () => {
    expect(titles((await searchVacancies({ q: 'VERPLEEG' })).items)).toEqual(['Wijkverpleegkundige']);
    expect(titles((await searchVacancies({ category: '4' })).items)).toEqual(['Timmerman']);
    expect(titles((await searchVacancies({ place: '7', hours: '32-40' })).items)).toEqual(['Wijkverpleegkundige', 'Verzorgende']);
    expect((await searchVacancies({ q: 'zorg' })).facets).toBeNull();
  });

  it('reads one vacancy by its numeric id, and not a draft or an impossible id', async () => {
    expect((await getVacancy('1'))?.title).toBe('Wijkverpleegkundige');
    expect(await getVacancy('5')).toBeNull();
    expect(await getVacancy('abcdefghijklmnopqrstuvwx')).toBeNull();
    expect(asked.filter((path) => path.includes('abcdef'))).toEqual([]);
  });

  it('counts open vacancies per field of work', async () => {
    const counts = Object.fromEntries((await getCategories()).map((category) => [category.slug, category.vacancyCount]));
    expect(counts).toEqual({ bouw: 1, zorg: 2 });
  });

  it('reads events, news, a page by slug, partners, the global settings and every redirect', async () => {
    expect(titles((await getEvents()).items)).toEqual(['Banenmarkt']);
    expect(titles((await getEvents({ when: 'past' })).items)).toEqual(['Open dag']);
    expect((await getEvent('1'))?.title).toBe('Banenmarkt');
    expect(titles((await getNewsItems()).items)).toEqual(['Nieuws']);
    expect((await getPageBySlug('over-ons'))?.title).toBe('Over ons');
    expect(await getPageBySlug('bestaat-niet')).toBeNull();
    expect((await getPartners()).map((partner) => partner.name)).toEqual(['Zorg BV']);
    // An empty collection still knows its model's fields, as Strapi 3 does.
    expect(await getProducts()).toEqual([]);
    expect((await getGlobal())?.siteName).toBe('Vacaturesite');
    expect(await getRedirects()).toHaveLength(130);
  });

  it('gives the sitemap, the feed and the slug checks', async () => {
    const counts = Object.fromEntries((await getSitemapCounts()).map(({ source, count }) => [source, count]));
    expect(counts).toMatchObject({ vacancies: 3, pages: 1, events: 2, news: 1, employers: 1, categories: 2 });
    expect((await getSitemapRows('vacancies', 0, 10)).map((row) => row.path)).toEqual([
      '/jobs/vacature/1/vacature-1',
      '/jobs/vacature/2/vacature-2',
      '/jobs/vacature/6/vacature-6',
    ]);
    expect(titles(await getFeedVacancies(10, { q: 'timmer' }))).toEqual(['Timmerman']);
    expect(await documentSlug('pages', 'slug', 'over-ons', {})).toBe('over-ons');
    expect(await documentSlug('vacancies', 'documentId', '2', {})).toBe('vacature-2');
    expect(await documentSlug('vacancies', 'documentId', '99', {})).toBeNull();
  });

  it('the stand-in refuses Strapi 4 and 5 notation with Strapi 3’s 400', async () => {
    const response = await fetch(`${cms.url}/vacancies?filters[slug][$eq]=x&pagination[page]=1`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: "Your filters contain a field 'filters' that doesn't appear on your model definition nor its relations",
    });
    expect((await fetch(`${cms.url}/vacancies?status=published`)).status).toBe(400);
    expect((await fetch(`${cms.url}/vacancies?populate=*`)).status).toBe(400);
  });
});

describe('CMS_VERSION=3 against an empty strict Strapi 3', () => {
  it('answers every question of the home and the lists: the models know their fields without entries', async () => {
    const empty = await startFakeCms(
      strapi3Route({ collections: Object.fromEntries(Object.keys(CONTENT.collections).map((name) => [name, []])) }),
    );
    const restoreEmpty = useCmsEnv(empty.url, '3');
    try {
      const [vacancies, categories, events, news, partners, products] = await Promise.all([
        getVacancies({ pageSize: 6 }),
        getCategories(),
        getEvents(),
        getNewsItems(),
        getPartners(),
        getProducts(),
      ]);
      expect([vacancies.items, categories, events.items, news.items, partners, products]).toEqual([[], [], [], [], [], []]);
      expect(vacancies.pagination.total).toBe(0);
      // A refused question (400) would have thrown above; the single type is simply not there.
      expect(await getGlobal()).toBeNull();
    } finally {
      restoreEmpty();
      await empty.close();
    }
  });
});
