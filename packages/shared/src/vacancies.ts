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

/** How the vacancy search orders: by relevance needs words; without words it is always by date. */
export const SEARCH_SORTS = ['relevance', 'date'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * Open for visitors and applications: not closed and not past its valid-through date. `today` is a
 * YYYY-MM-DD date in the Netherlands; a vacancy is open through its last day.
 */
export function isOpenVacancy(vacancy: { closed?: boolean | null; validThrough?: string | null }, today: string): boolean {
  return !vacancy.closed && (!vacancy.validThrough || vacancy.validThrough >= today);
}
