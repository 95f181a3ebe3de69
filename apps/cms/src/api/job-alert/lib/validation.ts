import { isPlainObject, type Failure, type Result } from '../../../lib/validation';
import { isDocumentId } from '../../../lib/fields';
import {
  ALERT_FREQUENCIES,
  ALERT_HOURS_MAX,
  ALERT_HOURS_MIN,
  ALERT_QUERY_MAX_LENGTH,
  SALARY_BANDS,
  SEARCH_RADII,
  WORKPLACES,
  type JobAlertInput,
} from '@vacaturesite/shared';

/**
 * What a visitor sends to save a search as an alert (decision 009). The limits are shared with the
 * site (`@vacaturesite/shared/job-alerts`), which checks them with Dutch messages; these answers are
 * machine-readable English with the field in `path`.
 */

const fail = (path: string, message: string): Failure => ({ ok: false, path, message: `${path} ${message}` });
const empty = (value: unknown) => value === undefined || value === null || value === '';

function hours(value: unknown, path: string): Result<number | null> {
  if (empty(value)) return { ok: true, value: null };
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < ALERT_HOURS_MIN || number > ALERT_HOURS_MAX)
    return fail(path, `must be a whole number from ${ALERT_HOURS_MIN} to ${ALERT_HOURS_MAX}`);
  return { ok: true, value: number };
}

/** One of a closed list (the search's own), or null when not given. */
function oneOf<T extends string>(list: readonly T[], value: unknown, path: string): Result<T | null> {
  if (empty(value)) return { ok: true, value: null };
  return list.includes(value as T) ? { ok: true, value: value as T } : fail(path, `must be one of ${list.join(', ')}`);
}

function documentId(value: unknown, path: string): Result<string | null> {
  if (empty(value)) return { ok: true, value: null };
  return isDocumentId(value) ? { ok: true, value } : fail(path, 'must be a documentId');
}

export function validateAlertInput(body: unknown): Result<JobAlertInput> {
  if (!isPlainObject(body)) return fail('data', 'must be an object');
  const query = body.query;
  if (!empty(query) && typeof query !== 'string') return fail('query', 'must be a string');
  const text = typeof query === 'string' ? query.trim().replace(/\s+/g, ' ') : '';
  if (text.length > ALERT_QUERY_MAX_LENGTH) return fail('query', `must be at most ${ALERT_QUERY_MAX_LENGTH} characters`);
  const category = documentId(body.category, 'category');
  if (category.ok === false) return category;
  const place = documentId(body.place, 'place');
  if (place.ok === false) return place;
  const radius = oneOf(SEARCH_RADII, typeof body.radius === 'number' ? String(body.radius) : body.radius, 'radius');
  if (radius.ok === false) return radius;
  if (radius.value && !place.value) return fail('radius', 'needs a place');
  const hoursMin = hours(body.hoursMin, 'hoursMin');
  if (hoursMin.ok === false) return hoursMin;
  const hoursMax = hours(body.hoursMax, 'hoursMax');
  if (hoursMax.ok === false) return hoursMax;
  if (hoursMin.value != null && hoursMax.value != null && hoursMax.value < hoursMin.value)
    return fail('hoursMax', 'must not be below hoursMin');
  const workplace = oneOf(WORKPLACES, body.workplace, 'workplace');
  if (workplace.ok === false) return workplace;
  const salary = oneOf(SALARY_BANDS, body.salary, 'salary');
  if (salary.ok === false) return salary;
  if (typeof body.byEmail !== 'boolean') return fail('byEmail', 'must be a boolean');
  if (typeof body.byPush !== 'boolean') return fail('byPush', 'must be a boolean');
  if (!body.byEmail && !body.byPush) return fail('byEmail', 'choose e-mail, push or both');
  if (!ALERT_FREQUENCIES.includes(body.frequency as JobAlertInput['frequency']))
    return fail('frequency', `must be one of ${ALERT_FREQUENCIES.join(', ')}`);
  return {
    ok: true,
    value: {
      query: text || null,
      category: category.value,
      place: place.value,
      radius: radius.value,
      hoursMin: hoursMin.value,
      hoursMax: hoursMax.value,
      workplace: workplace.value,
      salary: salary.value,
      byEmail: body.byEmail,
      byPush: body.byPush,
      frequency: body.frequency as JobAlertInput['frequency'],
    },
  };
}
