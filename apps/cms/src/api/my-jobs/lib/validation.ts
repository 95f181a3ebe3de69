import { isPlainObject, type Failure, type Result } from '../../../lib/validation';
import { empty, fail, isDocumentId, oneOf, text, unknownKeysFailure } from '../../../lib/fields';
import { APPLICATION_STATUSES, type ApplicationStatus, MOTIVATION_MAX_LENGTH, STATUS_MESSAGE_MAX_LENGTH } from '@vacaturesite/shared';

/**
 * Input checks for the my-jobs routes. The CMS is the authority: the site checks the same rules with
 * Dutch messages first, but a visitor can send anything. Messages are machine-readable English with
 * the field in `path`, like the account routes (decision 003); the site maps them to Dutch. A vacancy's
 * own fields are the lifecycle's (lib/vacancy-lifecycle/input.ts): one rule for every door.
 */

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
