import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { applyClientAddress, compileTrust } from './client-address.mjs';

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers: { ...headers } }) as unknown as IncomingMessage;

describe('applyClientAddress (server.mjs)', () => {
  it('by default trusts no one: the socket address replaces whatever the client forwarded', () => {
    const req = request('198.51.100.4', { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(applyClientAddress(req, compileTrust(''))).toBe('198.51.100.4');
    expect(req.headers).toEqual({ 'x-forwarded-for': '198.51.100.4' });
  });

  it('behind a trusted proxy, takes the address that proxy saw, never one further left', () => {
    const trust = compileTrust('loopback, 10.0.0.0/8');
    const req = request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.7', 'x-forwarded-proto': 'https' });
    expect(applyClientAddress(req, trust)).toBe('203.0.113.9');
    expect(req.headers).toEqual({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' });
  });

  it('ignores forwarded addresses from a peer outside TRUSTED_PROXIES', () => {
    expect(applyClientAddress(request('203.0.113.1', { 'x-forwarded-for': '1.2.3.4' }), compileTrust('loopback'))).toBe('203.0.113.1');
  });

  it('refuses a TRUSTED_PROXIES it cannot read', () => {
    expect(() => compileTrust('loopbak')).toThrow();
  });
});
