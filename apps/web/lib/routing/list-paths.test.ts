import { describe, expect, it } from 'vitest';
import { jobsPath, parseJobsPath } from '@/lib/routing/list-path';
import { parseJobsQuery } from '@/lib/routing/search-query';
import { agendaPath, categoryListPath, compactPath, newsListPath, pathPage } from './list-paths';
import { listRedirect } from './list-redirect';

const ID = 'a1b2c3d4e5f6g7h8i9j0k1l2';
const PLACE = 'p1b2c3d4e5f6g7h8i9j0k1l2';
const redirect = (pathname: string, query = '') => listRedirect(pathname, new URLSearchParams(query));

describe('list paths (decision 021)', () => {
  it('write page 1 without a segment and read back only the pages they write', () => {
    expect(newsListPath(1)).toBe('/nieuws');
    expect(newsListPath(3)).toBe('/nieuws/pagina/3');
    expect(agendaPath({ when: 'past', page: 2 })).toBe('/agenda/geweest/pagina/2');
    expect(agendaPath({ when: 'upcoming', page: 1 })).toBe('/agenda');
    expect(categoryListPath({ documentId: ID }, 4)).toBe(`/jobs/cat/${ID}/pagina/4`);
    expect(compactPath(ID)).toBe(`/c/${ID}`);
    expect(compactPath(undefined)).toBe('/c');
    expect([
      pathPage('2'),
      pathPage('10000'),
      pathPage('1'),
      pathPage('02'),
      pathPage('10001'),
      pathPage('2.0'),
      pathPage(undefined),
    ]).toEqual([2, 10000, null, null, null, null, null]);
  });

  it('give every /jobs filter state one path, in a fixed order, and read it back', () => {
    const query = parseJobsQuery(
      new URLSearchParams(`page=2&workplace=hybride&education=hbo&place=${PLACE}&category=${ID}&hours=32-40&sort=date`),
    );
    const path = jobsPath(query);
    expect(path).toBe(`/jobs/vakgebied/${ID}/plaats/${PLACE}/uren/32-40/opleiding/hbo/werkplek/hybride/pagina/2`);
    expect(parseJobsPath(path.split('/').slice(2))).toEqual({ ...query, sort: undefined });
    expect(jobsPath({ page: 1 })).toBe('/jobs');
    expect(parseJobsPath(['pagina', '1'])).toBeNull();
    expect(parseJobsPath(['plaats', PLACE, 'vakgebied', ID])).toBeNull();
    expect(parseJobsPath(['uren'])).toBeNull();
    expect(parseJobsPath(['opleiding', 'promotie'])).toBeNull();
    expect(parseJobsPath(['werkplek', 'kantoortuin'])).toBeNull();
    expect(parseJobsPath(['werkplek', 'thuiswerk', 'opleiding', 'hbo'])).toBeNull();
    expect(parseJobsPath(['werkplek', 'thuiswerk'])).toEqual(expect.objectContaining({ workplace: 'thuiswerk' }));
    expect(parseJobsPath(['werkplek', 'hybride', 'salaris', '3000'])).toEqual(
      expect.objectContaining({ workplace: 'hybride', salary: '3000' }),
    );
    expect(parseJobsPath(['salaris', '2750'])).toBeNull();
  });

  it('send a search text to the per-request search with its filters', () => {
    expect(jobsPath({ q: 'kok', category: ID, sort: 'date', page: 2 })).toBe(`/jobs/zoeken?q=kok&category=${ID}&sort=date&page=2`);
  });

  it('give a radius around a place and nearest-first a path of their own; a location is a per-request search', () => {
    const query = parseJobsQuery(new URLSearchParams(`place=${PLACE}&radius=25&sort=afstand&page=2`));
    const path = jobsPath(query);
    expect(path).toBe(`/jobs/plaats/${PLACE}/straal/25/sortering/afstand/pagina/2`);
    expect(parseJobsPath(path.split('/').slice(2))).toEqual(query);
    // The location leaves the browser rounded to 0.01°; the path keeps it so.
    const near = parseJobsQuery(new URLSearchParams('near=52.0949,5.1151&radius=10&sort=afstand'));
    expect(near).toMatchObject({ near: '52.09,5.12', radius: '10', sort: 'afstand' });
    expect(jobsPath(near)).toBe('/jobs/zoeken?radius=10&near=52.09%2C5.12&sort=afstand');
    expect(redirect('/jobs/zoeken', 'near=52.09,5.12&sort=afstand')).toBeNull();
  });

  it('drop a radius or a distance sort with nothing to measure from, also when a chip takes the place away', () => {
    expect(parseJobsQuery(new URLSearchParams('radius=25&sort=afstand'))).toMatchObject({ radius: undefined, sort: undefined });
    expect(parseJobsQuery(new URLSearchParams(`place=${PLACE}&sort=afstand`))).toMatchObject({ sort: undefined });
    expect(parseJobsQuery(new URLSearchParams(`place=${PLACE}&radius=7`))).toMatchObject({ radius: undefined });
    expect(parseJobsQuery(new URLSearchParams('near=91,5&radius=5'))).toMatchObject({ near: undefined, radius: undefined });
    expect(jobsPath({ radius: '25', sort: 'afstand', category: ID, page: 1 })).toBe(`/jobs/vakgebied/${ID}`);
    expect(redirect('/jobs/zoeken', 'near=x&radius=10')).toBe('/jobs');
  });
});

