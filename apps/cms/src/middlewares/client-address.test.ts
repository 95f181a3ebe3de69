import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { compileTrust, resolveClientAddress, SIGNATURE_HEADER } from './client-address';

const SECRET = 'site-cms-secret';
const sign = (address: string, secret = SECRET) => createHmac('sha256', secret).update(address).digest('base64url');
const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers: { ...headers } }) as unknown as IncomingMessage;
const none = compileTrust('');

describe('resolveClientAddress', () => {
  it('takes the address the site signed', () => {
    expect(
      resolveClientAddress(
        request('127.0.0.1', { 'x-forwarded-for': '203.0.113.7', [SIGNATURE_HEADER]: sign('203.0.113.7') }),
        SECRET,
        none,
      ),
    ).toBe('203.0.113.7');
    // A proxy between site and CMS appends its own entry after the signed one.
    expect(
      resolveClientAddress(
        request('10.0.0.9', { 'x-forwarded-for': '203.0.113.7, 10.0.0.2', [SIGNATURE_HEADER]: sign('203.0.113.7') }),
        SECRET,
        none,
      ),
    ).toBe('203.0.113.7');
  });

  it('counts the socket address for an unsigned, wrongly signed or replayed-for-another-address header, and drops the forwarded headers', () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '203.0.113.7', [SIGNATURE_HEADER]: sign('203.0.113.7', 'guessed') },
      { 'x-forwarded-for': '203.0.113.8', [SIGNATURE_HEADER]: sign('203.0.113.7') },
      { 'x-forwarded-for': '203.0.113.7', [SIGNATURE_HEADER]: 'short' },
    ]) {
      const req = request('198.51.100.4', { ...headers, 'x-forwarded-proto': 'https' });
      expect(resolveClientAddress(req, SECRET, none)).toBe('198.51.100.4');
      expect(req.headers).toEqual({});
    }
  });

  it('never trusts a signature when no secret is configured', () => {
    expect(
      resolveClientAddress(
        request('198.51.100.4', { 'x-forwarded-for': '203.0.113.7', [SIGNATURE_HEADER]: sign('203.0.113.7', '') }),
        '',
        none,
      ),
    ).toBe('198.51.100.4');
  });

  it('takes X-Forwarded-For from TRUSTED_PROXIES only, as far back as the proxies are trusted', () => {
    const trust = compileTrust('10.0.0.0/8');
    expect(resolveClientAddress(request('10.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }), SECRET, trust)).toBe('203.0.113.7');
    expect(resolveClientAddress(request('198.51.100.4', { 'x-forwarded-for': '203.0.113.7' }), SECRET, trust)).toBe('198.51.100.4');
  });
});
