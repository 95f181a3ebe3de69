import { describe, expect, it } from 'vitest';
import { parseInterests, parseOwnSubscriptionRequest, parseSubscribeRequest, storedInterests } from './validation';

describe('newsletter input', () => {
  it('accepts an address with optional interests, lower-cased', () => {
    expect(parseSubscribeRequest({ email: ' Anna@Voorbeeld.NL ' })).toEqual({
      ok: true,
      value: { email: 'anna@voorbeeld.nl', interests: { categories: [], events: false, news: false } },
    });
    expect(parseSubscribeRequest({ email: 'a@b.nl', interests: { categories: ['abc', 'abc', 'def'], events: true } })).toEqual({
      ok: true,
      value: { email: 'a@b.nl', interests: { categories: ['abc', 'def'], events: true, news: false } },
    });
  });

  it('refuses bad addresses, unknown fields and malformed interests with the field named', () => {
    expect(parseSubscribeRequest({ email: 'geen-adres' })).toMatchObject({ ok: false, path: 'email' });
    expect(parseSubscribeRequest({ email: 'a@b.nl', role: 'admin' })).toMatchObject({ ok: false });
    expect(parseInterests({ categories: ['DROP TABLE'] })).toMatchObject({ ok: false, path: 'interests' });
    expect(parseInterests({ events: 'ja' })).toMatchObject({ ok: false, path: 'interests' });
    expect(parseInterests({ categories: Array.from({ length: 51 }, (_, i) => `c${i}`) })).toMatchObject({ ok: false });
    expect(parseOwnSubscriptionRequest({ interests: {} })).toMatchObject({ ok: false, path: 'subscribed' });
  });

  it('reads stored interests leniently', () => {
    expect(storedInterests(null)).toEqual({ categories: [], events: false, news: false });
    expect(storedInterests('kapot')).toEqual({ categories: [], events: false, news: false });
    expect(storedInterests({ categories: ['abc'], news: true })).toEqual({ categories: ['abc'], events: false, news: true });
  });
});
