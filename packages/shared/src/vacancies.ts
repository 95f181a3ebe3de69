/**
 * A vacancy's closed sets of values and its open rule, as the CMS stores them (the vacancy content
 * type's enumerations) and as the site's forms, filters and labels use them.
 */

/** schema.org JobPosting employmentType values; the content type's enumeration is the same list (a CMS unit test checks). */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'TEMPORARY', 'CONTRACTOR', 'INTERN', 'VOLUNTEER'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Dutch education levels, lowest first. */
export const EDUCATION_LEVELS = ['geen', 'vmbo', 'mbo', 'havo', 'vwo', 'hbo', 'wo'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/**
 * Where the work is done (issue 16): at the employer's, partly at home, or at home. A filter on /jobs
 * and in the search; `thuiswerk` makes the JobPosting TELECOMMUTE. Not set means the vacancy does not say.
 */
export const WORKPLACES = ['locatie', 'hybride', 'thuiswerk'] as const;
export type Workplace = (typeof WORKPLACES)[number];
/** How the site, alert mails and /account name a workplace. */
export const WORKPLACE_LABEL: Record<Workplace, string> = {
  locatie: 'Op locatie',
  hybride: 'Hybride',
  thuiswerk: 'Thuiswerk',
};

export const SALARY_PERIODS = ['HOUR', 'MONTH', 'YEAR'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** Hours per week in the bands Dutch job sites use: [key, lowest (inclusive), highest (exclusive)]. */
export const HOURS_BAND_RANGES = [
  ['tot-16', 0, 16],
  ['16-24', 16, 24],
  ['24-32', 24, 32],
  ['32-40', 32, 40],
  ['40-plus', 40, Infinity],
] as const;
export type HoursBand = (typeof HOURS_BAND_RANGES)[number][0];
export const HOURS_BANDS: readonly HoursBand[] = HOURS_BAND_RANGES.map(([key]) => key);

export function hoursBand(hours: number | null | undefined): HoursBand | null {
  if (hours == null || !Number.isFinite(hours)) return null;
  return HOURS_BAND_RANGES.find(([, from, to]) => hours >= from && hours < to)?.[0] ?? null;
}

/**
 * Salary bands of the search (issue 16), in euros gross per month: a vacancy is in every band its
 * highest (or only) salary reaches. As strings, the way they travel in addresses and facet counts.
 */
/**
 * The search's facets (decision 011): the filters whose values the search counts under every other
 * filter, in the CMS's index order. The CMS answers `meta.facets` with one count table per field.
 */
export const FACET_FIELDS = ['category', 'place', 'hours', 'education', 'workplace', 'salary'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export const SALARY_BANDS = ['2000', '2500', '3000', '3500', '4000', '5000'] as const;
export type SalaryBand = (typeof SALARY_BANDS)[number];

const euroWhole = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
/** A salary band as the filter, its chip and an alert say it: "vanaf € 3.000 per maand". */
export const salaryBandLabel = (band: string): string => `vanaf ${euroWhole.format(Number(band))} per maand`;

/** Whether a vacancy's band (salaryBand()) reaches the wanted one: the search's and the alerts' "this band or higher". */
export function reachesBand(band: string | null, wanted: string): boolean {
  const rank = (value: string | null) => (SALARY_BANDS as readonly (string | null)[]).indexOf(value);
  return band !== null && rank(band) >= rank(wanted) && rank(wanted) >= 0;
}

/** The weekly hours an hourly salary is counted at when the vacancy gives none: a Dutch full-time week in most collective agreements. */
export const DEFAULT_WEEKLY_HOURS = 38;
const WEEKS_PER_MONTH = 52 / 12;

/** An amount per hour, month or year as euros per month; hourly at the vacancy's hours. */
export function monthlyAmount(amount: number, period: SalaryPeriod | null | undefined, hoursPerWeek?: number | null): number {
  if (period === 'YEAR') return amount / 12;
  if (period === 'HOUR') return amount * (hoursPerWeek || DEFAULT_WEEKLY_HOURS) * WEEKS_PER_MONTH;
  return amount;
}

/** The highest salary band a vacancy reaches, or null when it gives no salary or stays under the lowest band. */
export function salaryBand(vacancy: {
  salaryMin?: number | string | null;
  salaryMax?: number | string | null;
  salaryPeriod?: SalaryPeriod | null;
  hoursPerWeek?: number | null;
}): SalaryBand | null {
  // No amount at all reads as 0 here, so one check covers "no salary" and "nothing to pay".
  const top = Number(vacancy.salaryMax ?? vacancy.salaryMin ?? 0);
  if (!Number.isFinite(top) || top <= 0) return null;
  const monthly = monthlyAmount(top, vacancy.salaryPeriod, vacancy.hoursPerWeek);
  return [...SALARY_BANDS].reverse().find((band) => monthly >= Number(band)) ?? null;
}

/**
 * How the vacancy search orders: by relevance needs words (without words it is by date); `afstand`
 * (nearest first, issue 16 names it so in the address) needs a place or a location to measure from.
 */
export const SEARCH_SORTS = ['relevance', 'date', 'afstand'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * Open for visitors and applications: not closed and not past its valid-through date. `today` is a
 * YYYY-MM-DD date in the Netherlands; a vacancy is open through its last day.
 */
export function isOpenVacancy(vacancy: { closed?: boolean | null; validThrough?: string | null }, today: string): boolean {
  return !vacancy.closed && (!vacancy.validThrough || vacancy.validThrough >= today);
}
