import { describe, expect, it } from 'vitest';
import { isAllowedEndpoint, isValidKeys } from './endpoints';

describe('push endpoints', () => {
  it('accepts the browsers’ push services over https', () => {
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc:def', [])).toBe(true);
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/gAAA', [])).toBe(true);
    expect(isAllowedEndpoint('https://web.push.apple.com/QGx', [])).toBe(true);
  });

  it('refuses anything else: other hosts, http, ports, look-alikes, credentials, junk', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/x',
      'https://fcm.googleapis.com.evil.test/x',
      'https://evilpush.apple.com.test/x',
      'https://user:pw@fcm.googleapis.com/x',
      'http://127.0.0.1:9000/push',
      'https://10.0.0.1/push',
      'not a url',
      42,
      `https://fcm.googleapis.com/${'a'.repeat(1000)}`,
    ]) {
      expect(isAllowedEndpoint(endpoint, [])).toBe(false);
    }
  });

  it('accepts extra origins the operator configured, and only those', () => {
    expect(isAllowedEndpoint('http://127.0.0.1:3172/push/1', ['http://127.0.0.1:3172'])).toBe(true);
    expect(isAllowedEndpoint('http://127.0.0.1:3173/push/1', ['http://127.0.0.1:3172'])).toBe(false);
  });

  it('checks the subscription keys’ sizes', () => {
    const p256dh = Buffer.alloc(65, 4).toString('base64url');
    const auth = Buffer.alloc(16, 1).toString('base64url');
    expect(isValidKeys({ p256dh, auth })).toBe(true);
    expect(isValidKeys({ p256dh: auth, auth })).toBe(false);
    expect(isValidKeys({ p256dh, auth: 'x' })).toBe(false);
    expect(isValidKeys({ p256dh: 'bad key!', auth })).toBe(false);
    expect(isValidKeys(null)).toBe(false);
  });
});
