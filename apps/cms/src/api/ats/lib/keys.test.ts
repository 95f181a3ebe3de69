import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../lib/tokens';
import { bearerKey, issueKey, KEY_PATTERN, keyPrefix } from './keys';

describe('API keys', () => {
  it('have the recognisable format, a prefix that finds them and only their hash is kept', () => {
    const issued = issueKey();
    expect(issued.key).toMatch(KEY_PATTERN);
    expect(keyPrefix(issued.key)).toBe(issued.prefix);
    expect(issued.hash).toBe(hashToken(issued.key));
    expect(issued.hash).not.toContain(issued.key.slice(-43));
    expect(issueKey().key).not.toBe(issued.key);
  });

  it('refuses anything else before the database is asked', () => {
    expect(keyPrefix('vs_live_abc_def')).toBeNull();
    expect(keyPrefix(`vs_test_${'a'.repeat(10)}_${'b'.repeat(43)}`)).toBeNull();
    expect(keyPrefix(undefined)).toBeNull();
    expect(bearerKey('Bearer vs_live_x')).toBe('vs_live_x');
    expect(bearerKey('Basic abc')).toBeNull();
    expect(bearerKey(undefined)).toBeNull();
  });
});
