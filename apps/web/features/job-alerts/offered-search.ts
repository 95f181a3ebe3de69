import { alertLabel } from '@vacaturesite/shared/job-alerts';

/**
 * The /jobs search an alert form offers to keep. Apart from the form's rules (schemas.ts), which load
 * after the page (components/forms/lazy-resolver.ts).
 */
export type OfferedSearch = {
  q?: string;
  category: { documentId: string; name: string } | null;
  place: { documentId: string; name: string } | null;
  radius?: string;
  workplace?: string;
  salary?: string;
};

/** That search in words, as both alert forms name it before the visitor adds anything. */
export const offeredSearchLabel = (search: OfferedSearch): string =>
  alertLabel({
    query: search.q,
    categoryName: search.category?.name,
    placeName: search.place?.name,
    radius: search.place ? search.radius : null,
    workplace: search.workplace,
    salary: search.salary,
  });

/** The /jobs search an alert form starts from: its filters as the form's fields; hours empty. */
export function searchDefaults(search: OfferedSearch) {
  return {
    query: search.q ?? '',
    category: search.category?.documentId ?? '',
    place: search.place?.documentId ?? '',
    // A radius belongs to its place.
    radius: search.place ? (search.radius ?? '') : '',
    hoursMin: '',
    hoursMax: '',
    workplace: search.workplace ?? '',
    salary: search.salary ?? '',
  };
}
