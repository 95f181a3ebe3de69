import { stringify } from 'qs';
import { describe, expect, it } from 'vitest';
import { queryProblem } from './query-bounds';

const query = (value: Record<string, unknown>) => stringify(value, { encodeValuesOnly: true });

describe('queryProblem', () => {
  it('lets the queries the site sends through', () => {
    const page = {
      filters: { slug: { $eq: 'over-ons' } },
      populate: {
        blocks: {
          on: {
            'page.rich-text': true,
            'page.gallery': { populate: { images: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } } },
            'page.vacancy-list': { populate: { category: true } },
          },
        },
      },
      status: 'published',
    };
    const vacancies = {
      filters: {
        category: { documentId: { $eq: 'abc' } },
        $and: [{ $or: [{ closed: { $eq: false } }, { closed: { $null: true } }] }, { $or: [{ validThrough: { $gte: '2026-11-27' } }] }],
      },
      sort: ['datePosted:desc', 'id:desc'],
      populate: { category: true, place: true, employer: { populate: { logo: { fields: ['url'] } } } },
      pagination: { page: 2, pageSize: 100 },
    };
    expect(queryProblem(query(page))).toBeNull();
    expect(queryProblem(query(vacancies))).toBeNull();
    expect(queryProblem('sort[title]=asc&sort[datePosted]=desc&populate=*')).toBeNull();
    expect(queryProblem('q=constructor&filters[title][$containsi]=toString')).toBeNull();
  });

  it('refuses the probe: one field sorted 2,600 times, and more than 5 sort entries in any shape', () => {
    expect(queryProblem(`sort=${Array(2600).fill('title').join(',')}`)).toMatch(/longer than/);
    expect(queryProblem(`sort=${Array(6).fill('title').join(',')}`)).toMatch(/sort takes at most 5/);
    expect(queryProblem(query({ sort: Array(6).fill('title:asc') }))).toMatch(/sort takes at most 5/);
    expect(queryProblem(query({ populate: { place: { sort: Array(6).fill('name') } } }))).toMatch(/sort takes at most 5/);
  });

  it('refuses too many fields, parameters, and too deep filters or populate', () => {
    expect(queryProblem(query({ fields: Array.from({ length: 31 }, (_, i) => `f${i}`) }))).toMatch(/fields takes at most 30/);
    expect(queryProblem(Array.from({ length: 101 }, (_, i) => `a${i}=1`).join('&'))).toMatch(/more than 100 parameters/);
    let filters: Record<string, unknown> = { $eq: 1 };
    for (let level = 0; level < 10; level++) filters = { $and: [filters] };
    expect(queryProblem(query({ filters }))).toMatch(/filters may be nested/);
    let populate: Record<string, unknown> = { a: true };
    for (let level = 0; level < 9; level++) populate = { a: { populate } };
    expect(queryProblem(query({ populate }))).toMatch(/populate may be nested/);
  });

  it('refuses names every JavaScript object has (a 500 before)', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(queryProblem(`fields[0]=${name}`)).toBe(`"${name}" is not a field`);
      expect(queryProblem(`sort=${name}:asc`)).toBe(`"${name}" is not a field`);
      expect(queryProblem(`populate[place][fields][0]=${name}`)).toBe(`"${name}" is not a field`);
    }
  });
});
