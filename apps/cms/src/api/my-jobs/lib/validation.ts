import type { Failure, Result } from '../../../lib/validation';
import {
  APPLICATION_MAIL_MODES,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  isApplyAddress,
  LINK_MAX_LENGTH,
  MOTIVATION_MAX_LENGTH,
  SALARY_PERIODS,
  STATUS_MESSAGE_MAX_LENGTH,
  todayInNetherlands,
  type VacancyInput,
  WORKPLACES,
  VALID_THROUGH_MAX_DAYS,
} from '@vacaturesite/shared';

/**
 * Input checks for the my-jobs routes. The CMS is the authority: the site checks the same rules with
 * Dutch messages first, but a visitor can send anything. Messages are machine-readable English with
 * the field in `path`, like the account routes (decision 003); the site maps them to Dutch.
 *
 * Strapi validates drafts only loosely (required fields may be empty in a draft), and visitors'
 * vacancies are drafts until an editor approves them, so every rule is checked here.
 */

export const DESCRIPTION_MAX_LENGTH = 10_000;

type Field<T> = (value: unknown, path: string) => Result<T>;
const fail = (path: string, message: string): Failure => ({ ok: false, path, message: `${path} ${message}` });
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const empty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Trimmed text; `required` refuses empty values, `multiline` keeps line breaks (only \r\n → \n). */
export function text(options: { max: number; min?: number; required?: boolean; multiline?: boolean }): Field<string | null> {
  return (value, path) => {
    if (empty(value)) return options.required ? fail(path, 'is required') : { ok: true, value: null };
    if (typeof value !== 'string') return fail(path, 'must be a string');
    const trimmed = options.multiline ? value.replace(/\r\n?/g, '\n').trim() : value.trim().replace(/\s+/g, ' ');
    const length = [...trimmed].length;
    if (options.min && length < options.min) return fail(path, `must be at least ${options.min} characters`);
    if (length > options.max) return fail(path, `must be at most ${options.max} characters`);
    return { ok: true, value: trimmed };
  };
}

function oneOf<T extends string>(allowed: readonly T[], required: boolean): Field<T | null> {
  return (value, path) => {
    if (empty(value)) return required ? fail(path, 'is required') : { ok: true, value: null };
    return allowed.includes(value as T) ? { ok: true, value: value as T } : fail(path, `must be one of ${allowed.join(', ')}`);
  };
}

function wholeNumber(min: number, max: number): Field<number | null> {
  return (value, path) => {
    if (empty(value)) return { ok: true, value: null };
    const number = typeof value === 'string' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max)
      return fail(path, `must be a whole number from ${min} to ${max}`);
    return { ok: true, value: number };
  };
}

function amount(value: unknown, path: string): Result<number | null> {
  if (empty(value)) return { ok: true, value: null };
  const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > 10_000_000)
    return fail(path, 'must be an amount of at least 0');
  return { ok: true, value: Math.round(number * 100) / 100 };
}

/** Strapi 5 documentIds: lowercase letters and digits. */
export const isDocumentId = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9]{20,32}$/.test(value);

function documentId(value: unknown, path: string): Result<string | null> {
  if (empty(value)) return { ok: true, value: null };
  return isDocumentId(value) ? { ok: true, value } : fail(path, 'must be a documentId');
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date as yyyy-mm-dd, or null. */
export function parseIsoDate(value: string): Date | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? date : null;
}

export function addDays(isoDate: string, days: number): string {
  const date = parseIsoDate(isoDate)!;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
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

function unknownKeysFailure(body: Record<string, unknown>, allowed: readonly string[]): Failure | null {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  return extra.length ? { ok: false, message: `Invalid parameters: ${extra.join(', ')}`, path: extra[0] } : null;
}

/** `POST/PUT /api/my-jobs/vacancies` body `{ data: {…} }`: every editable field of a vacancy. */
export function parseVacancyInput(body: unknown, today = todayInNetherlands()): Result<VacancyInput> {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!isPlainObject(data)) return { ok: false, message: 'Body must be a JSON object with data' };
  const fields = vacancyFields(today);
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

/** `PUT /api/my-jobs/vacancies/:id/closed` body `{ data: { closed: boolean } }`. */
export function parseClosedInput(body: unknown): Result<{ closed: boolean }> {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!isPlainObject(data) || typeof data.closed !== 'boolean')
    return { ok: false, message: 'data.closed must be true or false', path: 'closed' };
  const extra = unknownKeysFailure(data, ['closed']);
  return extra ?? { ok: true, value: { closed: data.closed } };
}

const motivation = text({ min: 20, max: MOTIVATION_MAX_LENGTH, required: true, multiline: true });

/** The text fields of `POST /api/my-jobs/applications` (multipart): `vacancy`, `motivation`, and the optional `cvConsent` ("true"). */
export function parseApplicationFields(fields: unknown): Result<{ vacancy: string; motivation: string; cvConsent: boolean }> {
  if (!isPlainObject(fields)) return { ok: false, message: 'Body must be multipart form data with vacancy, motivation and cv' };
  const extra = unknownKeysFailure(fields, ['vacancy', 'motivation', 'cvConsent']);
  if (extra) return extra;
  if (!isDocumentId(fields.vacancy)) return fail('vacancy', 'must be a documentId');
  const parsed = motivation(fields.motivation, 'motivation');
  if (parsed.ok === false) return parsed as Failure;
  if (!empty(fields.cvConsent) && fields.cvConsent !== 'true' && fields.cvConsent !== 'false')
    return fail('cvConsent', 'must be true or false');
  return {
    ok: true,
    value: { vacancy: fields.vacancy, motivation: (parsed as { value: string }).value, cvConsent: fields.cvConsent === 'true' },
  };
}

/** `PUT /api/my-jobs/applications/:id` body `{ data: { motivation } }`. */
export function parseApplicationUpdate(body: unknown): Result<{ motivation: string }> {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!isPlainObject(data)) return { ok: false, message: 'Body must be a JSON object with data' };
  const extra = unknownKeysFailure(data, ['motivation']);
  if (extra) return extra;
  const parsed = motivation(data.motivation, 'motivation');
  if (parsed.ok === false) return parsed as Failure;
  return { ok: true, value: { motivation: (parsed as { value: string }).value } };
}

const statusMessage = text({ max: STATUS_MESSAGE_MAX_LENGTH, multiline: true });
const status = oneOf(APPLICATION_STATUSES, true);

/** `PUT /api/my-jobs/applications/:id/status` body `{ data: { status, message? } }`: the poster's answer. */
export function parseApplicationStatus(body: unknown): Result<{ status: ApplicationStatus; message: string | null }> {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!isPlainObject(data)) return { ok: false, message: 'Body must be a JSON object with data' };
  const extra = unknownKeysFailure(data, ['status', 'message']);
  if (extra) return extra;
  const parsedStatus = status(data.status, 'status');
  if (parsedStatus.ok === false) return parsedStatus as Failure;
  const parsedMessage = statusMessage(data.message, 'message');
  if (parsedMessage.ok === false) return parsedMessage as Failure;
  return {
    ok: true,
    value: { status: (parsedStatus as { value: ApplicationStatus }).value, message: (parsedMessage as { value: string | null }).value },
  };
}
