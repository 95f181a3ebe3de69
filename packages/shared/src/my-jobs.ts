import type { EducationLevel, EmploymentType, SalaryPeriod, Workplace } from './vacancies';

/**
 * "My jobs" (decision 005): applying with a CV, and the vacancies a visitor posts. The site's forms
 * check these limits with Dutch messages; the CMS checks them again and decides.
 */

/** A CV upload (PDF or DOCX, judged by its content in the CMS). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const MOTIVATION_MAX_LENGTH = 5000;
/** A posted vacancy may run at most this many days ahead. */
export const VALID_THROUGH_MAX_DAYS = 365;

/** What a poster sees as the state of one of their vacancies (the CMS works it out: `postedStatus`). */
export const POSTED_STATUSES = [
  'awaiting_review',
  'rejected',
  'published',
  'changes_pending',
  'changes_rejected',
  'offline',
  'expired',
  'closed',
] as const;
export type PostedStatus = (typeof POSTED_STATUSES)[number];

/**
 * How the poster hears of applications to a vacancy (issue 35, decision 046): a mail per application, or
 * one overview a day of the applications that came in since the day before.
 */
export const APPLICATION_MAIL_MODES = ['each', 'daily'] as const;
export type ApplicationMailMode = (typeof APPLICATION_MAIL_MODES)[number];
export const APPLICATION_MAIL_MODE_LABEL: Record<ApplicationMailMode, string> = {
  each: 'Een e-mail bij elke sollicitatie',
  daily: 'Eén overzicht per dag',
};

/** A vacancy as a visitor posts or changes it: the body of the CMS's my-jobs vacancy routes, after the site's checks. */
export type VacancyInput = {
  title: string;
  summary: string;
  description: string;
  employerName: string;
  /** documentIds */
  category: string | null;
  place: string | null;
  hoursPerWeek: number | null;
  employmentType: EmploymentType;
  educationLevel: EducationLevel | null;
  workplace: Workplace | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: SalaryPeriod;
  validThrough: string | null;
  howToApply: string | null;
  applyUrl: string | null;
  applicationMails: ApplicationMailMode;
};
