import { describe, expect, it } from 'vitest';
import { isValidUnsubscribeToken, unsubscribeKey, unsubscribeToken } from './tokens';

describe('unsubscribe tokens', () => {
  const key = unsubscribeKey({ APP_KEYS: 'a,b', ENCRYPTION_KEY: 'geheim' });

  it('are 43 base64url characters, stable per subscriber and different between subscribers', () => {
    const token = unsubscribeToken('abc123', key);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeToken('abc123', key)).toBe(token);
    expect(unsubscribeToken('abc124', key)).not.toBe(token);
  });

  it('verify only for the subscriber and key they were made for', () => {
    const token = unsubscribeToken('abc123', key);
    expect(isValidUnsubscribeToken('abc123', token, key)).toBe(true);
    expect(isValidUnsubscribeToken('abc124', token, key)).toBe(false);
    expect(isValidUnsubscribeToken('abc123', token, unsubscribeKey({ APP_KEYS: 'andere' }))).toBe(false);
    expect(isValidUnsubscribeToken('abc123', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, key)).toBe(false);
    expect(isValidUnsubscribeToken('abc123', undefined, key)).toBe(false);
    expect(isValidUnsubscribeToken(undefined, token, key)).toBe(false);
  });

  it('prefer NEWSLETTER_SECRET and refuse to work without any secret', () => {
    expect(unsubscribeKey({ NEWSLETTER_SECRET: 'x', APP_KEYS: 'a' })).toBe(unsubscribeKey({ NEWSLETTER_SECRET: 'x', APP_KEYS: 'b' }));
    expect(() => unsubscribeKey({})).toThrow(/NEWSLETTER_SECRET/);
  });
});
