import * as z from 'zod/mini';
import '@/lib/zod-english';
import type { VacancyInput } from '@vacaturesite/shared/my-jobs';
import type { PostedVacancy } from '@/lib/cms/my-jobs';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  SALARY_PERIODS,
  WORKPLACES,
  type EducationLevel,
  type EmploymentType,
  type SalaryPeriod,
  type Workplace,
} from '@vacaturesite/shared/vacancies';
import { todayInNetherlands } from '@/lib/format';
import { parseDutchNumber } from '@vacaturesite/shared/numbers';
import { applyHref } from '@/lib/external-links';
import { isDocumentId } from '@/lib/urls';
import {
  APPLICATION_MAIL_MODES,
  type ApplicationMailMode,
  CV_MAX_BYTES,
  MOTIVATION_MAX_LENGTH,
  VALID_THROUGH_MAX_DAYS,
} from '@vacaturesite/shared/my-jobs';
import { APPLICATION_STATUSES, STATUS_MESSAGE_MAX_LENGTH } from '@vacaturesite/shared/applications';
import { VACANCY_MESSAGES as M, VACANCY_TEXT_LABELS as L, vacancyTextMessages as T } from '@vacaturesite/shared/vacancy-messages';

/**
 * The "my jobs" forms' rules with Dutch messages (docs/decisions/005). The browser checks them for
 * quick feedback, the route handlers again on every body, and the CMS once more as the authority
 * (apps/cms/src/api/my-jobs/lib/validation.ts holds the same limits). Form values stay strings
 * here; toVacancyInput turns a valid form into what the CMS takes.
 */

/** For the file picker only: the CMS judges the file by its content, never by its name. */
export const CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const MOTIVATION_MIN_LENGTH = 20;

const length = (value: string) => [...value].length;

const requiredText = (label: string, min: number, max: number) =>
  z.string({ error: T.required(label) }).check(
    z.trim(),
    z.minLength(1, { error: T.required(label) }),
    z.refine((value) => length(value) >= min, { error: T.min(min, label) }),
    z.refine((value) => length(value) <= max, { error: T.max(max, label) }),
  );

const optionalText = (label: string, max: number) =>
  z.string().check(
    z.trim(),
    z.refine((value) => length(value) <= max, { error: T.max(max, label) }),
  );

const optionalDocumentId = (message: string) =>
  z.string().check(z.refine((value) => value === '' || isDocumentId(value), { error: message }));
/** Its output typed as one of `values`, as classic zod's type-guard `.refine` gave it (mini's refine never narrows). */
const oneOf = <T extends string>(values: readonly T[], message: string) =>
  z.string().check(z.refine((value) => values.includes(value as T), { error: message })) as z.ZodMiniString<string> &
    z.ZodMiniType<T, string>;

/** An amount as Dutch people type it ("3.200", "€ 3.200,-", "15,50": @vacaturesite/shared/numbers), at most 8 digits of euros. */
const AMOUNT_MAX = 99_999_999;
const parsedAmount = (value: string) => {
  const parsed = parseDutchNumber(value);
  return parsed.ok && parsed.value > AMOUNT_MAX ? ({ ok: false, reason: 'invalid' } as const) : parsed;
};
const AMOUNT_MESSAGES = {
  ambiguous: M.amountAmbiguous,
  invalid: M.amount,
  empty: M.amount,
};
const amount = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || parsedAmount(value).ok, {
    error: (issue) => {
      const parsed = parsedAmount(String(issue.input ?? ''));
      return parsed.ok ? AMOUNT_MESSAGES.invalid : AMOUNT_MESSAGES[parsed.reason];
    },
  }),
);
const toAmount = (value: string) => {
  const parsed = parsedAmount(value);
  return parsed.ok ? parsed.value : null;
};

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const vacancyFormSchema = z
  .object({
    title: requiredText(L.title, 3, 160),
    summary: requiredText(L.summary, 10, 500),
    description: optionalText(L.description, 10_000),
    employerName: requiredText(L.employerName, 2, 120),
    category: optionalDocumentId(M.category),
    place: optionalDocumentId(M.place),
    hoursPerWeek: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || (/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 60), {
        error: M.hoursPerWeek,
      }),
    ),
    employmentType: oneOf(EMPLOYMENT_TYPES, M.employmentType),
    educationLevel: z.string().check(
      z.refine((value) => value === '' || (EDUCATION_LEVELS as readonly string[]).includes(value), {
        error: M.educationLevel,
      }),
    ),
    workplace: z.string().check(
      z.refine((value) => value === '' || (WORKPLACES as readonly string[]).includes(value), {
        error: M.workplace,
      }),
    ),
    salaryMin: amount,
    salaryMax: amount,
    salaryPeriod: oneOf(SALARY_PERIODS, M.salaryPeriod),
    validThrough: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || isRealDate(value), { error: M.validThroughInvalid }),
      z.refine((value) => value === '' || !isRealDate(value) || value >= todayInNetherlands(), {
        error: M.validThroughPast,
      }),
      z.refine((value) => value === '' || !isRealDate(value) || value <= addDays(todayInNetherlands(), VALID_THROUGH_MAX_DAYS), {
        error: M.validThroughTooFar,
      }),
    ),
    howToApply: optionalText(L.howToApply, 2000),
    applicationMails: oneOf(APPLICATION_MAIL_MODES, M.applicationMails),
    applyUrl: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || applyHref(value) !== null, {
        error: M.applyUrl,
      }),
    ),
  })
  .check(
    z.refine(
      (values) =>
        toAmount(values.salaryMin) === null ||
        toAmount(values.salaryMax) === null ||
        toAmount(values.salaryMax)! >= toAmount(values.salaryMin)!,
      {
        path: ['salaryMax'],
        error: M.salaryMaxBelowMin,
      },
    ),
  );

