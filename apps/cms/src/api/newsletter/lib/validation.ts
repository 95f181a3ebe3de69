import { parseEmail, type Failure, type Result, isIdShaped as isDocumentId, isPlainObject, unknownKeys } from '../../../lib/validation';

/**
 * Input checks for the newsletter routes (decision 008). Messages are machine-readable English; the
 * site shows its own Dutch text per `path`, like the account routes.
 */

/**
 * What a subscriber wants besides the editors' text. No categories and both flags false = everything.
 * A type rather than an interface, so that it counts as a JSON value for the subscriber's JSON fields.
 */
export type Interests = {
  /** documentIds of vacancy categories (vakgebieden); empty = vacancies of every category. */
  categories: string[];
  events: boolean;
  news: boolean;
};

export const MAX_CATEGORIES = 50;
export const NO_INTERESTS: Interests = { categories: [], events: false, news: false };

export function parseInterests(value: unknown): Result<Interests> {
  if (value === undefined || value === null) return { ok: true, value: { ...NO_INTERESTS } };
  if (!isPlainObject(value)) return { ok: false, message: 'interests must be an object', path: 'interests' };
  if (unknownKeys(value, ['categories', 'events', 'news']).length)
    return { ok: false, message: 'interests has unknown keys', path: 'interests' };
  const categories = value.categories ?? [];
  if (!Array.isArray(categories) || categories.length > MAX_CATEGORIES || !categories.every(isDocumentId)) {
    return { ok: false, message: 'interests.categories must be a list of documentIds', path: 'interests' };
  }
  for (const flag of ['events', 'news'] as const) {
    if (value[flag] !== undefined && typeof value[flag] !== 'boolean')
      return { ok: false, message: `interests.${flag} must be a boolean`, path: 'interests' };
  }
  return {
    ok: true,
    value: { categories: [...new Set(categories as string[])], events: value.events === true, news: value.news === true },
  };
}

/** Stored interests (JSON column, possibly edited by hand in the admin) read leniently. */
export function storedInterests(value: unknown): Interests {
  const parsed = parseInterests(value);
  return parsed.ok ? parsed.value : { ...NO_INTERESTS };
}

/** `POST /api/newsletter/subscribe` `{ email, interests? }`. */
export function parseSubscribeRequest(body: unknown): Result<{ email: string; interests: Interests }> {
  if (!isPlainObject(body)) return { ok: false, message: 'Body must be a JSON object with email' };
  if (unknownKeys(body, ['email', 'interests']).length) return { ok: false, message: 'Unknown fields in body' };
  const email = parseEmail(body.email);
  if (email.ok === false) return email as Failure;
  const interests = parseInterests(body.interests);
  if (interests.ok === false) return interests as Failure;
  return { ok: true, value: { email: email.value, interests: interests.value } };
}

/** `PUT /api/newsletter/me` `{ subscribed, interests? }`. */
export function parseOwnSubscriptionRequest(body: unknown): Result<{ subscribed: boolean; interests: Interests }> {
  if (!isPlainObject(body) || typeof body.subscribed !== 'boolean')
    return { ok: false, message: 'subscribed must be a boolean', path: 'subscribed' };
  if (unknownKeys(body, ['subscribed', 'interests']).length) return { ok: false, message: 'Unknown fields in body' };
  const interests = parseInterests(body.interests);
  if (interests.ok === false) return interests as Failure;
  return { ok: true, value: { subscribed: body.subscribed, interests: interests.value } };
}
