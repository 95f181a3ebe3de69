import { reachesBand, salaryBandLabel, WORKPLACE_LABEL, type Workplace } from '@vacaturesite/shared';

/**
 * Does a published vacancy match a visitor's saved search (decision 009)? The same rules as the
 * /jobs filters (apps/web/lib/cms/queries.ts getVacancies), so an alert reports exactly what the
 * visitor would have found with that search:
 *  - text: case-insensitive substring of the title or the summary (Strapi's $containsi);
 *  - field of work and place: the same documentId;
 *  - hours per week (alerts only): within the range; a vacancy without hours does not match a range;
 *  - workplace: the same; salary: the vacancy's band (salaryBand()) reaches the alert's, as on /jobs.
 * Empty criteria match everything. Whether the vacancy is open is checked by the caller.
 */

export type AlertCriteria = {
  query?: string | null;
  categoryId?: string | null;
  placeId?: string | null;
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
  if (alert.placeId && alert.placeId !== vacancy.placeId) return false;
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

/** The search in words, for mails, notifications and /account: "‘kok’ · Horeca · Utrecht · 24–32 uur · thuiswerk · vanaf € 3.000 per maand". */
export function alertLabel(alert: AlertCriteria & { categoryName?: string | null; placeName?: string | null }): string {
  const parts: string[] = [];
  if (alert.query?.trim()) parts.push(`‘${alert.query.trim()}’`);
  if (alert.categoryName) parts.push(alert.categoryName);
  if (alert.placeName) parts.push(alert.placeName);
  const { hoursMin: min, hoursMax: max } = alert;
  if (min != null && max != null) parts.push(min === max ? `${min} uur` : `${min}–${max} uur`);
  else if (min != null) parts.push(`vanaf ${min} uur`);
  else if (max != null) parts.push(`tot ${max} uur`);
  if (alert.workplace && alert.workplace in WORKPLACE_LABEL) parts.push(WORKPLACE_LABEL[alert.workplace as Workplace].toLowerCase());
  if (alert.salary) parts.push(salaryBandLabel(alert.salary));
  return parts.length ? parts.join(' · ') : 'alle vacatures';
}
