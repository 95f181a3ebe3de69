import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isAllowedAddress, resolvePublicAddress, webhookUrlProblem } from './webhook-address';
import { retryDelayMs, signature } from './webhook';

const strict = { loopback: false };
const tests = { loopback: true };

describe('webhook addresses (SSRF)', () => {
  it('takes public https addresses only', () => {
    expect(webhookUrlProblem('https://ats.example.nl/hook', strict)).toBeNull();
    expect(webhookUrlProblem('http://ats.example.nl/hook', strict)).toBe('not-https');
    expect(webhookUrlProblem('https://user:pw@ats.example.nl/', strict)).toBe('credentials');
    expect(webhookUrlProblem('https://ats.example.nl:22/', strict)).toBe('port');
    expect(webhookUrlProblem('https://localhost/', strict)).toBe('private-address');
    expect(webhookUrlProblem('https://10.1.2.3/', strict)).toBe('private-address');
    expect(webhookUrlProblem('https://[::1]/', strict)).toBe('private-address');
    expect(webhookUrlProblem('https://[::ffff:10.0.0.1]/', strict)).toBe('private-address');
    for (const host of ['[::127.0.0.1]', '[::ffff:0:7f00:1]', '[2002:7f00:1::]', '[64:ff9b:1::7f00:1]'])
      expect(webhookUrlProblem(`https://${host}/hook`, strict), host).toBe('private-address');
    expect(webhookUrlProblem('http://127.0.0.1:4000/', strict)).toBe('not-https');
    expect(webhookUrlProblem('http://127.0.0.1:4000/', tests)).toBeNull();
    expect(webhookUrlProblem('nonsense', strict)).toBe('not-a-url');
  });

  it('refuses private, loopback, link-local and mapped addresses at send time', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.5',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
      // Issue 48: the IPv6 forms that carry an IPv4 address, and other special ranges.
      '::127.0.0.1',
      '::ffff:0:7f00:1',
      '2002:7f00:1::',
      '64:ff9b::7f00:1',
      '64:ff9b:1::a00:1',
      '2001:0:7f00:1::1',
      '2001:db8::1',
      'fec0::1',
      '100::1',
      '192.0.2.1',
      '255.255.255.255',
    ])
      expect(isAllowedAddress(address, strict), address).toBe(false);
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'])
      expect(isAllowedAddress(address, strict), address).toBe(true);
    expect(isAllowedAddress('127.0.0.1', tests)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', tests)).toBe(false);
    expect(isAllowedAddress('::ffff:127.0.0.1', tests)).toBe(true);
  });

  it('tells the owner only that a resolved address is not allowed, not what it resolved to', async () => {
    const refusal = await resolvePublicAddress('localhost', strict).catch((error: Error) => error.message);
    expect(refusal).toBe('The address is not allowed: it is not public');
    expect(refusal).not.toMatch(/127\.0\.0\.1|::1/);
  });
});

describe('webhook signing and retries', () => {
  it('signs "<timestamp>.<body>" with HMAC-SHA256', () => {
    const expected = createHmac('sha256', 'whsec_x').update('1700000000.{"a":1}').digest('hex');
    expect(signature('whsec_x', 1_700_000_000, '{"a":1}')).toBe(`t=1700000000,v1=${expected}`);
  });

  it('waits twice as long after each failure, at most an hour', () => {
    expect([1, 2, 3].map((attempts) => retryDelayMs(attempts, 60_000))).toEqual([60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, 60_000)).toBe(3_600_000);
  });
});
