import { describe, expect, it } from 'vitest';
import { listKey, listKeyParams, searchParamsOf } from './list-key';
import { cachedListPath, publicListPath } from './cached-lists';

const ID = 'a1b2c3d4e5f6g7h8i9j0k1l2';
const cached = (pathname: string, query = '') => cachedListPath(pathname, new URLSearchParams(query));

describe('list keys', () => {
  it('keeps the given order, drops empty values and page 1, and reads back what it made', () => {
    expect(listKey([['a', 'x'], ['b', undefined], ['page', 1]])).toBe('a%3Dx');
    expect(listKey([['page', 1]])).toBe('alle');
    const key = listKey([['periode', 'geweest'], ['page', 3]]);
    expect(listKeyParams(key).toString()).toBe('periode=geweest&page=3');
    expect(listKeyParams('alle').toString()).toBe('');
    expect(listKeyParams('%E0%A4%A').toString()).toBe('');
  });

  it('reads a page’s searchParams like a URL (first of repeated values)', () => {
    expect(searchParamsOf({ page: ['2', '3'], periode: 'geweest', leeg: undefined }).toString()).toBe('page=2&periode=geweest');
  });
});

describe('cached lists', () => {
  it('rewrites /agenda, /nieuws, /jobs/cat/{id} and /c to one key per valid query, whatever the junk', () => {
    expect(cached('/agenda')).toBe('/agenda/lijst/alle');
    expect(cached('/agenda', 'periode=komend&page=1&utm_source=x')).toBe('/agenda/lijst/alle');
    expect(cached('/agenda', 'page=2&periode=geweest')).toBe(cached('/agenda', 'periode=geweest&page=2'));
    expect(cached('/agenda', 'page=2&periode=geweest')).toBe('/agenda/lijst/periode%3Dgeweest%26page%3D2');
    expect(cached('/nieuws', 'page=2&fbclid=abc')).toBe('/nieuws/lijst/page%3D2');
    expect(cached('/nieuws', 'page=-1')).toBe('/nieuws/lijst/alle');
    expect(cached(`/jobs/cat/${ID}`, 'page=3')).toBe(`/jobs/cat/${ID}/lijst/page%3D3`);
    expect(cached('/c', `categorie=${ID}&x=1`)).toBe(`/c/lijst/categorie%3D${ID}`);
    expect(cached('/c', 'categorie=DROP TABLE')).toBe('/c/lijst/alle');
  });

  it('leaves everything else alone: details, malformed categories, other pages, free-text job searches', () => {
    expect(cached(`/nieuws/${ID}/een-bericht`)).toBeNull();
    expect(cached(`/agenda/${ID}/een-evenement`)).toBeNull();
    expect(cached('/jobs/cat/$$')).toBeNull();
    expect(cached('/partners', 'page=2')).toBeNull();
    expect(cached('/jobs', 'q=kok')).toBeNull();
  });

  it('sends internal addresses back to the public URL with only valid values', () => {
    expect(publicListPath('/agenda/lijst/alle')).toBe('/agenda');
    expect(publicListPath('/agenda/lijst/periode%3Dgeweest%26page%3D2%26x%3D1')).toBe('/agenda?periode=geweest&page=2');
    expect(publicListPath('/nieuws/lijst/rommel')).toBe('/nieuws');
    expect(publicListPath(`/jobs/cat/${ID}/lijst/page%3D4`)).toBe(`/jobs/cat/${ID}?page=4`);
    expect(publicListPath('/jobs/lijst/q%3Dkok%26page%3D2')).toBe('/jobs');
    expect(publicListPath(`/nieuws/${ID}/lijst`)).toBeNull();
    expect(publicListPath('/partners/lijst/alle')).toBeNull();
  });
});
