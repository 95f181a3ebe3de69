import { describe, expect, it } from 'vitest';
import { checkedValues, describeInterests } from './interests';
import { subscribeSchema, unsubscribeSchema } from './schemas';

describe('newsletter form rules', () => {
  it('accepts an address alone, with every topic off', () => {
    expect(subscribeSchema.parse({ email: ' Anna@Voorbeeld.nl ' })).toEqual({
      email: 'anna@voorbeeld.nl',
      interests: { categories: [], events: false, news: false },
    });
  });

  it('takes a checkbox group as react-hook-form hands it over', () => {
    expect(
      subscribeSchema.parse({ email: 'a@b.nl', interests: { categories: false, events: true, news: false } }).interests.categories,
    ).toEqual([]);
    expect(
      subscribeSchema.parse({ email: 'a@b.nl', interests: { categories: 'abc', events: false, news: false } }).interests.categories,
    ).toEqual(['abc']);
    expect(checkedValues(['a', 1, 'b'])).toEqual(['a', 'b']);
  });

  it('says in Dutch what is wrong', () => {
    const result = subscribeSchema.safeParse({ email: 'geen-adres' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/geldig e-mailadres/);
    expect(unsubscribeSchema.safeParse({ subscriber: 'ABC', token: 'x' }).error?.issues[0].message).toMatch(/link is ongeldig/);
  });

  it('describes the chosen topics in Dutch', () => {
    const names = new Map([['zorg', 'Zorg']]);
    expect(describeInterests({ categories: [], events: false, news: false }, names)).toBe('alles: vacatures, evenementen en nieuws');
    expect(describeInterests({ categories: ['zorg'], events: true, news: true }, names)).toBe('vacatures in Zorg, evenementen en nieuws');
  });
});
