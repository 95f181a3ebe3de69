import { describe, expect, it } from 'vitest';
import { ACTIVATION_TOKEN_TTL_MS, hashToken, isExpired, issueToken, isWellFormedToken, sameHash, tokenMailKey } from './tokens';

describe('issueToken', () => {
  it('mails 32 random bytes as base64url and stores only their SHA-256', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const issued = issueToken(ACTIVATION_TOKEN_TTL_MS, now);
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(issued.token, 'base64url')).toHaveLength(32);
    expect(issued.hash).toBe(hashToken(issued.token));
    expect(issued.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.hash).not.toContain(issued.token);
    expect(issued.expiresAt.toISOString()).toBe('2030-01-04T00:00:00.000Z');
  });

  it('never repeats a token', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => issueToken(1000).token));
    expect(tokens.size).toBe(200);
  });
});

describe('hashToken', () => {
  it('is the hex SHA-256 of the token', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('isWellFormedToken', () => {
  it('accepts what issueToken makes and nothing else', () => {
    expect(isWellFormedToken(issueToken(1).token)).toBe(true);
    for (const bad of ['', 'short', 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}+`, null, undefined, 42, {}]) {
      expect(isWellFormedToken(bad)).toBe(false);
    }
  });
});

describe('isExpired', () => {
  const now = new Date('2030-01-01T12:00:00Z');
  it('is false before the expiry and true at or after it', () => {
    expect(isExpired('2030-01-01T12:00:01Z', now)).toBe(false);
    expect(isExpired(new Date('2030-01-01T12:00:00Z'), now)).toBe(true);
    expect(isExpired('2029-12-31T00:00:00Z', now)).toBe(true);
  });
  it('treats a missing or broken expiry as expired', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(isExpired(value, now)).toBe(true);
  });
  it('expires activation links after exactly 72 hours', () => {
    const { expiresAt } = issueToken(ACTIVATION_TOKEN_TTL_MS, now);
    expect(isExpired(expiresAt, new Date(now.getTime() + 72 * 3600_000 - 1))).toBe(false);
    expect(isExpired(expiresAt, new Date(now.getTime() + 72 * 3600_000))).toBe(true);
  });
});

describe('sameHash', () => {
  it('compares hashes and rejects missing ones', () => {
    const hash = hashToken('x');
    expect(sameHash(hash, hashToken('x'))).toBe(true);
    expect(sameHash(hash, hashToken('y'))).toBe(false);
    expect(sameHash(hash, null)).toBe(false);
    expect(sameHash(undefined, hash)).toBe(false);
    expect(sameHash(hash, hash.slice(1))).toBe(false);
  });
});

describe('tokenMailKey', () => {
  it('names the event and the token by its hash, never the token itself; a new token is a new key', () => {
    const { token, hash } = issueToken(60_000);
    const key = tokenMailKey('newsletter-confirm:abc', token);
    expect(key).toBe(`newsletter-confirm:abc:${hash.slice(0, 16)}`);
    expect(key).not.toContain(token);
    expect(tokenMailKey('newsletter-confirm:abc', issueToken(60_000).token)).not.toBe(key);
  });
});
