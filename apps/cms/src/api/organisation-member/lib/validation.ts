import {
  ORGANISATION_DESCRIPTION_MAX_LENGTH,
  ORGANISATION_NAME_MAX_LENGTH,
  ORGANISATION_NOTE_MAX_LENGTH,
  ORGANISATION_NOTE_MIN_LENGTH,
  normaliseInviteEmail,
  organisationNameProblem,
} from '@vacaturesite/shared';
import { EMAIL_PATTERN, isPlainObject, type Result, unknownKeys } from '../../../lib/validation';
import { isDocumentId, text } from '../../../lib/fields';

/**
 * Input checks of the organisation routes (decision 056). Machine-readable English with the field in
 * `path`, like the my-jobs routes; the site checks the same rules in Dutch first.
 */
export type ClaimInput = { name: string; website: string | null; place: string | null; description: string };

const WEBSITE = /^https?:\/\/[^\s]+$/;

function dataOf(body: unknown, allowed: readonly string[]): Result<Record<string, unknown>> {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!isPlainObject(data)) return { ok: false, message: 'Body must be { data: { … } }' };
  const extra = unknownKeys(data, allowed);
  if (extra.length) return { ok: false, message: `Invalid parameters: ${extra.join(', ')}`, path: extra[0] };
  return { ok: true, value: data };
}

export function parseClaimInput(body: unknown): Result<ClaimInput> {
  const data = dataOf(body, ['name', 'website', 'place', 'description']);
  if (data.ok === false) return data;
  const { value } = data;
  const name = text({ max: ORGANISATION_NAME_MAX_LENGTH, min: 2, required: true })(value.name, 'name');
  if (name.ok === false) return name;
  const nameProblem = organisationNameProblem(name.value as string);
  if (nameProblem)
    return {
      ok: false,
      path: 'name',
      message: `name must be a name: letters, digits, spaces and & ' . , ( ) - + / ! only, no web or e-mail address (${nameProblem})`,
    };
  const description = text({ max: ORGANISATION_DESCRIPTION_MAX_LENGTH, min: 20, required: true, multiline: true })(
    value.description,
    'description',
  );
  if (description.ok === false) return description;
  const website = text({ max: 300 })(value.website, 'website');
  if (website.ok === false) return website;
  if (website.value && !WEBSITE.test(website.value))
    return { ok: false, path: 'website', message: 'website must start with http:// or https://' };
  const place = value.place === undefined || value.place === null || value.place === '' ? null : value.place;
  if (place !== null && !isDocumentId(place)) return { ok: false, path: 'place', message: 'place must be a documentId' };
  return {
    ok: true,
    value: { name: name.value as string, description: description.value as string, website: website.value, place: place as string | null },
  };
}

export function parseInviteInput(body: unknown): Result<{ email: string }> {
  const data = dataOf(body, ['email']);
  if (data.ok === false) return data;
  const email = typeof data.value.email === 'string' ? normaliseInviteEmail(data.value.email) : '';
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return { ok: false, path: 'email', message: 'email must be a valid email address' };
  return { ok: true, value: { email } };
}

export function parseMemberInput(body: unknown): Result<{ member: string }> {
  const data = dataOf(body, ['member']);
  if (data.ok === false) return data;
  return isDocumentId(data.value.member)
    ? { ok: true, value: { member: data.value.member } }
    : { ok: false, path: 'member', message: 'member must be a documentId' };
}

/** An editor's reason (refusing a claim, turning a vacancy down): required, at most ORGANISATION_NOTE_MAX_LENGTH. */
export function parseReason(body: unknown): Result<{ reason: string }> {
  const reason = text({ max: ORGANISATION_NOTE_MAX_LENGTH, min: ORGANISATION_NOTE_MIN_LENGTH, required: true, multiline: true })(
    isPlainObject(body) ? (isPlainObject(body.data) ? body.data.reason : body.reason) : undefined,
    'reason',
  );
  return reason.ok === false ? reason : { ok: true, value: { reason: reason.value as string } };
}
