import { NAME_MAX_LENGTH, PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from '@vacaturesite/shared';

/**
 * Input checks for the account routes. Messages are machine-readable English on purpose: the site
 * maps them to Dutch (decision 003), the CMS never shows them to visitors itself.
 */

export const PASSWORD_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters and at most ${PASSWORD_MAX_BYTES} bytes`;

/**
 * An id in the shape of a documentId (letters and digits, at most 64), for ids that only filter or pick
 * (events, newsletter categories): a wrong one finds nothing. lib/fields.ts isDocumentId is exact.
 */
export const isIdShaped = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9]{1,64}$/.test(value);

export type Failure = { ok: false; message: string; path?: string };
export type Result<T> = { ok: true; value: T } | Failure;

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** null when the password is acceptable, otherwise the reason. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string') return 'Password is required';
  if ([...password].length < PASSWORD_MIN_LENGTH || Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) return PASSWORD_MESSAGE;
  return null;
}

/**
 * Used as users-permissions `validationRules.validatePassword`, so registration, reset and
 * change-password follow the same rule as activation. Throwing makes Strapi show our message.
 */
export function validatePasswordRule(password: unknown): boolean {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  return true;
}

export function unknownKeys(body: Record<string, unknown>, allowed: readonly string[]): string[] {
  return Object.keys(body).filter((key) => !allowed.includes(key));
}

/** Trims a name; rejects non-strings, empty values and names over 80 characters. */
export function parseName(value: unknown, field: string): Result<string> {
  if (typeof value !== 'string') return { ok: false, message: `${field} is required`, path: field };
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return { ok: false, message: `${field} is required`, path: field };
  if ([...trimmed].length > NAME_MAX_LENGTH)
    return { ok: false, message: `${field} must be at most ${NAME_MAX_LENGTH} characters`, path: field };
  return { ok: true, value: trimmed };
}

/** `PUT /api/account` body: exactly `{ firstName, lastName }`. */
export function parseAccountUpdate(body: unknown): Result<{ firstName: string; lastName: string }> {
  if (!isPlainObject(body)) return { ok: false, message: 'Body must be a JSON object with firstName and lastName' };
  const extra = unknownKeys(body, ['firstName', 'lastName']);
  if (extra.length) return { ok: false, message: `Invalid parameters: ${extra.join(', ')}`, path: extra[0] };
  const firstName = parseName(body.firstName, 'firstName');
  if (firstName.ok === false) return firstName as Failure;
  const lastName = parseName(body.lastName, 'lastName');
  if (lastName.ok === false) return lastName as Failure;
  return { ok: true, value: { firstName: (firstName as { value: string }).value, lastName: (lastName as { value: string }).value } };
}

/** `POST /api/account-activation` body: `{ token, password }`. The token is only shape-checked here. */
export function parseActivation(body: unknown): Result<{ token: string; password: string }> {
  if (!isPlainObject(body)) return { ok: false, message: 'Body must be a JSON object with token and password' };
  const extra = unknownKeys(body, ['token', 'password']);
  if (extra.length) return { ok: false, message: `Invalid parameters: ${extra.join(', ')}`, path: extra[0] };
  if (typeof body.token !== 'string' || body.token === '') return { ok: false, message: 'token is required', path: 'token' };
  const problem = passwordProblem(body.password);
  if (problem) return { ok: false, message: problem, path: 'password' };
  return { ok: true, value: { token: body.token, password: body.password as string } };
}

// Deliberately simple: the mail server is the real judge; this only keeps junk out of queries.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address as every public form sends it: trimmed, lower-cased, at most 254 characters. */
export function parseEmail(value: unknown): Result<string> {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return { ok: false, message: 'email must be a valid email address', path: 'email' };
  return { ok: true, value: email };
}

/** `POST /api/account-activation/request` body: `{ email }`, lower-cased and trimmed. */
export function parseActivationRequest(body: unknown): Result<{ email: string }> {
  if (!isPlainObject(body)) return { ok: false, message: 'Body must be a JSON object with email' };
  const extra = unknownKeys(body, ['email']);
  if (extra.length) return { ok: false, message: `Invalid parameters: ${extra.join(', ')}`, path: extra[0] };
  const email = parseEmail(body.email);
  if (email.ok === false) return email;
  return { ok: true, value: { email: email.value } };
}
