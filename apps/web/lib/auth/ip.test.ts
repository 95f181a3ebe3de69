import { describe, expect, it } from 'vitest';
import { visitorIp } from './ip';

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff });

describe('visitorIp', () => {
  it('takes the address Next.js (or the nearest proxy) put last', () => {
    expect(visitorIp(headers('203.0.113.7'))).toBe('203.0.113.7');
    expect(visitorIp(headers('1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7');
    expect(visitorIp(headers('::ffff:127.0.0.1'))).toBe('::ffff:127.0.0.1');
    expect(visitorIp(headers('[2001:db8::1]'))).toBe('2001:db8::1');
  });

  it('with more trusted proxies, goes further left but never past the first entry', () => {
    expect(visitorIp(headers('198.51.100.1, 10.0.0.2, 10.0.0.3'), 2)).toBe('10.0.0.2');
    expect(visitorIp(headers('198.51.100.1'), 3)).toBe('198.51.100.1');
  });

  it('gives nothing for a missing or malformed header', () => {
    expect(visitorIp(headers())).toBeNull();
    expect(visitorIp(headers(''))).toBeNull();
    expect(visitorIp(headers('1.2.3.4, not-an-ip'))).toBeNull();
  });
});
