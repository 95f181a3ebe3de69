import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * One-time tokens that are mailed or put in a URL (account activation, the social sign-in hand-off).
 * Only the SHA-256 hash and an expiry are stored, so a database leak does not leak usable links.
 */

/** Account activation links are valid for 72 hours (decision 003). */
export const ACTIVATION_TOKEN_TTL_MS = 72 * 60 * 60 * 1000;

/** The code that carries a finished social sign-in from Strapi to the site lives two minutes. */
export const PROVIDER_LOGIN_CODE_TTL_MS = 2 * 60 * 1000;

/** 32 random bytes in base64url are always 43 characters from this alphabet. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedToken {
  /** Goes into the mail or URL, never into the database. */
  token: string;
  /** Goes into the database. */
  hash: string;
  expiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * An outbox key for a mail that carries `token` (decision 046): one key per token, so a new link is a new
 * mail, made from the first 16 hex digits of the token's hash, never the token (the key is stored and
 * becomes the Message-ID).
 */
export const tokenMailKey = (event: string, token: string): string => `${event}:${hashToken(token).slice(0, 16)}`;

export function issueToken(ttlMs: number, now: Date = new Date()): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) };
}

/** Cheap shape check before touching the database; anything else cannot be one of our tokens. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** Missing or unparsable expiry counts as expired: a token without an end date is not honoured. */
export function isExpired(expiresAt: Date | string | null | undefined, now: Date = new Date()): boolean {
  if (expiresAt === null || expiresAt === undefined || expiresAt === '') return true;
  const time = new Date(expiresAt).getTime();
  return Number.isNaN(time) || time <= now.getTime();
}

/** Constant-time comparison of two hex hashes (both come from hashToken). */
export function sameHash(a: string | null | undefined, b: string | null | undefined): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
