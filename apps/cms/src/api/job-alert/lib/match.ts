import { distanceKm, reachesBand, type Coordinates } from '@vacaturesite/shared';

/**
 * Does a published vacancy match a visitor's saved search (decision 009)? The same rules as the
 * /jobs filters (apps/web/lib/cms/queries.ts getVacancies), so an alert reports exactly what the
 * visitor would have found with that search:
 *  - text: case-insensitive substring of the title or the summary (Strapi's $containsi);
 *  - field of work and place: the same documentId; with a radius, a place within it (as the crow
 *    flies, like the search; the caller gives both places' coordinates);
 *  - hours per week (alerts only): within the range; a vacancy without hours does not match a range;
 *  - workplace: the same; salary: the vacancy's band (salaryBand()) reaches the alert's, as on /jobs.
 * Empty criteria match everything. Whether the vacancy is open is checked by the caller.
 */

export type AlertCriteria = {
  query?: string | null;
  categoryId?: string | null;
  placeId?: string | null;
  radius?: number | null;
  /** The alert's place's coordinates, needed with a radius. */
  placeCoordinates?: Coordinates | null;
  hoursMin?: number | null;
  hoursMax?: number | null;
  workplace?: string | null;
  salary?: string | null;
};

export type VacancyFacts = {
  title: string;
  summary?: string | null;
  categoryId?: string | null;
  placeId?: string | null;
  /** Its place's coordinates, if it has a place. */
  coordinates?: Coordinates | null;
  hoursPerWeek?: number | null;
  workplace?: string | null;
  /** The highest salary band it reaches (salaryBand()), null without a salary. */
  salaryBand?: string | null;
};

const fold = (text: string) => text.toLocaleLowerCase('nl');

export function matchesAlert(alert: AlertCriteria, vacancy: VacancyFacts): boolean {
  const query = alert.query?.trim();
  if (query && ![vacancy.title, vacancy.summary ?? ''].some((text) => fold(text).includes(fold(query)))) return false;
  if (alert.categoryId && alert.categoryId !== vacancy.categoryId) return false;
  if (alert.placeId && alert.placeId !== vacancy.placeId) {
    const { radius, placeCoordinates: centre } = alert;
    if (!radius || !centre || !vacancy.coordinates || !(distanceKm(centre, vacancy.coordinates) <= radius)) return false;
  }
  if (alert.workplace && alert.workplace !== vacancy.workplace) return false;
  if (alert.salary && !reachesBand(vacancy.salaryBand ?? null, alert.salary)) return false;
  const hasRange = alert.hoursMin != null || alert.hoursMax != null;
  if (hasRange) {
    const hours = vacancy.hoursPerWeek;
    if (hours == null) return false;
    if (alert.hoursMin != null && hours < alert.hoursMin) return false;
    if (alert.hoursMax != null && hours > alert.hoursMax) return false;
  }
  return true;
}
