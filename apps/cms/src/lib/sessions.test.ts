import { describe, expect, it } from 'vitest';
import { isSessionLive, MAX_REVOKED, newSessionClaims, revokeAll, revokeOne } from './sessions';

const NOW = Date.UTC(2030, 0, 1);
const token = (issuedAt: number) => ({ id: 7, ...newSessionClaims(issuedAt), exp: Math.floor(issuedAt / 1000) + 3600 });

describe('sessions', () => {
  it('ends every session issued before a password change or "sign out everywhere", not the one issued after', () => {
    const before = token(NOW - 1);
    const state = revokeAll(NOW);
    expect(isSessionLive(before, state)).toBe(false);
    expect(isSessionLive(token(NOW), state)).toBe(true);
    expect(isSessionLive(token(NOW + 5), state)).toBe(true);
  });

  it('signs out one session and leaves the others alive', () => {
    const [laptop, phone] = [token(NOW), token(NOW)];
    const state = revokeOne(laptop, {}, NOW + 10);
    expect(isSessionLive(laptop, state)).toBe(false);
    expect(isSessionLive(phone, state)).toBe(true);
  });

  it('forgets signed-out sessions once their jwt has expired anyway', () => {
    const old = token(NOW);
    const later = NOW + 2 * 3600 * 1000;
    const state = revokeOne(token(later), revokeOne(old, {}, NOW), later);
    expect(state.revokedSessions.map((entry) => entry.sid)).not.toContain(old.sid);
  });

  it('cuts off everything up to the newest sign-out instead of growing past the cap', () => {
    let state: ReturnType<typeof revokeOne> = { revokedSessions: [] };
    const tokens = Array.from({ length: MAX_REVOKED + 1 }, (_, i) => token(NOW + i));
    for (const claims of tokens) state = revokeOne(claims, state, NOW + 100);
    expect(state.revokedSessions).toHaveLength(0);
    expect(tokens.every((claims) => !isSessionLive(claims, state))).toBe(true);
    expect(isSessionLive(token(NOW + MAX_REVOKED + 1), state)).toBe(true);
  });

  it('treats a jwt from before sessions existed by its iat, and can sign it out', () => {
    const legacy = { id: 7, iat: Math.floor(NOW / 1000), exp: Math.floor(NOW / 1000) + 3600 };
    expect(isSessionLive(legacy, {})).toBe(true);
    expect(isSessionLive(legacy, revokeOne(legacy, {}, NOW))).toBe(false);
  });
});