export type VacancyFormValues = z.input<typeof vacancyFormSchema>;

/** A valid form as the CMS takes it: numbers, and null for what was left empty. */
export function toVacancyInput(values: z.output<typeof vacancyFormSchema>): VacancyInput {
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    title: values.title,
    summary: values.summary,
    description: values.description,
    employerName: values.employerName,
    category: orNull(values.category),
    place: orNull(values.place),
    hoursPerWeek: values.hoursPerWeek === '' ? null : Number(values.hoursPerWeek),
    employmentType: values.employmentType as EmploymentType,
    educationLevel: orNull(values.educationLevel) as EducationLevel | null,
    workplace: orNull(values.workplace) as Workplace | null,
    salaryMin: toAmount(values.salaryMin),
    salaryMax: toAmount(values.salaryMax),
    salaryPeriod: values.salaryPeriod as SalaryPeriod,
    validThrough: orNull(values.validThrough),
    howToApply: orNull(values.howToApply),
    applyUrl: orNull(values.applyUrl),
    applicationMails: values.applicationMails as ApplicationMailMode,
  };
}

/** The form's starting values: empty for a new vacancy, the poster's current draft when editing. */
export function vacancyFormValues(vacancy?: PostedVacancy | null): VacancyFormValues {
  // As Dutch people write it: "3.200", "15,50".
  const amountText = (value: number | null) =>
    value === null ? '' : value.toLocaleString('nl-NL', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, useGrouping: true });
  return {
    title: vacancy?.title ?? '',
    summary: vacancy?.summary ?? '',
    description: vacancy?.description ?? '',
    employerName: vacancy?.employerName ?? '',
    category: vacancy?.category?.documentId ?? '',
    place: vacancy?.place?.documentId ?? '',
    hoursPerWeek: vacancy?.hoursPerWeek ? String(vacancy.hoursPerWeek) : '',
    employmentType: vacancy?.employmentType ?? 'FULL_TIME',
    educationLevel: vacancy?.educationLevel ?? '',
    workplace: vacancy?.workplace ?? '',
    salaryMin: amountText(vacancy?.salaryMin ?? null),
    salaryMax: amountText(vacancy?.salaryMax ?? null),
    salaryPeriod: vacancy?.salaryPeriod ?? 'MONTH',
    validThrough: vacancy?.validThrough ?? '',
    howToApply: vacancy?.howToApply ?? '',
    applyUrl: vacancy?.applyUrl ?? '',
    applicationMails: vacancy?.applicationMails ?? 'each',
  };
}

const motivation = z.string({ error: 'Schrijf een korte motivatie.' }).check(
  z.trim(),
  z.minLength(1, { error: 'Schrijf een korte motivatie.' }),
  z.refine((value) => length(value) >= MOTIVATION_MIN_LENGTH, {
    error: `Schrijf minstens ${MOTIVATION_MIN_LENGTH} tekens over waarom je solliciteert.`,
  }),
  z.refine((value) => length(value) <= MOTIVATION_MAX_LENGTH, {
    error: `Je motivatie mag hoogstens ${MOTIVATION_MAX_LENGTH} tekens hebben.`,
  }),
);

export const motivationSchema = z.object({ motivation });
export const applicationFieldsSchema = z.object({
  vacancy: z.string().check(z.refine(isDocumentId, { error: 'Deze vacature bestaat niet (meer).' })),
  motivation,
  /** The checkbox "keep my CV for a year": present ("true") or not. */
  cvConsent: z.boolean(),
});
/** The poster's answer to an application (decision 033); the CMS decides which moves are allowed. */
export const applicationStatusSchema = z.object({
  status: oneOf(APPLICATION_STATUSES, 'Kies een status.'),
  message: z.optional(optionalText('het bericht', STATUS_MESSAGE_MAX_LENGTH)),
});
export const closedSchema = z.object({ closed: z.boolean({ error: 'Geef aan of de vacature dicht of open moet.' }) });

export type MotivationInput = z.input<typeof motivationSchema>;

/** The browser's apply form: the motivation plus the chosen file (a FileList), checked for size. */
export const applyFormSchema = z.object({
  motivation,
  cvConsent: z.boolean(),
  cv: z.custom<ArrayLike<{ size: number }> | undefined>().check(
    z.superRefine((files, context) => {
      const problem = cvFileProblem(files?.[0]);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  ),
});

export const CV_MESSAGES = {
  missing: 'Voeg je cv toe: een PDF- of Word-bestand (.docx) van hoogstens 5 MB.',
  tooLarge: 'Je cv is groter dan 5 MB. Maak het bestand kleiner, bijvoorbeeld door het als PDF op te slaan.',
  type: 'Je cv moet een PDF- of Word-bestand (.docx) zijn. Andere bestanden, ook hernoemde, kunnen we niet aannemen.',
} as const;

/** What is wrong with a chosen CV before it is sent (size only: the type is judged by its content, in the CMS). */
export function cvFileProblem(file: { size: number } | null | undefined): string | null {
  if (!file || file.size === 0) return CV_MESSAGES.missing;
  if (file.size > CV_MAX_BYTES) return CV_MESSAGES.tooLarge;
  return null;
}
