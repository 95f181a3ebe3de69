import { describe, expect, it, vi } from 'vitest';
import { CmsError } from './errors';
import {
  getCategories,
  getEmployer,
  getEmployers,
  getEvents,
  getGlobal,
  getPageBySlug,
  getPlaces,
  getRedirects,
  getVacancies,
  getVacancy,
  openVacancyFilters,
  pingCms,
} from './queries';
import { todayInNetherlands } from '../format';
import qs from 'qs';
import { closedPortUrl, fakeCmsPerFile, useCmsEnv, type RecordedRequest } from './__fixtures__/server';
import v5Error from './__fixtures__/v5/error-400.json';
import v5Page from './__fixtures__/v5/page.json';
import v5Vacancies from './__fixtures__/v5/vacancies.json';

const NOT_FOUND = { status: 404, json: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } } };
const list = (data: unknown[], total = data.length, page = 1, pageSize = 25) => ({
  json: { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } },
});

/** openVacancyFilters() as the CMS receives it in the query string (all values are strings there). */
const OPEN_FILTERS = [
  { $or: [{ closed: { $eq: 'false' } }, { closed: { $null: 'true' } }] },
  { $or: [{ validThrough: { $gte: todayInNetherlands() } }, { validThrough: { $null: 'true' } }] },
];

/** The query as Strapi parses it (its own qs depth is 20; the site's parser stops at the spec's 5). */
const strapiQuery = (request: RecordedRequest) => qs.parse(request.search, { ignoreQueryPrefix: true, depth: 20 });

const fake = fakeCmsPerFile('5');

const only = (path: string): RecordedRequest => {
  const matching = fake.cms.requests.filter((request) => request.path === path);
  expect(matching).toHaveLength(1);
  return matching[0];
};

describe('getVacancies', () => {
  it('reads the newest open vacancies from Strapi 5’s search index, filtered and paged, without one count over every vacancy', async () => {
    fake.cms.setRoute(() => ({ json: v5Vacancies }));
    const result = await getVacancies({ page: 2, pageSize: 10, category: 'c4t3g0ryz0rgw3lz1jn0000a', place: 'pl4c3utr3chtq0000000000b' });
    expect(fake.cms.requests.map((request) => request.path)).toEqual(['/api/vacancy-search']);
    expect(only('/api/vacancy-search').query).toEqual({
      category: 'c4t3g0ryz0rgw3lz1jn0000a',
      place: 'pl4c3utr3chtq0000000000b',
      sort: 'date',
      page: '2',
      pageSize: '10',
    });
    expect(result.items.map((vacancy) => vacancy.documentId)).toEqual(['k3v9x2m1p8q7r6s5t4u3w2y1', 'a1b2c3d4e5f6g7h8i9j0k1l2']);
    expect(result.items[0].employer?.logo?.url).toBe('/uploads/logo-zorggroep_a1b2c3.jpg');
  });

  it('asks Strapi’s REST list for filtered, sorted, populated and paged vacancies when there is free text', async () => {
    fake.cms.setRoute(() => ({ json: v5Vacancies }));
    const result = await getVacancies({
      page: 2,
      pageSize: 10,
      category: 'c4t3g0ryz0rgw3lz1jn0000a',
      place: 'pl4c3utr3chtq0000000000b',
      q: '  wijk zorg ',
    });
    expect(strapiQuery(only('/api/vacancies'))).toEqual({
      filters: {
        category: { documentId: { $eq: 'c4t3g0ryz0rgw3lz1jn0000a' } },
        place: { documentId: { $eq: 'pl4c3utr3chtq0000000000b' } },
        $or: [{ title: { $containsi: 'wijk zorg' } }, { summary: { $containsi: 'wijk zorg' } }],
        $and: OPEN_FILTERS,
      },
      sort: ['datePosted:desc', 'id:desc'],
      populate: { category: 'true', place: 'true', employer: { populate: { logo: 'true' } }, images: 'true' },
      pagination: { page: '2', pageSize: '10' },
    });
    expect(result.pagination).toEqual({ page: 1, pageSize: 20, pageCount: 1, total: 2 });
    expect(result.items.map((vacancy) => vacancy.documentId)).toEqual(['k3v9x2m1p8q7r6s5t4u3w2y1', 'a1b2c3d4e5f6g7h8i9j0k1l2']);
  });

  it.each([
    [{}, { page: '1', pageSize: '20' }],
    [
      { page: 0, pageSize: 500 },
      { page: '1', pageSize: '50' },
    ],
    [
      { page: -3, pageSize: 0 },
      { page: '1', pageSize: '20' },
    ],
    [
      { page: Number.NaN, pageSize: 7.9 },
      { page: '1', pageSize: '7' },
    ],
  ])('clamps paging %o to %o', async (opts, expected) => {
    fake.cms.setRoute(() => list([]));
    await getVacancies(opts);
    expect(only('/api/vacancy-search').query).toMatchObject(expected);
    await getVacancies({ ...opts, q: 'kok' });
    expect(only('/api/vacancies').query.pagination).toEqual(expected);
  });

  it('treats blank free text as none: the search index in date order, no text filter', async () => {
    fake.cms.setRoute(() => list([]));
    await getVacancies({ q: '   ' });
    expect(only('/api/vacancy-search').query).toEqual({ sort: 'date', page: '1', pageSize: '20' });
  });

  it('shows open vacancies only: not closed, and valid through today (Dutch date) or without end date', () => {
    expect(openVacancyFilters('2026-03-10')).toEqual([
      { $or: [{ closed: { $eq: false } }, { closed: { $null: true } }] },
      { $or: [{ validThrough: { $gte: '2026-03-10' } }, { validThrough: { $null: true } }] },
    ]);
  });

  it('passes the fallback revalidate, the everything tag and the collection tag to Next', async () => {
    fake.cms.setRoute(() => list([]));
    const spy = vi.spyOn(globalThis, 'fetch');
    await getVacancies();
    expect(spy.mock.calls[0][1]).toMatchObject({ next: { revalidate: 300, tags: ['cms', 'vacancies'] } });
  });
});

