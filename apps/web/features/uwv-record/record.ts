import { APPLICATION_STATUS_LABEL } from '@vacaturesite/shared/applications';
import {
  type ActivityMethod,
  type ActivityPeriod,
  formatDutchDate,
  inPeriod,
  lastFourWeeks,
  parseDutchDate,
  UWV_ACTIVITIES_REQUIRED,
  UWV_PERIOD_DAYS,
} from '@vacaturesite/shared/application-activities';
import { todayInNetherlands } from '@vacaturesite/shared/dates';
import type { Application, ApplicationActivity } from '@/lib/cms/my-jobs';

/** The record's columns, in the CSV's header row and the PDF's table alike. */
export const RECORD_COLUMNS = ['Datum', 'Werkgever', 'Functie', 'Hoe gesolliciteerd', 'Resultaat'];

/**
 * The UWV record (issue 39, decision 054): the applications made on the site and those typed in by
 * hand, as one list in the werkmap's terms. Pure functions: the page, the CSV and the print page
 * all read the same rows.
 */
export type RecordRow = {
  /** yyyy-mm-dd, the day in the Netherlands. */
  date: string;
  employer: string;
  jobTitle: string;
  method: ActivityMethod;
  /** The status in Dutch (site) or what the applicant wrote (by hand); '' when nothing is known yet. */
  result: string;
  /** A hand-made entry's documentId (editable, deletable); null for an application made on the site. */
  activityId: string | null;
};

function applicationRow(application: Application): RecordRow {
  const status = APPLICATION_STATUS_LABEL[application.status] ?? application.status;
  // The day of the answer matters to the UWV; "Ontvangen" is the day of applying itself.
  const result = application.status === 'ontvangen' ? status : `${status} (${formatDutchDate(application.statusChangedAt)})`;
  return {
    date: todayInNetherlands(new Date(application.createdAt)),
    employer: application.vacancy?.employerName ?? '',
    jobTitle: application.vacancy?.title ?? 'Vacature niet meer online',
    method: 'site',
    result,
    activityId: null,
  };
}

const activityRow = (activity: ApplicationActivity): RecordRow => ({
  date: activity.date,
  employer: activity.employer,
  jobTitle: activity.jobTitle,
  method: activity.method,
  result: activity.result ?? '',
  activityId: activity.documentId,
});

/** Both kinds within the period, oldest first: the order in which they go into the werkmap. */
export function recordRows(applications: Application[], activities: ApplicationActivity[], period: ActivityPeriod): RecordRow[] {
  return [...applications.map(applicationRow), ...activities.map(activityRow)]
    .filter((row) => inPeriod(row.date, period))
    .sort((a, b) => a.date.localeCompare(b.date) || a.employer.localeCompare(b.employer, 'nl'));
}

export type PeriodChoice = { period: ActivityPeriod; errors: { van?: string; tot?: string } };

/**
 * The period from the address (`?van=1-11-2026&tot=28-11-2026`, Dutch dates): the last four weeks for
 * what is missing; a date that cannot be read gets a message and its default, so the page still shows.
 */
export function choosePeriod(params: { van?: string; tot?: string }, today = todayInNetherlands()): PeriodChoice {
  const fallback = lastFourWeeks(today);
  const errors: PeriodChoice['errors'] = {};
  const read = (value: string | undefined, key: 'van' | 'tot') => {
    if (!value?.trim()) return null;
    const date = parseDutchDate(value);
    if (!date) errors[key] = 'Schrijf de datum als dag-maand-jaar, bijvoorbeeld 3-12-2026.';
    return date;
  };
  const from = read(params.van, 'van');
  const to = read(params.tot, 'tot');
  const period = { from: from ?? fallback.from, to: to ?? fallback.to };
  if (period.from > period.to) {
    errors.tot = 'De einddatum ligt vóór de begindatum.';
    return { period: fallback, errors };
  }
  return { period, errors };
}

/** The address of the same period on another page (the CSV, the print page), in Dutch dates. */
export function periodQuery(period: ActivityPeriod): string {
  return new URLSearchParams({ van: formatDutchDate(period.from), tot: formatDutchDate(period.to) }).toString();
}

/** "sollicitaties-01-11-2026-tot-28-11-2026.csv": the download's name, the same for CSV and PDF. */
export const recordFileName = (period: ActivityPeriod, extension: 'csv' | 'pdf') =>
  `sollicitaties-${formatDutchDate(period.from)}-tot-${formatDutchDate(period.to)}.${extension}`;

/** Days in the period, both ends included. */
export function periodDays(period: ActivityPeriod): number {
  return Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000) + 1;
}

const applications = (count: number) => (count === 1 ? '1 sollicitatie' : `${count} sollicitaties`);

/**
 * The count against the UWV's rule (4 per 4 weeks). Only a period of exactly four weeks is measured
 * against it: for any other period "4 of 4" would be a promise the UWV does not make.
 */
export function uwvProgress(count: number, period: ActivityPeriod): { text: string; enough: boolean | null } {
  const rule = `Het UWV vraagt ${UWV_ACTIVITIES_REQUIRED} sollicitatieactiviteiten per ${UWV_PERIOD_DAYS / 7} weken.`;
  if (periodDays(period) !== UWV_PERIOD_DAYS) return { text: `${applications(count)} in deze periode. ${rule}`, enough: null };
  const missing = UWV_ACTIVITIES_REQUIRED - count;
  if (missing <= 0) return { text: `${count} van de ${UWV_ACTIVITIES_REQUIRED} in deze 4 weken: je hebt er genoeg. ${rule}`, enough: true };
  return { text: `${count} van de ${UWV_ACTIVITIES_REQUIRED} in deze 4 weken: je mist er nog ${missing}. ${rule}`, enough: false };
}
