/**
 * The applicant's record for the UWV (issue 39, decision 054). Someone on WW benefit records four
 * application activities ("sollicitatieactiviteiten") every four weeks and copies them into the
 * werkmap on werk.nl. The site lists their applications made here and what they add by hand; both
 * apps read the ways of applying, the limits and the rules of a hand-made entry from here.
 */
import { todayInNetherlands, toDate } from './dates';

/** How the applicant applied, as the werkmap asks it. Applications made on the site are `site`. */
export const ACTIVITY_METHODS = ['site', 'email', 'telefonisch', 'open', 'anders'] as const;
export type ActivityMethod = (typeof ACTIVITY_METHODS)[number];

export const ACTIVITY_METHOD_LABEL: Record<ActivityMethod, string> = {
  site: 'Via de site',
  email: 'Per e-mail',
  telefonisch: 'Telefonisch',
  open: 'Open sollicitatie',
  anders: 'Anders',
};

export const ACTIVITY_LIMITS = { employer: 160, jobTitle: 160, result: 300 } as const;

/**
 * Hand-made entries one account may keep. Two years of proof at ten a week is about a thousand; a
 * bound keeps the record's page, CSV and PDF (all read whole) from growing without end.
 */
export const ACTIVITIES_PER_ACCOUNT_MAX = 2000;

/** The UWV's rule: this many activities in every period of this many days. */
export const UWV_ACTIVITIES_REQUIRED = 4;
export const UWV_PERIOD_DAYS = 28;

/** The oldest date accepted: the UWV asks for proof of two years, older entries are surely typos. */
export const ACTIVITY_OLDEST_DATE = '2000-01-01';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** "3-12-2026", "03-12-2026", "3/12/2026", "3.12.2026" and "3 12 2026", as Dutch people type them. */
const DUTCH_DATE = /^(\d{1,2})\s*[-/.\s]\s*(\d{1,2})\s*[-/.\s]\s*(\d{4})$/;

const pad = (value: number) => String(value).padStart(2, '0');

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/**
 * A date as yyyy-mm-dd from a Dutch "d-m-jjjj" (or the ISO form the CMS and date pickers send); null
 * when it is no date that exists (31-2-2026 is none).
 */
export function parseDutchDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dutch = DUTCH_DATE.exec(text);
  return dutch ? isoOf(Number(dutch[3]), Number(dutch[2]), Number(dutch[1])) : null;
}

/**
 * dd-mm-jjjj, as the werkmap and a Dutch Excel take it. A yyyy-mm-dd date is taken as it is; a moment
 * (an application's createdAt) is the day it was in the Netherlands. '' for no or an invalid date.
 */
export function formatDutchDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const day = typeof value === 'string' && ISO_DATE.test(value) ? value : toDate(value) ? todayInNetherlands(toDate(value)!) : null;
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/** yyyy-mm-dd `days` later (negative: earlier). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A period of whole days, both ends included, as yyyy-mm-dd. */
export type ActivityPeriod = { from: string; to: string };

/** The default: the last four weeks, today included (28 days, the UWV's period). */
export function lastFourWeeks(today = todayInNetherlands()): ActivityPeriod {
  return { from: addDays(today, -(UWV_PERIOD_DAYS - 1)), to: today };
}

/** Whether a day (yyyy-mm-dd) falls within the period; yyyy-mm-dd strings compare as dates. */
export const inPeriod = (day: string, period: ActivityPeriod): boolean => day >= period.from && day <= period.to;

/** What a hand-made activity holds once checked. */
export type ActivityInput = {
  date: string;
  employer: string;
  jobTitle: string;
  method: ActivityMethod;
  result: string | null;
};
export type ActivityField = keyof ActivityInput;

export type ActivityCheck = { ok: true; value: ActivityInput } | { ok: false; errors: Partial<Record<ActivityField, string>> };

const text = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');
const length = (value: string) => [...value].length;

/**
 * The rules of a hand-made activity with Dutch messages, for the site's form, its route and the CMS
 * (the authority): one set of rules, so the three never disagree. `today` is the Netherlands' day.
 */
export function checkActivity(input: Record<string, unknown>, today = todayInNetherlands()): ActivityCheck {
  const errors: Partial<Record<ActivityField, string>> = {};
  const rawDate = text(input.date);
  const date = parseDutchDate(rawDate);
  if (!rawDate) errors.date = 'Vul de datum in, bijvoorbeeld 3-12-2026.';
  else if (!date) errors.date = 'Schrijf de datum als dag-maand-jaar, bijvoorbeeld 3-12-2026.';
  else if (date > today) errors.date = 'Deze datum ligt in de toekomst. Vul de dag in waarop je solliciteerde.';
  else if (date < ACTIVITY_OLDEST_DATE) errors.date = 'Deze datum ligt te ver terug. Controleer het jaartal.';

  const employer = text(input.employer);
  if (!employer) errors.employer = 'Vul de naam van de werkgever in.';
  else if (length(employer) > ACTIVITY_LIMITS.employer)
    errors.employer = `Gebruik hoogstens ${ACTIVITY_LIMITS.employer} tekens voor de werkgever.`;

  const jobTitle = text(input.jobTitle);
  if (!jobTitle) errors.jobTitle = 'Vul de functie in waarop je solliciteerde.';
  else if (length(jobTitle) > ACTIVITY_LIMITS.jobTitle)
    errors.jobTitle = `Gebruik hoogstens ${ACTIVITY_LIMITS.jobTitle} tekens voor de functie.`;

  const method = input.method;
  if (!ACTIVITY_METHODS.includes(method as ActivityMethod))
    errors.method = 'Kies hoe je solliciteerde: via de site, per e-mail, telefonisch, open sollicitatie of anders.';

  const result = text(input.result);
  if (length(result) > ACTIVITY_LIMITS.result) errors.result = `Gebruik hoogstens ${ACTIVITY_LIMITS.result} tekens voor het resultaat.`;

  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { date: date!, employer, jobTitle, method: method as ActivityMethod, result: result || null } };
}
