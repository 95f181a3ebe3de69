import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './query';

describe('parseSearchQuery', () => {
  it('reads text, facets, sort and paging with defaults', () => {
    expect(
      parseSearchQuery(
        { q: ' kok ', hours: '32-40', education: 'mbo', place: 'abc123', workplace: 'hybride', salary: '3000' },
        '2026-06-01',
      ),
    ).toEqual({
      request: {
        q: 'kok',
        filters: { hours: '32-40', education: 'mbo', place: 'abc123', workplace: 'hybride', salary: '3000' },
        sort: 'relevance',
        page: 1,
        pageSize: 20,
        today: '2026-06-01',
      },
    });
    expect(parseSearchQuery({ employer: 'abc123' }, '2026-06-01')).toMatchObject({ request: { employer: 'abc123', filters: {} } });
    expect(parseSearchQuery({ sort: 'date', page: '3', pageSize: '500' }, '2026-06-01')).toMatchObject({
      request: { sort: 'date', page: 3, pageSize: 100 },
    });
  });

  it('answers an error for values it does not know', () => {
    expect(parseSearchQuery({ sort: 'price' })).toEqual({ error: 'sort must be relevance or date or afstand' });
    expect(parseSearchQuery({ hours: '99' })).toEqual({ error: 'unknown hours: 99' });
    expect(parseSearchQuery({ workplace: 'maan' })).toEqual({ error: 'unknown workplace: maan' });
    expect(parseSearchQuery({ salary: '2750' })).toEqual({ error: 'unknown salary: 2750' });
    expect(parseSearchQuery({ category: 'x; drop' })).toMatchObject({ error: expect.stringContaining('category') });
    expect(parseSearchQuery({ page: '0' })).toMatchObject({ error: expect.stringContaining('page') });
    expect(parseSearchQuery({ q: ['a', 'b'] })).toEqual({ error: 'q must be a single value' });
    expect(parseSearchQuery({ employer: '../partners' })).toEqual({ error: 'unknown employer: ../partners' });
    expect(parseSearchQuery({ employer: ['a1', 'b2'] })).toEqual({ error: 'employer must be a single value' });
  });

  it('measures from near, or from place when a radius is given; place is then the centre, not a filter', () => {
    expect(parseSearchQuery({ near: '52.0949,5.1151', radius: '10', sort: 'afstand' }, '2026-06-01')).toMatchObject({
      request: { origin: { lat: 52.09, lon: 5.12 }, radius: 10, sort: 'afstand', filters: {} },
    });
    expect(parseSearchQuery({ place: 'utr1', radius: '25' }, '2026-06-01')).toMatchObject({
      request: { origin: { place: 'utr1' }, radius: 25, filters: {} },
    });
    // Without a radius a place is an exact filter; with near as well, near is the centre.
    expect(parseSearchQuery({ place: 'utr1' }, '2026-06-01')).toMatchObject({ request: { filters: { place: 'utr1' } } });
    expect(parseSearchQuery({ place: 'utr1', near: '52,5', radius: '5' }, '2026-06-01')).toMatchObject({
      request: { origin: { lat: 52, lon: 5 }, filters: { place: 'utr1' } },
    });
  });

  it('refuses a radius, a location or a distance sort it cannot use', () => {
    expect(parseSearchQuery({ place: 'utr1', radius: '7' })).toEqual({ error: 'radius must be 5, 10, 25, 50 (km)' });
    expect(parseSearchQuery({ radius: '10' })).toEqual({ error: 'radius needs near or place' });
    expect(parseSearchQuery({ near: '95,5' })).toMatchObject({ error: expect.stringContaining('near') });
    expect(parseSearchQuery({ near: ['52,5', '53,5'] })).toEqual({ error: 'near must be a single value' });
    expect(parseSearchQuery({ sort: 'afstand' })).toEqual({ error: 'sort=afstand needs near, or place with radius' });
    expect(parseSearchQuery({ place: 'utr1', sort: 'afstand' })).toMatchObject({ error: expect.stringContaining('afstand') });
  });
});
