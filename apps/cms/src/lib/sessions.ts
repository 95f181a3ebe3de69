import { randomUUID } from 'node:crypto';

/**
 * Revocable visitor sessions on top of Strapi's stateless jwts (issue 15, decision 003).
 *
 * Every jwt we issue carries a random session id (`sid`) and its issue time in milliseconds
 * (`iatMs`). The user row holds two private fields that verification compares against:
 * - `sessionsValidFrom` (ms): tokens issued before it are dead. Set on password change or reset and
 *   on "sign out everywhere".
 * - `revokedSessions`: the ids of single sessions signed out before their jwt expired, each kept
 *   only until that expiry. Past MAX_REVOKED entries the oldest sessions are all cut off at once
 *   (sessionsValidFrom moves forward) instead of the list growing.
 */

export type SessionClaims = { id?: unknown; sid?: unknown; iatMs?: unknown; iat?: unknown; exp?: unknown };
export type RevokedSession = { sid: string; exp: number };
export type SessionState = { sessionsValidFrom?: unknown; revokedSessions?: unknown };

export const MAX_REVOKED = 50;

/** The claims added to every jwt at issue; `now` is the clock the revocations use too. */
export const newSessionClaims = (now = Date.now()) => ({ sid: randomUUID(), iatMs: now });

/** When the token was issued, in ms: our own claim, else jwt's seconds (tokens from before sessions existed). */
function issuedAtMs(claims: SessionClaims): number {
  if (typeof claims.iatMs === 'number') return claims.iatMs;
  if (typeof claims.iat === 'number') return claims.iat * 1000;
  return 0;
}

export function revokedList(value: unknown): RevokedSession[] {
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is RevokedSession => typeof entry?.sid === 'string' && typeof entry?.exp === 'number');
}

/** Does a verified jwt still stand for a live session of this user? */
export function isSessionLive(claims: SessionClaims, state: SessionState): boolean {
  const validFrom = Number(state.sessionsValidFrom ?? 0) || 0;
  if (issuedAtMs(claims) < validFrom) return false;
  return !(typeof claims.sid === 'string' && revokedList(state.revokedSessions).some((entry) => entry.sid === claims.sid));
}

/** The user fields that sign out one session: its id listed until its jwt would expire anyway. */
export function revokeOne(
  claims: SessionClaims,
  state: SessionState,
  now = Date.now(),
): { revokedSessions: RevokedSession[]; sessionsValidFrom?: number } {
  const nowSeconds = Math.floor(now / 1000);
  const live = revokedList(state.revokedSessions).filter((entry) => entry.exp > nowSeconds);
  // A token without its own id (issued before sessions existed) can only be cut off with everything before it.
  if (typeof claims.sid !== 'string') return { revokedSessions: live, sessionsValidFrom: issuedAtMs(claims) + 1 };
  const exp = typeof claims.exp === 'number' ? claims.exp : nowSeconds + 30 * 24 * 3600;
  const next = [...live, { sid: claims.sid, exp }];
  if (next.length <= MAX_REVOKED) return { revokedSessions: next };
  // Too many single sign-outs: drop the list and end every session issued up to this one.
  return { revokedSessions: [], sessionsValidFrom: Math.max(Number(state.sessionsValidFrom ?? 0) || 0, issuedAtMs(claims) + 1) };
}

/** The user fields that end every session issued until now. */
export const revokeAll = (now = Date.now()) => ({ sessionsValidFrom: now, revokedSessions: [] as RevokedSession[] });
