import { describe, expect, it } from 'vitest';
import { QS_LIMITS, parseQuery, stringifyQuery } from './query-string';

const indexed = (name: string, count: number) => Array.from({ length: count }, (_, i) => `${name}[${i}]=${i}`).join('&');

describe('QS_LIMITS', () => {
  it('are the spec §9 values', () => {
    expect(QS_LIMITS).toEqual({ arrayLimit: 20, depth: 5, parameterLimit: 1000 });
    expect(Object.isFrozen(QS_LIMITS)).toBe(true);
  });
});

describe('parseQuery', () => {
  it('accepts a leading "?" and round-trips what stringifyQuery writes', () => {
    const params = { filters: { slug: { $eq: 'over-ons' } }, sort: ['name:asc'], populate: { seo: { populate: { shareImage: 'true' } } } };
    expect(parseQuery(`?${stringifyQuery(params)}`)).toEqual(params);
  });

  it('keeps indices 0..20 as an array (arrayLimit 20)', () => {
    const { a } = parseQuery(indexed('a', 21));
    expect(Array.isArray(a)).toBe(true);
    expect(a).toHaveLength(21);
  });

  it('turns the whole list into an object once an index passes 20', () => {
    const { a } = parseQuery(indexed('a', 22));
    expect(Array.isArray(a)).toBe(false);
    expect(a).toMatchObject({ 0: '0', 20: '20', 21: '21' });
    expect(parseQuery('a[21]=x')).toEqual({ a: { 21: 'x' } });
  });

  it('keeps brackets deeper than 5 levels as one literal key (depth 5)', () => {
    expect(parseQuery('a[b][c][d][e][f]=x')).toEqual({ a: { b: { c: { d: { e: { f: 'x' } } } } } });
    expect(parseQuery('a[b][c][d][e][f][g][h]=x')).toEqual({ a: { b: { c: { d: { e: { f: { '[g][h]': 'x' } } } } } } });
  });

  it('reads at most 1000 parameters (parameterLimit)', () => {
    const query = Array.from({ length: 1001 }, (_, i) => `k${i}=1`).join('&');
    const parsed = parseQuery(query);
    expect(Object.keys(parsed)).toHaveLength(1000);
    expect(parsed).toHaveProperty('k999', '1');
    expect(parsed).not.toHaveProperty('k1000');
  });
});

describe('stringifyQuery', () => {
  it("writes Strapi's bracket notation with indexed arrays and encoded values only", () => {
    expect(stringifyQuery({ filters: { $or: [{ title: { $containsi: 'a&b' } }] }, sort: ['id:desc'] })).toBe(
      'filters[$or][0][title][$containsi]=a%26b&sort[0]=id%3Adesc',
    );
  });

  it('leaves out empty objects and undefined values', () => {
    expect(stringifyQuery({ filters: {}, q: undefined, pagination: { page: 1 } })).toBe('pagination[page]=1');
  });
});
