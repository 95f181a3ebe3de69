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
    expect(parseSearchQuery({ sort: 'price' })).toEqual({ error: 'sort must be relevance or date' });
    expect(parseSearchQuery({ hours: '99' })).toEqual({ error: 'unknown hours: 99' });
    expect(parseSearchQuery({ workplace: 'maan' })).toEqual({ error: 'unknown workplace: maan' });
    expect(parseSearchQuery({ salary: '2750' })).toEqual({ error: 'unknown salary: 2750' });
    expect(parseSearchQuery({ category: 'x; drop' })).toMatchObject({ error: expect.stringContaining('category') });
    expect(parseSearchQuery({ page: '0' })).toMatchObject({ error: expect.stringContaining('page') });
    expect(parseSearchQuery({ q: ['a', 'b'] })).toEqual({ error: 'q must be a single value' });
    expect(parseSearchQuery({ employer: '../partners' })).toEqual({ error: 'unknown employer: ../partners' });
    expect(parseSearchQuery({ employer: ['a1', 'b2'] })).toEqual({ error: 'employer must be a single value' });
  });
});
