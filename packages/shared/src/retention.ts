/**
 * How long the site keeps what (decision 050): the periods both apps name. The CMS acts on them in its
 * daily round; the site's /privacy page shows the values the CMS reports (`GET /api/privacy/retention`),
 * so an operator's setting (ACCOUNT_INACTIVE_MONTHS, ANALYTICS_RAW_DAYS) is what the page says.
 */

/** An account without a sign-in for this many months gets a mail (ACCOUNT_INACTIVE_MONTHS overrides). */
export const ACCOUNT_INACTIVE_MONTHS = { default: 24, min: 1, max: 120 } as const;
/** …and is deleted this many days after that mail, unless it signs in. */
export const ACCOUNT_INACTIVE_GRACE_DAYS = 30;
/** Accounts, guest alerts and newsletter sign-ups never confirmed go after this many days. */
export const UNCONFIRMED_KEPT_DAYS = 7;
/**
 * Raw analytics events (one row per page view, with a session id) are kept this many days
 * (ANALYTICS_RAW_DAYS overrides); then each day is counted into daily totals without sessions and the
 * rows are deleted. 13 months: a year-on-year comparison still has last year's month.
 */
export const ANALYTICS_RAW_DAYS = { default: 395, min: 7, max: 3650 } as const;

/** What the CMS reports as its retention settings: every period in whole days or months. */
export type RetentionSettings = {
  accountInactiveMonths: number;
  accountInactiveGraceDays: number;
  unconfirmedDays: number;
  guestAlertReconfirmAfterDays: number;
  guestAlertReconfirmGraceDays: number;
  cvAfterProcedureDays: number;
  cvWithConsentDays: number;
  analyticsRawDays: number;
  sentMailsKeptDays: number;
};

/** A whole number from an environment variable within its bounds; anything else is the default. */
export function boundedSetting(value: string | undefined, bounds: { default: number; min: number; max: number }): number {
  const number = value === undefined || value.trim() === '' ? NaN : Number(value);
  if (!Number.isInteger(number)) return bounds.default;
  return Math.min(bounds.max, Math.max(bounds.min, number));
}

/**
 * `months` calendar months before `at` (the same day of the month, or the month's last day), for "no
 * sign-in for 24 months".
 */
export function monthsBefore(at: Date, months: number): Date {
  const result = new Date(at.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
