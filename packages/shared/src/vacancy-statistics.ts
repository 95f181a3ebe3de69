import type { VisitSourceOrUnknown } from './visit-sources';

/**
 * A poster's figures of one vacancy (issue 39, decision 055): counts per day and per source, never a
 * session, address or anything else of a visitor. `GET /api/my-jobs/vacancies/:id/statistics` answers
 * this; the site shows it on /jobs/mijn/{id} and offers it as CSV.
 */

/** The longest period shown: the last 90 days, or fewer since the vacancy was first published. */
export const VACANCY_STATISTICS_DAYS = 90;

export type VacancyStatisticsDay = {
  /** 'YYYY-MM-DD', a Dutch calendar day. */
  day: string;
  views: number;
  applyClicks: number;
  applications: number;
  /** Views per source; every source of `VacancyStatistics.sources` has a number, 0 included. */
  sources: Partial<Record<VisitSourceOrUnknown, number>>;
};

export type VacancyStatistics = {
  from: string;
  to: string;
  /** Every day from `from` to `to`, oldest first, zeros included. */
  days: VacancyStatisticsDay[];
  /** The sources that occur in the period, in VISIT_SOURCES order ('unknown' last), with their views. */
  sources: { source: VisitSourceOrUnknown; views: number }[];
  totals: { views: number; applyClicks: number; applications: number };
};
