import { describe, expect, it } from 'vitest';
import type { Category, Place } from '@/lib/cms';
import { activeFilters } from './active-filters';

const utrecht = { documentId: 'p1utrechtxxxxxxxxxxxxxxx', name: 'Utrecht' } as Place;
const zorg = { documentId: 'c1zorgxxxxxxxxxxxxxxxxxx', name: 'Zorg' } as Category;
const names = { categories: [zorg], places: [utrecht] };

describe('activeFilters', () => {
  it('names every filter that is on, each with the address of the same list without it', () => {
    const filters = activeFilters(
      { category: zorg.documentId, place: utrecht.documentId, hours: '32-40', education: 'hbo', workplace: 'thuiswerk' },
      names,
    );
    expect(filters.map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Vakgebied: Zorg',
      'Plaats: Utrecht',
      'Uren: 32 tot 40 uur',
      'Opleiding: HBO',
      'Werkplek: Thuiswerk',
    ]);
    expect(filters.find((filter) => filter.key === 'place')!.removeHref).toBe(
      `/jobs/vakgebied/${zorg.documentId}/uren/32-40/opleiding/hbo/werkplek/thuiswerk`,
    );
    expect(filters.find((filter) => filter.key === 'workplace')!.removeHref).toBe(
      `/jobs/vakgebied/${zorg.documentId}/plaats/${utrecht.documentId}/uren/32-40/opleiding/hbo`,
    );
  });

  it('counts the search text as a filter, keeps the others when it goes, and never keeps the page', () => {
    const filters = activeFilters({ q: 'verpleegkundige', place: utrecht.documentId, sort: 'date' }, names);
    expect(filters.map((filter) => filter.key)).toEqual(['q', 'place']);
    const salary = activeFilters({ salary: '3500' }, names);
    expect(salary.map(({ label, value }) => `${label}: ${value}`.replace(/\u00a0/g, ' '))).toEqual(['Salaris: vanaf € 3.500 per maand']);
    expect(salary[0].removeHref).toBe('/jobs');
    expect(filters[0].removeHref).toBe(`/jobs/plaats/${utrecht.documentId}`);
    expect(filters[1].removeHref).toBe('/jobs/zoeken?q=verpleegkundige&sort=date');
  });

  it('shows a radius and a location as chips; the place’s chip takes its radius along', () => {
    const around = activeFilters({ place: utrecht.documentId, radius: '25', sort: 'afstand' }, names);
    expect(around.map(({ label, value }) => `${label}: ${value}`)).toEqual(['Plaats: Utrecht', 'Afstand: binnen 25 km']);
    expect(around[0].removeHref).toBe('/jobs');
    expect(around[1].removeHref).toBe(`/jobs/plaats/${utrecht.documentId}`);
    const near = activeFilters({ near: '52.09,5.12', radius: '10', sort: 'afstand' }, names);
    expect(near.map(({ label, value }) => `${label}: ${value}`)).toEqual(['Locatie: in de buurt', 'Afstand: binnen 10 km']);
    expect(near[0].removeHref).toBe('/jobs');
    expect(near[1].removeHref).toBe('/jobs/zoeken?near=52.09%2C5.12&sort=afstand');
  });

  it('has nothing for the plain list', () => {
    expect(activeFilters({}, names)).toEqual([]);
  });
});
