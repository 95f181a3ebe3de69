import type { Failure, Result } from '../validation';
import { isPlainObject } from '../validation';
import { documentId, empty, fail, type Field, oneOf, parseIsoDate, text, unknownKeysFailure } from '../fields';
import {
  addDays,
  APPLICATION_MAIL_MODES,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  isApplyAddress,
  LINK_MAX_LENGTH,
  parseDutchNumber,
  SALARY_PERIODS,
  todayInNetherlands,
  type VacancyInput,
  VALID_THROUGH_MAX_DAYS,
  WORKPLACES,
} from '@vacaturesite/shared';

/**
 * A vacancy's fields as every door sends them (the form on /jobs/mijn, the ATS API, decision 057):
 * checked here once, the CMS being the authority. Strapi checks drafts only loosely (required fields may
 * be empty in a draft), and visitors' vacancies are drafts until they are approved, so every rule is here.
 * Numbers given as text are read as Dutch people write them (@vacaturesite/shared numbers: "3.200" is
 * 3200, "15,50" is 15.5, "3,200" is refused as ambiguous), the same rule the site's form applies.
 */

export const DESCRIPTION_MAX_LENGTH = 10_000;
const SALARY_MAX = 10_000_000;

/** A JSON number, or text in the Dutch way. */
function dutchNumber(value: unknown, path: string, decimals: number): Result<number> {
  if (typeof value === 'number') return Number.isFinite(value) ? { ok: true, value } : fail(path, 'must be a number');
  if (typeof value !== 'string') return fail(path, 'must be a number');
  const parsed = parseDutchNumber(value, { decimals });
  if (parsed.ok === true) return { ok: true, value: parsed.value };
  return fail(
    path,
    parsed.reason === 'ambiguous' ? 'is ambiguous: write thousands with a point and cents with a comma' : 'must be a number',
  );
}

function wholeNumber(min: number, max: number): Field<number | null> {
  return (value, path) => {
    if (empty(value)) return { ok: true, value: null };
    const parsed = dutchNumber(value, path, 0);
    if (parsed.ok === false || !Number.isInteger(parsed.value) || parsed.value < min || parsed.value > max)
      return fail(path, `must be a whole number from ${min} to ${max}`);
    return parsed;
  };
}

function amount(value: unknown, path: string): Result<number | null> {
  if (empty(value)) return { ok: true, value: null };
  const parsed = dutchNumber(value, path, 2);
  if (parsed.ok === false) return parsed;
  if (parsed.value < 0 || parsed.value > SALARY_MAX) return fail(path, 'must be an amount of at least 0');
  return { ok: true, value: Math.round(parsed.value * 100) / 100 };
}

function validThrough(today: string): Field<string | null> {
  return (value, path) => {
    if (empty(value)) return { ok: true, value: null };
    if (typeof value !== 'string' || !parseIsoDate(value)) return fail(path, 'must be a date (yyyy-mm-dd)');
    if (value < today) return fail(path, 'must not be in the past');
    if (value > addDays(today, VALID_THROUGH_MAX_DAYS)) return fail(path, `must be within ${VALID_THROUGH_MAX_DAYS} days`);
    return { ok: true, value };
  };
}

function applyUrl(value: unknown, path: string): Result<string | null> {
  const parsed = text({ max: LINK_MAX_LENGTH })(value, path);
  if (parsed.ok === false || parsed.value === null) return parsed;
  return isApplyAddress(parsed.value) ? parsed : fail(path, 'must be an http(s) address with a host or a mailto: address');
}

function vacancyFields(today: string): { [K in keyof VacancyInput]: Field<VacancyInput[K] | null> } {
  return {
    title: text({ min: 3, max: 160, required: true }),
    summary: text({ min: 10, max: 500, required: true, multiline: true }),
    description: text({ max: DESCRIPTION_MAX_LENGTH, multiline: true }),
    employerName: text({ min: 2, max: 120, required: true }),
    category: documentId,
    place: documentId,
    hoursPerWeek: wholeNumber(1, 60),
    employmentType: oneOf(EMPLOYMENT_TYPES, true),
    educationLevel: oneOf(EDUCATION_LEVELS, false),
    workplace: oneOf(WORKPLACES, false),
    salaryMin: amount,
    salaryMax: amount,
    salaryPeriod: oneOf(SALARY_PERIODS, false),
    validThrough: validThrough(today),
    howToApply: text({ max: 2000, multiline: true }),
    applyUrl,
    applicationMails: oneOf(APPLICATION_MAIL_MODES, false),
  };
}

/** The fields a vacancy body may carry. */
export const VACANCY_INPUT_FIELDS = Object.keys(vacancyFields('2000-01-01')) as Array<keyof VacancyInput>;

/**
 * `{ data: {…} }` with every editable field of a vacancy. `employerName` may be left out where the
 * vacancy belongs to an organisation (its name is the organisation's, lifecycle.ts): `employerOptional`.
 */
export function parseVacancyInput(
  body: unknown,
  today = todayInNetherlands(),
  { employerOptional = false }: { employerOptional?: boolean } = {},
): Result<VacancyInput> {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!isPlainObject(data)) return { ok: false, message: 'Body must be a JSON object with data' };
  const fields = vacancyFields(today);
  if (employerOptional) fields.employerName = text({ min: 2, max: 120 }) as (typeof fields)['employerName'];
  const extra = unknownKeysFailure(data, Object.keys(fields));
  if (extra) return extra;
  const value: Record<string, unknown> = {};
  for (const [name, parse] of Object.entries(fields)) {
    const parsed = parse(data[name], name);
    if (parsed.ok === false) return parsed as Failure;
    value[name] = (parsed as { value: unknown }).value;
  }
  const input = value as VacancyInput;
  input.description ??= '';
  input.salaryPeriod ??= 'MONTH';
  input.applicationMails ??= 'each';
  if (input.salaryMin !== null && input.salaryMax !== null && input.salaryMax < input.salaryMin) {
    return fail('salaryMax', 'must not be lower than salaryMin');
  }
  return { ok: true, value: input };
}
