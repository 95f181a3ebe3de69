import type { Category, Place } from '@/lib/cms';
import { radiusLabel } from '@vacaturesite/shared/distance';
import { FIXED_FILTERS, type FixedFilterKey } from './fixed-filters';
import { jobsPath } from '@/lib/routing/list-path';
import type { JobsQuery } from '@/lib/routing/search-query';

export type ActiveFilter = {
  key: 'q' | 'category' | 'place' | 'near' | 'radius' | FixedFilterKey;
  label: string;
  value: string;
  removeHref: string;
};

/**
 * The filters a /jobs state has, each with the address of the same state without it (page 1): the
 * removable chips above the results. The search text counts as one; the sort does not. Without its
 * place (or location) a radius goes too (withDistanceRules, in jobsPath).
 */
export function activeFilters(query: Omit<JobsQuery, 'page'>, names: { categories: Category[]; places: Place[] }): ActiveFilter[] {
  const nameOf = (items: { documentId: string; name: string }[], id: string) => items.find((item) => item.documentId === id)?.name ?? id;
  // In the order the chips show, each filter's label and how its value reads.
  const filters: Array<[ActiveFilter['key'], string, (value: string) => string]> = [
    ['q', 'Zoekterm', (q) => `“${q}”`],
    ['category', 'Vakgebied', (id) => nameOf(names.categories, id)],
    ['place', 'Plaats', (id) => nameOf(names.places, id)],
    ['near', 'Locatie', () => 'in de buurt'],
    ['radius', 'Afstand', radiusLabel],
    ...FIXED_FILTERS.map((filter): [ActiveFilter['key'], string, (value: string) => string] => [filter.key, filter.chipLabel, filter.read]),
  ];
  return filters.flatMap(([key, label, read]) => {
    const value = query[key];
    return value ? [{ key, label, value: read(value), removeHref: jobsPath({ ...query, [key]: undefined, page: 1 }) }] : [];
  });
}
