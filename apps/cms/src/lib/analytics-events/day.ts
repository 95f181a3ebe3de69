/** Calendar day in the Netherlands ('YYYY-MM-DD'), the unit of the dashboard's per-day figures. */
const formatter = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });
let cachedHour = -1;
let cachedDay = '';

export function amsterdamDay(ms: number): string {
  // Day boundaries fall on whole hours in Europe/Amsterdam, so one format per hour is enough.
  const hour = Math.floor(ms / 3_600_000);
  if (hour === cachedHour) return cachedDay;
  const day = formatter.format(new Date(ms));
  cachedHour = hour;
  cachedDay = day;
  return day;
}

/** The instant a Dutch calendar day begins: Europe/Amsterdam is UTC+1 or +2, and its clocks never change at midnight. */
export function amsterdamDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const summer = midnightUtc - 2 * 3_600_000;
  return new Date(amsterdamDay(summer) === day ? summer : midnightUtc - 3_600_000);
}

/** A period of days, both ends included, as 'YYYY-MM-DD' (the statistics' reports and insights). */
export type Range = { from: string; to: string };
