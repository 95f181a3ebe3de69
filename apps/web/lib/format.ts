import { formatDateTime, formatEuro, TIME_ZONE, todayInNetherlands, toDate } from '@vacaturesite/shared/dates';

/** Dutch formatting for everything a visitor reads. Times are shown in the Netherlands' zone (shared with the CMS's mails). */
export { formatDateTime, todayInNetherlands };

const dateFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const euroWhole = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const weekdayDate = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const clock = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
const dayKey = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE });

/**
 * When an event is, with its date once (issue 35): "donderdag 3 december 2026, 10:00–16:00 uur"; an
 * event over more days names both: "… 10:00 uur tot vrijdag 4 december 2026, 16:00 uur".
 */
export function formatEventWhen(start: string | Date, end?: string | Date | null): string {
  const from = toDate(start);
  if (!from) return '';
  const until = toDate(end ?? null);
  const at = (date: Date) => `${weekdayDate.format(date)}, ${clock.format(date)}`;
  if (!until || until.getTime() <= from.getTime()) return `${at(from)} uur`;
  if (dayKey.format(until) === dayKey.format(from)) return `${at(from)}–${clock.format(until)} uur`;
  return `${at(from)} uur tot ${at(until)} uur`;
}

export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

const DAY_MS = 86_400_000;

/** Whole days from a yyyy-mm-dd date to `today` (also yyyy-mm-dd, in the Netherlands); null when unreadable. */
function daysBetween(from: string | null | undefined, today: string): number | null {
  const start = from ? Date.parse(`${from.slice(0, 10)}T00:00:00Z`) : NaN;
  const end = Date.parse(`${today}T00:00:00Z`);
  return Number.isNaN(start) || Number.isNaN(end) ? null : Math.round((end - start) / DAY_MS);
}

/** How long ago a vacancy was posted, as Dutch job sites say it: "vandaag", "gisteren", "3 dagen geleden", "2 weken geleden". */
export function postedAgo(datePosted: string | null | undefined, today: string): string {
  const days = daysBetween(datePosted, today);
  if (days === null) return '';
  if (days <= 0) return 'vandaag';
  if (days === 1) return 'gisteren';
  if (days < 14) return `${days} dagen geleden`;
  if (days < 60) return `${Math.floor(days / 7)} weken geleden`;
  return `op ${formatDate(datePosted)}`;
}

/** "Nieuw": posted today or yesterday, the last 48 hours as a job seeker counts them. */
export function isNewVacancy(datePosted: string | null | undefined, today: string): boolean {
  const days = daysBetween(datePosted, today);
  return days !== null && days <= 1;
}

export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || price <= 0) return 'Gratis';
  return formatEuro(price);
}

const PERIOD_LABEL: Record<string, string> = { HOUR: 'per uur', MONTH: 'per maand', YEAR: 'per jaar' };

export function formatSalary(min: number | null, max: number | null, period: string | null | undefined): string | null {
  const fmt = period === 'HOUR' ? euro : euroWhole;
  const suffix = PERIOD_LABEL[period ?? 'MONTH'] ?? '';
  if (min && max && min !== max) return `${fmt.format(min)} – ${fmt.format(max)} ${suffix}`.trim();
  if (min || max) return `${fmt.format((min || max) as number)} ${suffix}`.trim();
  return null;
}

export const EMPLOYMENT_TYPE_LABEL: Record<string, string> = {
  FULL_TIME: 'Voltijd',
  PART_TIME: 'Deeltijd',
  TEMPORARY: 'Tijdelijk',
  CONTRACTOR: 'Freelance / zzp',
  INTERN: 'Stage',
  VOLUNTEER: 'Vrijwilligerswerk',
};

export const EDUCATION_LEVEL_LABEL: Record<string, string> = {
  geen: 'Geen opleiding vereist',
  vmbo: 'VMBO',
  mbo: 'MBO',
  havo: 'HAVO',
  vwo: 'VWO',
  hbo: 'HBO',
  wo: 'WO',
};

/** The vacancy search's bands of hours per week (apps/cms/src/lib/search/facets.ts). */
export const HOURS_BAND_LABEL: Record<string, string> = {
  'tot-16': 'Minder dan 16 uur',
  '16-24': '16 tot 24 uur',
  '24-32': '24 tot 32 uur',
  '32-40': '32 tot 40 uur',
  '40-plus': '40 uur of meer',
};

/** "1 vacature", "12 vacatures" — Dutch has one plural form for counts other than one. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('nl-NL')} ${count === 1 ? singular : plural}`;
}
