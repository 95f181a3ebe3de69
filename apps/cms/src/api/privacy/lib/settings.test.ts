import { describe, expect, it } from 'vitest';
import { envRetention } from './settings';

describe('the operator’s retention settings (decision 050)', () => {
  it('reads ACCOUNT_INACTIVE_MONTHS and ANALYTICS_RAW_DAYS within their bounds', () => {
    expect(envRetention({})).toEqual({ accountInactiveMonths: 24, analyticsRawDays: 395 });
    expect(envRetention({ ACCOUNT_INACTIVE_MONTHS: '36', ANALYTICS_RAW_DAYS: '90' })).toEqual({
      accountInactiveMonths: 36,
      analyticsRawDays: 90,
    });
    expect(envRetention({ ACCOUNT_INACTIVE_MONTHS: 'nooit', ANALYTICS_RAW_DAYS: '1' })).toEqual({
      accountInactiveMonths: 24,
      analyticsRawDays: 7,
    });
  });
});
