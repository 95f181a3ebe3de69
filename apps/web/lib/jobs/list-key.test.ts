import { describe, expect, it } from 'vitest';
import { cachedListPath } from '@/lib/routing/cached-lists';
import { parseListKey } from './list-key';

const ID = 'a1b2c3d4e5f6g7h8i9j0k1l2';
const key = (query: string) => cachedListPath('/jobs', new URLSearchParams(query));

describe('cached /jobs lists', () => {
  it('free text is rendered per request', () => {
    expect(key('q=chauffeur')).toBeNull();
    expect(key(`q=zorg&category=${ID}`)).toBeNull();
  });

  it('everything else has one key, whatever the order, junk or empty search field', () => {
    expect(key('')).toBe('/jobs/lijst/alle');
    expect(key('q=&page=1&utm_source=x')).toBe('/jobs/lijst/alle');
    expect(key('category=DROP TABLE&page=-3')).toBe('/jobs/lijst/alle');
    expect(key(`page=2&place=${ID}&category=${ID}`)).toBe(key(`category=${ID}&place=${ID}&page=2`));
    expect(key('page=99999999')).toBe('/jobs/lijst/alle');
  });

  it('reads its own keys back and anything else as the first page of all', () => {
    const path = key(`category=${ID}&page=3`)!;
    expect(parseListKey(path.split('/').pop()!)).toMatchObject({ category: ID, place: undefined, page: 3 });
    expect(parseListKey('alle')).toMatchObject({ category: undefined, place: undefined, hours: undefined, page: 1 });
    expect(parseListKey('%E0%A4%A')).toMatchObject({ category: undefined, place: undefined, page: 1 });
  });

  it('keeps the search filters (hours, education, sort) in the key and drops values the search does not know', () => {
    const path = key(`sort=date&hours=32-40&education=hbo&category=${ID}`)!;
    expect(path).toBe(key(`category=${ID}&hours=32-40&education=hbo&sort=date`));
    expect(parseListKey(path.split('/').pop()!)).toMatchObject({ category: ID, hours: '32-40', education: 'hbo', sort: 'date', page: 1 });
    expect(key('hours=veel&sort=willekeurig&education=x')).toBe('/jobs/lijst/alle');
    expect(parseListKey(encodeURIComponent('q=chauffeur&page=2'))).toMatchObject({ q: undefined, page: 2 });
  });
});