describe('getVacancy', () => {
  it('fetches by documentId with everything populated', async () => {
    fake.cms.setRoute(() => ({ json: { data: v5Vacancies.data[0], meta: {} } }));
    const spy = vi.spyOn(globalThis, 'fetch');
    const vacancy = await getVacancy('k3v9x2m1p8q7r6s5t4u3w2y1');
    expect(only('/api/vacancies/k3v9x2m1p8q7r6s5t4u3w2y1').query.populate).toEqual({
      category: 'true',
      place: 'true',
      employer: { populate: { logo: 'true' } },
      images: 'true',
    });
    expect(vacancy).toMatchObject({
      title: 'Verpleegkundige wijkzorg',
      place: { name: 'Utrecht', latitude: 52.0907 },
      images: [{ id: 12 }, { id: 13 }],
    });
    // Its own tag, not the list's: publishing another vacancy leaves this page in the cache (decision 010).
    expect(spy.mock.calls[0][1]).toMatchObject({ next: { tags: ['cms', 'vacancy-details', 'vacancy:k3v9x2m1p8q7r6s5t4u3w2y1'] } });
  });

  it('is null on a 404 and throws the CMS error otherwise', async () => {
    fake.cms.setRoute(() => NOT_FOUND);
    expect(await getVacancy('onbekend0000000000000000')).toBeNull();
    fake.cms.setRoute(() => ({ status: 400, json: v5Error }));
    await expect(getVacancy('x')).rejects.toMatchObject({ status: 400, body: v5Error } satisfies Partial<CmsError>);
  });
});

