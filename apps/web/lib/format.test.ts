import { describe, expect, it } from 'vitest';
import { countLabel, formatDate, formatDateTime, formatPrice, formatSalary } from './format';

describe('Dutch formatting', () => {
  it('formats dates in Dutch in the Amsterdam time zone', () => {
    expect(formatDate('2026-03-01T23:30:00Z')).toBe('2 maart 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('geen datum')).toBe('');
  });

  it('formats date-times with weekday and 24-hour clock', () => {
    expect(formatDateTime('2026-06-15T08:00:00Z')).toBe('maandag 15 juni 2026 om 10:00');
  });

  it('shows free events as Gratis and prices in euros', () => {
    expect(formatPrice(0)).toBe('Gratis');
    expect(formatPrice(null)).toBe('Gratis');
    expect(formatPrice(12.5)).toBe('€\u00a012,50');
  });

  it('formats salary ranges per period', () => {
    expect(formatSalary(2800, 3600, 'MONTH')).toBe('€\u00a02.800 – €\u00a03.600 per maand');
    expect(formatSalary(14.5, null, 'HOUR')).toBe('€\u00a014,50 per uur');
    expect(formatSalary(null, null, 'YEAR')).toBeNull();
  });

  it('uses singular and plural forms', () => {
    expect(countLabel(1, 'vacature', 'vacatures')).toBe('1 vacature');
    expect(countLabel(1234, 'vacature', 'vacatures')).toBe('1.234 vacatures');
    expect(countLabel(0, 'vacature', 'vacatures')).toBe('0 vacatures');
  });
});
