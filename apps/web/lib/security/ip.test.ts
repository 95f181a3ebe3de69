import { describe, expect, it } from 'vitest';
import { visitorIp } from './ip';

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff });

describe('visitorIp', () => {
  it('takes the one address server.mjs settled on', () => {
    expect(visitorIp(headers('203.0.113.7'))).toBe('203.0.113.7');
    expect(visitorIp(headers('::ffff:127.0.0.1'))).toBe('::ffff:127.0.0.1');
    expect(visitorIp(headers('[2001:db8::1]'))).toBe('2001:db8::1');
  });

  it('gives nothing for a missing, malformed or unresolved header', () => {
    expect(visitorIp(headers())).toBeNull();
    expect(visitorIp(headers(''))).toBeNull();
    expect(visitorIp(headers('not-an-ip'))).toBeNull();
    // A list never leaves server.mjs: it came from somewhere else and is not chosen from.
    expect(visitorIp(headers('1.2.3.4, 203.0.113.7'))).toBeNull();
  });
});
