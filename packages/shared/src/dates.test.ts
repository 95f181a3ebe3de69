import { describe, expect, it } from 'vitest';
import { formatDateTime, formatEuro, todayInNetherlands } from './dates';

describe('dates in the Netherlands', () => {
  it('takes the day in Amsterdam, not on the server, across midnight and daylight saving time', () => {
    expect(todayInNetherlands(new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-10');
    expect(todayInNetherlands(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayInNetherlands(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('writes a date and time in Dutch, and nothing for no or a broken date', () => {
    expect(formatDateTime('2026-11-25T13:30:00Z')).toMatch(/^woensdag 25 november 2026 (om )?14:30$/);
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('geen datum')).toBe('');
  });

  it('writes euros the Dutch way', () => {
    expect(formatEuro(12.5).replace(/\s/g, ' ')).toBe('€ 12,50');
  });
});
