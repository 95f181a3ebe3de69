import { randomBytes } from 'node:crypto';
import { hashToken } from '../../../lib/tokens';

/**
 * API keys for applicant tracking systems (decision 057): `vs_live_<prefix>_<secret>`. The prefix (10
 * lowercase letters and digits) is public: it is shown in the key list and finds the row; the secret is
 * 32 random bytes in base64url. Only the SHA-256 of the whole key is stored, so a database leak gives
 * no usable key; the key is shown once, in the answer that creates it.
 */
export const API_KEY_UID = 'api::ats.api-key';
export const KEY_PATTERN = /^vs_live_([a-z0-9]{10})_([A-Za-z0-9_-]{43})$/;
const PREFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export type IssuedKey = { key: string; prefix: string; hash: string };

export function issueKey(): IssuedKey {
  const bytes = randomBytes(10);
  const prefix = [...bytes].map((byte) => PREFIX_ALPHABET[byte % PREFIX_ALPHABET.length]).join('');
  const key = `vs_live_${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashToken(key) };
}

/** The prefix of a well-formed key, or null: anything else is refused before the database is asked. */
export function keyPrefix(key: unknown): string | null {
  if (typeof key !== 'string') return null;
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** `Authorization: Bearer <key>` → the key, or null. */
export function bearerKey(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** How the key list shows a key: never its secret, only the prefix. */
export const maskedKey = (prefix: string) => `vs_live_${prefix}_…`;
