import { isPlainObject, type Failure, type Result } from '../../account/lib/validation';
import { isDocumentId } from '../../my-jobs/lib/validation';

/**
 * What a visitor sends to save a search as an alert (decision 009). The site checks the same rules
 * with Dutch messages; these answers are machine-readable English with the field in `path`.
 */

export const FREQUENCIES = ['instant', 'daily'] as const;
export const QUERY_MAX_LENGTH = 100;
export const HOURS_MIN = 1;
export const HOURS_MAX = 60;
/** Per visitor: enough for every realistic set of searches, few enough that one publish stays cheap. */
export const MAX_ALERTS_PER_VISITOR = 20;

export type AlertInput = {
  query: string | null;
  category: string | null;
  place: string | null;
  hoursMin: number | null;
  hoursMax: number | null;
  byEmail: boolean;
  byPush: boolean;
  frequency: (typeof FREQUENCIES)[number];
};

const fail = (path: string, message: string): Failure => ({ ok: false, path, message: `${path} ${message}` });
const empty = (value: unknown) => value === undefined || value === null || value === '';

function hours(value: unknown, path: string): Result<number | null> {
  if (empty(value)) return { ok: true, value: null };
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < HOURS_MIN || number > HOURS_MAX) return fail(path, `must be a whole number from ${HOURS_MIN} to ${HOURS_MAX}`);
  return { ok: true, value: number };
}

function documentId(value: unknown, path: string): Result<string | null> {
  if (empty(value)) return { ok: true, value: null };
  return isDocumentId(value) ? { ok: true, value } : fail(path, 'must be a documentId');
}

export function validateAlertInput(body: unknown): Result<AlertInput> {
  if (!isPlainObject(body)) return fail('data', 'must be an object');
  const query = body.query;
  if (!empty(query) && typeof query !== 'string') return fail('query', 'must be a string');
  const text = typeof query === 'string' ? query.trim().replace(/\s+/g, ' ') : '';
  if (text.length > QUERY_MAX_LENGTH) return fail('query', `must be at most ${QUERY_MAX_LENGTH} characters`);
  const category = documentId(body.category, 'category');
  if (category.ok === false) return category;
  const place = documentId(body.place, 'place');
  if (place.ok === false) return place;
  const hoursMin = hours(body.hoursMin, 'hoursMin');
  if (hoursMin.ok === false) return hoursMin;
  const hoursMax = hours(body.hoursMax, 'hoursMax');
  if (hoursMax.ok === false) return hoursMax;
  if (hoursMin.value != null && hoursMax.value != null && hoursMax.value < hoursMin.value) return fail('hoursMax', 'must not be below hoursMin');
  if (typeof body.byEmail !== 'boolean') return fail('byEmail', 'must be a boolean');
  if (typeof body.byPush !== 'boolean') return fail('byPush', 'must be a boolean');
  if (!body.byEmail && !body.byPush) return fail('byEmail', 'choose e-mail, push or both');
  if (!FREQUENCIES.includes(body.frequency as AlertInput['frequency'])) return fail('frequency', `must be one of ${FREQUENCIES.join(', ')}`);
  return {
    ok: true,
    value: {
      query: text || null,
      category: category.value,
      place: place.value,
      hoursMin: hoursMin.value,
      hoursMax: hoursMax.value,
      byEmail: body.byEmail,
      byPush: body.byPush,
      frequency: body.frequency as AlertInput['frequency'],
    },
  };
}
