import { describe, expect, it } from 'vitest';
import { withoutPrivateParams } from './analytics';
import { ACCOUNT_INACTIVE_MONTHS, ANALYTICS_RAW_DAYS, boundedSetting, monthsBefore } from './retention';

describe('retention settings', () => {
  it('reads a whole number within its bounds, and the default for anything else', () => {
    expect(boundedSetting(undefined, ACCOUNT_INACTIVE_MONTHS)).toBe(24);
    expect(boundedSetting('', ACCOUNT_INACTIVE_MONTHS)).toBe(24);
    expect(boundedSetting('12', ACCOUNT_INACTIVE_MONTHS)).toBe(12);
    expect(boundedSetting('1.5', ACCOUNT_INACTIVE_MONTHS)).toBe(24);
    expect(boundedSetting('twee', ACCOUNT_INACTIVE_MONTHS)).toBe(24);
    expect(boundedSetting('0', ACCOUNT_INACTIVE_MONTHS)).toBe(1);
    expect(boundedSetting('99999', ANALYTICS_RAW_DAYS)).toBe(3650);
  });

  it('counts calendar months back, to the month’s last day when the day does not exist', () => {
    expect(monthsBefore(new Date('2026-11-27T03:30:00Z'), 24).toISOString()).toBe('2024-11-27T03:30:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-01-15T00:00:00Z'), 13).toISOString()).toBe('2024-12-15T00:00:00.000Z');
  });
});

describe('page addresses in the analytics', () => {
  it('keep no search words and no location, in any case or encoding', () => {
    expect(withoutPrivateParams('/jobs/zoeken?q=kok&near=52.09,5.12&radius=25')).toBe('/jobs/zoeken?radius=25');
    expect(withoutPrivateParams('/jobs/zoeken?Q=kok&%71=chef&lat=52.1&lon=5.1')).toBe('/jobs/zoeken');
    expect(withoutPrivateParams('/jobs?sort=nieuw&q')).toBe('/jobs?sort=nieuw');
    expect(withoutPrivateParams('/jobs?page=2&&quality=1')).toBe('/jobs?page=2&quality=1');
    expect(withoutPrivateParams('/nieuws')).toBe('/nieuws');
    expect(withoutPrivateParams('/a?bron=email#q=x')).toBe('/a?bron=email#q=x');
  });
});