describe('getCategories and getPlaces', () => {
  /** The search's facet counts for "no filter" (decision 011), as the CMS answers /vacancy-search. */
  const facets = {
    json: {
      data: [],
      meta: {
        pagination: { page: 1, pageSize: 1, pageCount: 17, total: 17 },
        facets: { category: { zorgzorgzorgzorgzorgzorg: 12 }, place: { utrechtutrechtutrechtutr: 5 }, hours: {}, education: {} },
      },
    },
  };
  const categories = Array.from({ length: 40 }, (_, i) => ({
    id: i + 3,
    documentId: `categorie${String(i).padStart(15, '0')}`,
    name: `Vakgebied ${String(i).padStart(2, '0')}`,
    slug: `vakgebied-${i}`,
  }));

  it('counts open vacancies per category with one search call, however many categories there are, sorted by name', async () => {
    fake.cms.setRoute((request) =>
      request.path === '/api/vacancy-search'
        ? facets
        : list(
            [
              { id: 1, documentId: 'zorgzorgzorgzorgzorgzorg', name: 'Zorg', slug: 'zorg' },
              { id: 2, documentId: 'ictictictictictictictict', name: 'ICT', slug: 'ict' },
              ...categories,
            ],
            42,
            1,
            100,
          ),
    );
    const result = await getCategories();
    expect(result.slice(0, 2).map((c) => [c.name, c.vacancyCount])).toEqual([
      ['ICT', 0],
      ['Vakgebied 00', 0],
    ]);
    expect(result.find((c) => c.name === 'Zorg')?.vacancyCount).toBe(12);
    expect(fake.cms.requests.map((request) => request.path).sort()).toEqual(['/api/vacancy-categories', '/api/vacancy-search']);
    expect(only('/api/vacancy-search').query).toMatchObject({ pageSize: '1' });
    expect(only('/api/vacancy-categories').query).toMatchObject({ sort: ['name:asc'], pagination: { page: '1', pageSize: '100' } });
  });

  it('does the same for places, with string decimals coerced', async () => {
    fake.cms.setRoute((request) =>
      request.path === '/api/vacancy-search'
        ? facets
        : list([
            {
              id: 7,
              documentId: 'utrechtutrechtutrechtutr',
              name: 'Utrecht',
              slug: 'utrecht',
              province: 'Utrecht',
              latitude: '52.0907',
              longitude: '5.1214',
            },
          ]),
    );
    expect(await getPlaces()).toEqual([
      {
        id: 7,
        documentId: 'utrechtutrechtutrechtutr',
        name: 'Utrecht',
        slug: 'utrecht',
        province: 'Utrecht',
        latitude: 52.0907,
        longitude: 5.1214,
        vacancyCount: 5,
      },
    ]);
    expect(fake.cms.requests.filter((r) => r.path === '/api/vacancies')).toEqual([]);
  });
});

describe('getEvents', () => {
  it.each([
    ['upcoming', '$gte', ['start:asc', 'id:asc']],
    ['past', '$lt', ['start:desc', 'id:desc']],
  ] as const)('%s: filters on start %s now and sorts %o', async (when, operator, sort) => {
    fake.cms.setRoute(() => list([]));
    const before = Date.now();
    await getEvents({ when });
    const { query } = only('/api/events');
    const now = Date.parse((query.filters as Record<string, Record<string, string>>).start[operator]);
    expect(before - now).toBeGreaterThanOrEqual(0);
    expect(before - now).toBeLessThan(60_000);
    expect(query.sort).toEqual(sort);
    expect(query.populate).toEqual({ place: 'true', images: 'true' });
  });

  it('all: no date filter', async () => {
    fake.cms.setRoute(() => list([]));
    await getEvents({ when: 'all' });
    expect(only('/api/events').query).not.toHaveProperty('filters');
  });
});

describe('getPageBySlug', () => {
  it('populates the dynamic zone with one `on` fragment per component and the SEO image', async () => {
    fake.cms.setRoute(() => list([v5Page.data]));
    const page = await getPageBySlug('werken-bij-ons');
    expect(only('/api/pages').query).toEqual({
      filters: { slug: { $eq: 'werken-bij-ons' } },
      populate: {
        blocks: {
          on: {
            'page.rich-text': 'true',
            'page.gallery': { populate: { images: 'true' } },
            'page.call-to-action': 'true',
            'page.vacancy-list': { populate: { category: 'true' } },
            'page.event-list': 'true',
          },
        },
        seo: { populate: { shareImage: 'true' } },
      },
      pagination: { page: '1', pageSize: '1' },
    });
    expect(page?.blocks).toHaveLength(6);
    expect(page?.blocks[3]).toMatchObject({
      __component: 'page.vacancy-list',
      limit: 3,
      category: { documentId: 'c4t3g0ryz0rgw3lz1jn0000a' },
    });
  });

  it('is null when no page has the slug', async () => {
    fake.cms.setRoute(() => list([]));
    expect(await getPageBySlug('bestaat-niet')).toBeNull();
  });
});

