import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { checkFreshSignIn, FRESH_SIGN_IN_MS } from './export-route';

function fakeStrapi(hash: string | null) {
  return {
    db: { query: () => ({ findOne: async () => ({ password: hash }) }) },
    plugin: () => ({ service: () => ({ validatePassword: async (password: string, stored: string) => `hash:${password}` === stored }) }),
  } as unknown as Core.Strapi;
}

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { details?: { code?: string } }) => error.details?.code,
  );

describe('the fresh sign-in before a download of one’s data (decision 049)', () => {
  const now = Date.parse('2026-11-27T20:00:00Z');
  const justNow = now / 1000 - 10;

  it('asks an account with a password for that password, whatever the token’s age', async () => {
    const strapi = fakeStrapi('hash:geheim12345');
    expect(await code(checkFreshSignIn(strapi, 7, 'geheim12345', 0, now))).toBe('ok');
    expect(await code(checkFreshSignIn(strapi, 7, 'fout', justNow, now))).toBe('password-wrong');
    expect(await code(checkFreshSignIn(strapi, 7, undefined, justNow, now))).toBe('password-wrong');
    expect(await code(checkFreshSignIn(strapi, 7, 'x'.repeat(201), justNow, now))).toBe('password-wrong');
  });

  it('lets an account without a password (social sign-in) through within 5 minutes of signing in', async () => {
    const strapi = fakeStrapi(null);
    expect(await code(checkFreshSignIn(strapi, 7, undefined, justNow, now))).toBe('ok');
    expect(await code(checkFreshSignIn(strapi, 7, undefined, (now - FRESH_SIGN_IN_MS - 1000) / 1000, now))).toBe('sign-in-again');
    expect(await code(checkFreshSignIn(strapi, 7, undefined, undefined, now))).toBe('sign-in-again');
  });
});
