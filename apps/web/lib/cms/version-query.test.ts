import { describe, expect, it } from 'vitest';
import { openVacancyFilters } from './queries';
import { stringifyQuery } from './query-string';
import { isEntryId, translateParams, v3CountRequest } from './version-query';

/** Decision 053: what each Strapi major is asked for the site's questions. */
const VACANCY_LIST = {
  filters: {
    category: { documentId: { $eq: '3' } },
    $or: [{ title: { $containsi: 'zorg' } }, { summary: { $containsi: 'zorg' } }],
    $and: openVacancyFilters('2026-11-27'),
  },
  sort: ['datePosted:desc', 'id:desc'],
  populate: { category: true, employer: { populate: { logo: true } } },
  pagination: { page: 3, pageSize: 20 },
};

const asked = (params: Record<string, unknown>, version: '3' | '4' | '5') =>
  decodeURIComponent(stringifyQuery(translateParams(params, version)));

describe('Strapi 5', () => {
  it('is asked exactly what the site says', () => {
    expect(translateParams(VACANCY_LIST, '5')).toBe(VACANCY_LIST);
  });
});

describe('Strapi 4', () => {
  it('gets ids for documentIds, at every depth, and the rest unchanged', () => {
    expect(translateParams(VACANCY_LIST, '4')).toEqual({
      ...VACANCY_LIST,
      filters: { ...VACANCY_LIST.filters, category: { id: { $eq: '3' } } },
    });
  });

  it('gets publicationState for status', () => {
    expect(translateParams({ status: 'draft', fields: ['slug'] }, '4')).toEqual({ publicationState: 'preview', fields: ['slug'] });
    expect(translateParams({ status: 'published' }, '4')).toEqual({ publicationState: 'live' });
    expect(() => translateParams({ status: 'modified' }, '4')).toThrow(/publication status/);
  });

  it('keeps parameters of other routes (the e-mail confirmation) as they are', () => {
    expect(translateParams({ confirmation: 'abc' }, '4')).toEqual({ confirmation: 'abc' });
  });
});

describe('Strapi 3', () => {
  it('gets _where conditions, _sort, _start and _limit, and no populate', () => {
    expect(asked(VACANCY_LIST, '3').split('&')).toEqual([
      '_where[0][category.id_eq]=3',
      '_where[1][_or][0][title_contains]=zorg',
      '_where[1][_or][1][summary_contains]=zorg',
      '_where[2][_or][0][closed_eq]=false',
      '_where[2][_or][1][closed_null]=true',
      '_where[3][_or][0][validThrough_gte]=2026-11-27',
      '_where[3][_or][1][validThrough_null]=true',
      '_sort=datePosted:DESC,id:DESC',
      '_start=40',
      '_limit=20',
    ]);
  });

  it('gets a slug look-up as one condition, without fields', () => {
    expect(asked({ filters: { slug: { $eq: 'over-ons' } }, fields: ['slug'], pagination: { page: 1, pageSize: 1 } }, '3')).toBe(
      '_where[0][slug_eq]=over-ons&_start=0&_limit=1',
    );
  });

  it('gets start and limit windows, dates, ascending sorts and the publication state', () => {
    const params = { filters: { start: { $lt: '2026-11-27T10:00:00.000Z' } }, sort: 'start', pagination: { start: 200, limit: 100 } };
    expect(translateParams({ ...params, status: 'draft' }, '3')).toEqual({
      _where: [{ start_lt: '2026-11-27T10:00:00.000Z' }],
      _sort: 'start:ASC',
      _start: 200,
      _limit: 100,
      _publicationState: 'preview',
    });
  });

  it('maps every operator the site uses and refuses those v3 lacks', () => {
    const where = (filters: Record<string, unknown>) => translateParams({ filters }, '3')._where;
    expect(where({ id: { $in: [1, 2] }, hoursPerWeek: { $gte: 16, $lt: 24 }, slug: 'x', place: { $notNull: true } })).toEqual([
      { id_in: [1, 2] },
      { hoursPerWeek_gte: 16 },
      { hoursPerWeek_lt: 24 },
      { slug_eq: 'x' },
      { place_null: false },
    ]);
    expect(() => where({ title: { $eqi: 'x' } })).toThrow(/no equal/);
  });

  it('counts a paged list with the same conditions at /count', () => {
    expect(v3CountRequest('/vacancies', VACANCY_LIST)).toEqual({ path: '/vacancies/count', params: { filters: VACANCY_LIST.filters } });
    expect(v3CountRequest('/vacancies', { pagination: { start: 0, limit: 10 } })).toBeNull();
    expect(v3CountRequest('/vacancies/3', { pagination: { page: 1 } })).toBeNull();
  });
});

describe('ids', () => {
  it('are numeric on 3 and 4 (or Mongo ids on 3) and documentIds on 5', () => {
    expect(isEntryId('12', '4')).toBe(true);
    expect(isEntryId('abcdefghijklmnopqrstuvwx', '4')).toBe(false);
    expect(isEntryId('012', '4')).toBe(false);
    // Strapi 3 on SQL (the default) fails on a hex id with a 500; on MongoDB only hex ids exist.
    expect(isEntryId('5f1e3c2b9d8a7f6e5d4c3b2a', '3')).toBe(false);
    expect(isEntryId('12', '3')).toBe(true);
    expect(isEntryId('5f1e3c2b9d8a7f6e5d4c3b2a', '3', true)).toBe(true);
    expect(isEntryId('12', '3', true)).toBe(false);
    expect(isEntryId('5f1e3c2b9d8a7f6e5d4c3b2a', '4', true)).toBe(false);
    expect(isEntryId('abcdefghijklmnopqrstuvwx', '5')).toBe(true);
  });
});
