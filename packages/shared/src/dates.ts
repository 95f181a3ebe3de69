/**
 * Dates and money as Dutch readers get them, on the site and in the CMS's mails, and the day that
 * decides whether a vacancy is still open. Always the Netherlands' time zone, whatever the server's.
 */
export const TIME_ZONE = 'Europe/Amsterdam';

const isoDate = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE });
const dateTime = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** Today's date in the Netherlands as yyyy-mm-dd: a vacancy is open through the end of its last day there. */
export function todayInNetherlands(now = new Date()): string {
  return isoDate.format(now);
}

export function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "woensdag 25 november 2026 om 14:30"; '' for no or an invalid date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTime.format(date) : '';
}

/** "€ 12,50" */
export const formatEuro = (amount: number): string => euro.format(amount);
