import type { Category, Place } from '@/lib/cms';
import { EDUCATION_LEVEL_LABEL, HOURS_BAND_LABEL } from '@/lib/format';
import { jobsPath } from './list-path';
import type { JobsQuery } from './search-query';

export type ActiveFilter = { key: 'q' | 'category' | 'place' | 'hours' | 'education'; label: string; value: string; removeHref: string };

/**
 * The filters a /jobs state has, each with the address of the same state without it (page 1): the
 * removable chips above the results. The search text counts as one; the sort does not.
 */
export function activeFilters(query: Omit<JobsQuery, 'page'>, names: { categories: Category[]; places: Place[] }): ActiveFilter[] {
  const nameOf = (items: { documentId: string; name: string }[], id: string) => items.find((item) => item.documentId === id)?.name ?? id;
  const without = (key: ActiveFilter['key']) => jobsPath({ ...query, [key]: undefined, page: 1 });
  const filters: ActiveFilter[] = [];
  if (query.q) filters.push({ key: 'q', label: 'Zoekterm', value: `“${query.q}”`, removeHref: without('q') });
  if (query.category)
    filters.push({ key: 'category', label: 'Vakgebied', value: nameOf(names.categories, query.category), removeHref: without('category') });
  if (query.place) filters.push({ key: 'place', label: 'Plaats', value: nameOf(names.places, query.place), removeHref: without('place') });
  if (query.hours)
    filters.push({ key: 'hours', label: 'Uren', value: HOURS_BAND_LABEL[query.hours] ?? query.hours, removeHref: without('hours') });
  if (query.education)
    filters.push({
      key: 'education',
      label: 'Opleiding',
      value: EDUCATION_LEVEL_LABEL[query.education] ?? query.education,
      removeHref: without('education'),
    });
  return filters;
}
