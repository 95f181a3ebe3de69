/**
 * The `session` cookie (spec §3, §9): an encoded `{ id, iat, exp }` with times in ms, expiring one year
 * after it was made. The id is random (not a counter), so it says nothing about how many visitors came
 * before. Created on the first visit and then kept until it expires.
 */
export const SESSION_COOKIE = 'session';
export const SESSION_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export type AnalyticsSession = { id: string; iat: number; exp: number };

const ID = /^[A-Za-z0-9_-]{8,64}$/;

export function encodeSession(session: AnalyticsSession): string {
  return encodeURIComponent(JSON.stringify(session));
}

export function decodeSession(value: string | null | undefined, now = Date.now()): AnalyticsSession | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as Partial<AnalyticsSession>;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, iat, exp } = parsed;
    if (typeof id !== 'string' || !ID.test(id) || !Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) return null;
    if ((exp as number) <= now || (iat as number) > now + 5 * 60 * 1000) return null;
    return { id, iat: iat as number, exp: exp as number };
  } catch {
    return null;
  }
}

/** 16 random bytes as base64url (22 characters). */
export function randomId(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function newSession(now = Date.now(), id = randomId()): AnalyticsSession {
  return { id, iat: now, exp: now + SESSION_LIFETIME_MS };
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index !== -1 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** The Set-Cookie / document.cookie string: expires with the session itself, Lax, Secure on https. */
export function sessionCookieString(session: AnalyticsSession, secure: boolean): string {
  return `${SESSION_COOKIE}=${encodeSession(session)}; Path=/; Expires=${new Date(session.exp).toUTCString()}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The current session from `document.cookie`, creating it when missing or expired. `created` tells which. */
export function ensureSession(doc: { cookie: string }, secure: boolean, now = Date.now()): { session: AnalyticsSession; created: boolean } {
  const existing = decodeSession(readCookie(doc.cookie, SESSION_COOKIE), now);
  if (existing) return { session: existing, created: false };
  const session = newSession(now);
  doc.cookie = sessionCookieString(session, secure);
  return { session, created: true };
}
