/**
 * Job alerts (decision 009): what a visitor sends to save a search as an alert. The site checks these
 * limits with Dutch messages as the visitor fills in the form; the CMS checks them again and decides.
 */

import { radiusLabel, type SearchRadius } from './distance';
import { UNCONFIRMED_KEPT_DAYS } from './retention';
import { salaryBandLabel, WORKPLACE_LABEL, type SalaryBand, type Workplace } from './vacancies';

/** At once, a daily digest (18:00), a weekly one (Monday 18:00). */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** How an alert's frequency reads on /account and in the form. */
export const ALERT_FREQUENCY_LABEL: Record<AlertFrequency, string> = {
  instant: 'direct',
  daily: 'één keer per dag',
  weekly: 'één keer per week',
};

/**
 * Alerts without an account (issue 16): double opt-in by mail, and asked again after a year in which
 * the visitor clicked nothing in its mails; without an answer within the grace period the alert goes.
 */
/** The confirmation link's life; an alert still unconfirmed then is deleted (decision 050). */
export const GUEST_ALERT_CONFIRM_DAYS = UNCONFIRMED_KEPT_DAYS;
export const GUEST_ALERT_RECONFIRM_AFTER_DAYS = 365;
export const GUEST_ALERT_RECONFIRM_GRACE_DAYS = 30;

export const ALERT_QUERY_MAX_LENGTH = 100;
export const ALERT_HOURS_MIN = 1;
export const ALERT_HOURS_MAX = 60;
/** Per visitor: enough for every realistic set of searches, few enough that one publish stays cheap. */
export const MAX_ALERTS_PER_VISITOR = 20;

export type JobAlertInput = {
  query: string | null;
  category: string | null;
  place: string | null;
  /**
   * SEARCH_RADII around the place (needs one); null: that place only. An alert keeps a place, never
   * a visitor's location ("In de buurt"): a stored home address is more than an alert needs.
   */
  radius: SearchRadius | null;
  hoursMin: number | null;
  hoursMax: number | null;
  /** WORKPLACES; null: anywhere. */
  workplace: Workplace | null;
  /** SALARY_BANDS: vacancies reaching that band or a higher one; null: any salary. */
  salary: SalaryBand | null;
  byEmail: boolean;
  byPush: boolean;
  frequency: AlertFrequency;
};

/** What an alert asks for, as the site's form and the CMS's stored alert both have it. */
export type AlertSearch = {
  query?: string | null;
  categoryName?: string | null;
  placeName?: string | null;
  /** km around the place, as stored (a number) or sent (a string). */
  radius?: number | string | null;
  hoursMin?: number | null;
  hoursMax?: number | null;
  workplace?: string | null;
  salary?: string | null;
};

/**
 * The search in words, for the alert form, mails, notifications and /account:
 * "‘kok’ · Horeca · Utrecht binnen 25 km · 24–32 uur · thuiswerk · vanaf € 3.000 per maand".
 */
export function alertLabel(alert: AlertSearch): string {
  const parts: string[] = [];
  if (alert.query?.trim()) parts.push(`‘${alert.query.trim()}’`);
  if (alert.categoryName) parts.push(alert.categoryName);
  if (alert.placeName) parts.push(alert.radius ? `${alert.placeName} ${radiusLabel(String(alert.radius))}` : alert.placeName);
  const { hoursMin: min, hoursMax: max } = alert;
  if (min != null && max != null) parts.push(min === max ? `${min} uur` : `${min}–${max} uur`);
  else if (min != null) parts.push(`vanaf ${min} uur`);
  else if (max != null) parts.push(`tot ${max} uur`);
  if (alert.workplace && alert.workplace in WORKPLACE_LABEL) parts.push(WORKPLACE_LABEL[alert.workplace as Workplace].toLowerCase());
  if (alert.salary) parts.push(salaryBandLabel(alert.salary));
  return parts.length ? parts.join(' · ') : 'alle vacatures';
}
