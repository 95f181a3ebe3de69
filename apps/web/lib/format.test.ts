import { describe, expect, it } from 'vitest';
import { countLabel, formatDate, formatDateTime, formatEventWhen, formatPrice, formatSalary, isNewVacancy, postedAgo } from './format';

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

describe("a vacancy's age", () => {
  const today = '2026-11-25';
  it.each([
    ['2026-11-25', 'vandaag', true],
    ['2026-11-24', 'gisteren', true],
    ['2026-11-23', '2 dagen geleden', false],
    ['2026-11-12', '13 dagen geleden', false],
    ['2026-11-11', '2 weken geleden', false],
    ['2026-09-27', '8 weken geleden', false],
    ['2026-09-26', 'op 26 september 2026', false],
    // Posted "tomorrow" (an editor's clock, a time zone): still today's news, not a negative age.
    ['2026-11-26', 'vandaag', true],
  ])('posted %s: %s', (posted, words, isNew) => {
    expect(postedAgo(posted, today)).toBe(words);
    expect(isNewVacancy(posted, today)).toBe(isNew);
  });

  it('says nothing for a missing or broken date', () => {
    expect(postedAgo(null, today)).toBe('');
    expect(postedAgo('gisteren', today)).toBe('');
    expect(isNewVacancy(undefined, today)).toBe(false);
  });
});

describe('formatEventWhen', () => {
  it("names the date once for an event within one day, in the Netherlands' time", () => {
    expect(formatEventWhen('2026-12-03T09:00:00Z', '2026-12-03T15:00:00Z')).toBe('donderdag 3 december 2026, 10:00–16:00 uur');
    expect(formatEventWhen('2026-12-03T09:00:00Z')).toBe('donderdag 3 december 2026, 10:00 uur');
  });
  it('names both days for an event over more days, and ignores an end before the start', () => {
    expect(formatEventWhen('2026-12-03T09:00:00Z', '2026-12-04T15:00:00Z')).toBe(
      'donderdag 3 december 2026, 10:00 uur tot vrijdag 4 december 2026, 16:00 uur',
    );
    expect(formatEventWhen('2026-12-03T09:00:00Z', '2026-12-03T08:00:00Z')).toBe('donderdag 3 december 2026, 10:00 uur');
  });
});
