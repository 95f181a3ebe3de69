import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS, decodeSession, encodeSession, ensureSession, newSession, randomId, readCookie } from './session';

describe('session cookie', () => {
  it('is {id, iat, exp} with exp one year after creation, and round-trips', () => {
    const session = newSession(1_000_000, 'abcdefgh12');
    expect(session).toEqual({ id: 'abcdefgh12', iat: 1_000_000, exp: 1_000_000 + SESSION_LIFETIME_MS });
    expect(decodeSession(encodeSession(session), 2_000_000)).toEqual(session);
  });

  it('random ids are 22 url-safe characters and differ', () => {
    const a = randomId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomId()).not.toBe(a);
  });

  it('refuses expired, malformed and counter-like values', () => {
    const session = newSession(0, 'abcdefgh12');
    expect(decodeSession(encodeSession(session), SESSION_LIFETIME_MS + 1)).toBeNull();
    expect(decodeSession('%7Bnope', 1)).toBeNull();
    expect(decodeSession(encodeSession({ id: '0', iat: 0, exp: 10 }), 1)).toBeNull();
  });

  it('creates the cookie on the first visit and keeps it afterwards', () => {
    const doc = { cookie: 'other=1' };
    let written = '';
    const jar = {
      get cookie() {
        return written ? `other=1; ${written.split(';')[0]}` : doc.cookie;
      },
      set cookie(value: string) {
        written = value;
      },
    };
    const first = ensureSession(jar, true, 5000);
    expect(first.created).toBe(true);
    expect(written).toMatch(/^session=%7B.*; Path=\/; Expires=.*; SameSite=Lax; Secure$/);
    const second = ensureSession(jar, true, 6000);
    expect(second).toEqual({ session: first.session, created: false });
    expect(readCookie(jar.cookie, 'session')).toBe(encodeSession(first.session));
  });
});