describe('getGlobal', () => {
  it('populates the link components', async () => {
    fake.cms.setRoute(() => ({
      json: {
        data: {
          id: 1,
          documentId: 'g',
          siteName: 'Vacatures Midden',
          navigation: [{ id: 1, label: 'Jobs', href: '/jobs' }],
          footerLinks: [],
        },
        meta: {},
      },
    }));
    const global = await getGlobal();
    expect(only('/api/global').query).toEqual({ populate: { navigation: 'true', footerLinks: 'true' } });
    expect(global).toMatchObject({ siteName: 'Vacatures Midden', navigation: [{ label: 'Jobs', href: '/jobs' }] });
  });

  it('is null while the single type is still empty (404)', async () => {
    fake.cms.setRoute(() => NOT_FOUND);
    expect(await getGlobal()).toBeNull();
  });
});

describe('getEmployers and getEmployer', () => {
  const partner = (documentId: string, name: string) => ({
    id: documentId.length,
    documentId,
    name,
    slug: name.toLowerCase(),
    website: null,
    description: null,
  });
  const PARTNERS = [
    partner('linde0000000000000000000', 'Linde'),
    partner('dijk00000000000000000000', 'Dijk'),
    partner('leeg00000000000000000000', 'Leeg'),
  ];

  it('lists the partners with open vacancies, their counts from the search index in one call', async () => {
    fake.cms.setRoute((request) =>
      request.path === '/api/vacancy-search/employers'
        ? { json: { data: { linde0000000000000000000: 3, dijk00000000000000000000: 1, weg00000000000000000000: 2 } } }
        : list(PARTNERS),
    );
    const employers = await getEmployers();
    expect(employers.map((employer) => [employer.name, employer.vacancyCount])).toEqual([
      ['Dijk', 1],
      ['Linde', 3],
    ]);
    expect(fake.cms.requests.map((request) => request.path).sort()).toEqual(['/api/partners', '/api/vacancy-search/employers']);
    expect(strapiQuery(only('/api/partners')).populate).toEqual({ logo: 'true', place: 'true' });
  });

  it('finds one employer with its count, also without open vacancies; null for an unknown one', async () => {
    fake.cms.setRoute((request) => {
      if (request.path === '/api/vacancy-search/employers') return { json: { data: { linde0000000000000000000: 3 } } };
      if (request.path === '/api/partners/leeg00000000000000000000') return { json: { data: PARTNERS[2] } };
      return NOT_FOUND;
    });
    expect(await getEmployer('leeg00000000000000000000')).toMatchObject({ name: 'Leeg', vacancyCount: 0, place: null });
    expect(await getEmployer('onbekend0000000000000000')).toBeNull();
  });
});

describe('getRedirects', () => {
  it('pages through the whole table 100 at a time', async () => {
    const all = Array.from({ length: 150 }, (_, i) => ({
      id: i + 1,
      documentId: `r${i}`,
      from: `/oud-${i}`,
      to: '/nieuw',
      statusCode: 301,
    }));
    fake.cms.setRoute((request) => {
      const { page, pageSize } = request.query.pagination as { page: string; pageSize: string };
      const start = (Number(page) - 1) * Number(pageSize);
      return list(all.slice(start, start + Number(pageSize)), all.length, Number(page), Number(pageSize));
    });
    const redirects = await getRedirects();
    expect(redirects).toHaveLength(150);
    expect(redirects[149]).toEqual({ from: '/oud-149', to: '/nieuw', statusCode: 301 });
    expect(fake.cms.requests.map((r) => (r.query.pagination as { page: string }).page)).toEqual(['1', '2']);
  });
});

describe('pingCms', () => {
  it('is true when /_health answers 204, asked outside /api and without caching', async () => {
    fake.cms.setRoute((request) => (request.path === '/_health' ? { status: 204 } : { status: 404 }));
    const spy = vi.spyOn(globalThis, 'fetch');
    expect(await pingCms()).toBe(true);
    expect(spy.mock.calls[0][1]).toMatchObject({ cache: 'no-store' });
  });

  it('is false when the CMS answers with an error', async () => {
    fake.cms.setRoute(() => ({ status: 503 }));
    expect(await pingCms()).toBe(false);
  });

  it('is false when nothing listens', async () => {
    useCmsEnv(await closedPortUrl()); // fakeCmsPerFile restores the address after the test
    expect(await pingCms()).toBe(false);
  });

  it('is false, promptly, when the CMS does not answer in time', async () => {
    fake.cms.setRoute(() => 'hang');
    const started = Date.now();
    expect(await pingCms(100)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