describe('old query addresses of the lists', () => {
  it('redirect to the list path, keeping only valid values and the parameters that are not the list’s', () => {
    expect(redirect('/jobs', `page=2&place=${PLACE}&category=${ID}&utm_source=nb`)).toBe(
      `/jobs/vakgebied/${ID}/plaats/${PLACE}/pagina/2?utm_source=nb`,
    );
    expect(redirect('/jobs', 'category=DROP TABLE&page=-3&q=')).toBe('/jobs');
    expect(redirect('/jobs', 'q=chauffeur&hours=32-40')).toBe('/jobs/zoeken?q=chauffeur&hours=32-40');
    expect(redirect('/agenda', 'periode=geweest&page=3')).toBe('/agenda/geweest/pagina/3');
    expect(redirect('/agenda', 'periode=komend')).toBe('/agenda');
    expect(redirect('/nieuws', 'page=2&fbclid=x')).toBe('/nieuws/pagina/2?fbclid=x');
    expect(redirect(`/jobs/cat/${ID}`, 'page=3')).toBe(`/jobs/cat/${ID}/pagina/3`);
    expect(redirect('/c', `categorie=${ID}`)).toBe(`/c/${ID}`);
    expect(redirect('/c', 'categorie=DROP TABLE')).toBe('/c');
    // Issue 16: /c understands every /jobs parameter; anything beyond a field of work is the per-request /c/zoeken.
    expect(redirect('/c', `category=${ID}`)).toBe(`/c/${ID}`);
    expect(redirect('/c', `place=${PLACE}&radius=25&salary=3000&q=kok`)).toBe(`/c/zoeken?q=kok&place=${PLACE}&salary=3000&radius=25`);
    expect(redirect('/c', `categorie=${ID}&workplace=thuiswerk`)).toBe(`/c/zoeken?category=${ID}&workplace=thuiswerk`);
    expect(redirect('/c', 'radius=25&utm_source=x')).toBe('/c?utm_source=x');
  });

  it('leave alone what is no old list address: the bare list, other parameters, a search with text', () => {
    expect(redirect('/jobs')).toBeNull();
    expect(redirect('/jobs', 'utm_source=nb')).toBeNull();
    expect(redirect('/nieuws', 'utm_source=nb')).toBeNull();
    expect(redirect('/jobs/zoeken', 'q=kok')).toBeNull();
    expect(redirect('/jobs/zoeken', 'utm_source=nb&q=kok')).toBeNull();
    expect(redirect('/partners', 'page=2')).toBeNull();
  });

  it('drop the empty fields a plain GET form sends with a search text (issue 35)', () => {
    expect(redirect('/jobs/zoeken', 'q=kok&category=')).toBe('/jobs/zoeken?q=kok');
    expect(redirect('/jobs/zoeken', `q=kok&place=${PLACE}&radius=&hours=&utm_source=nb`)).toBe(
      `/jobs/zoeken?q=kok&place=${PLACE}&utm_source=nb`,
    );
  });

  it('send the search form without a text (the filters alone) to the cached filter path', () => {
    expect(redirect('/jobs/zoeken', `q=&category=${ID}&place=&hours=&education=&sort=date`)).toBe(`/jobs/vakgebied/${ID}`);
    expect(redirect('/jobs/zoeken')).toBe('/jobs');
  });
});
