/**
 * Job alerts (decision 009): what a visitor sends to save a search as an alert. The site checks these
 * limits with Dutch messages as the visitor fills in the form; the CMS checks them again and decides.
 */

import type { SalaryBand, Workplace } from './vacancies';

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_QUERY_MAX_LENGTH = 100;
export const ALERT_HOURS_MIN = 1;
export const ALERT_HOURS_MAX = 60;
/** Per visitor: enough for every realistic set of searches, few enough that one publish stays cheap. */
export const MAX_ALERTS_PER_VISITOR = 20;

export type JobAlertInput = {
  query: string | null;
  category: string | null;
  place: string | null;
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
