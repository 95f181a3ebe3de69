import { describe, expect, it } from 'vitest';
import { addDays, checkActivity, formatDutchDate, inPeriod, lastFourWeeks, parseDutchDate } from './application-activities';

describe('Dutch dates as people type them', () => {
  it('reads d-m-jjjj with dashes, slashes, dots or spaces, with or without leading zeros, and the ISO form', () => {
    expect(parseDutchDate('3-12-2026')).toBe('2026-12-03');
    expect(parseDutchDate('03-12-2026')).toBe('2026-12-03');
    expect(parseDutchDate(' 3/12/2026 ')).toBe('2026-12-03');
    expect(parseDutchDate('3.12.2026')).toBe('2026-12-03');
    expect(parseDutchDate('3 12 2026')).toBe('2026-12-03');
    expect(parseDutchDate('2026-12-03')).toBe('2026-12-03');
  });

  it('refuses dates that do not exist, two-digit years, American order past 12 and anything else', () => {
    expect(parseDutchDate('31-2-2026')).toBeNull();
    expect(parseDutchDate('29-2-2027')).toBeNull();
    expect(parseDutchDate('29-2-2028')).toBe('2028-02-29');
    expect(parseDutchDate('3-12-26')).toBeNull();
    expect(parseDutchDate('12-31-2026')).toBeNull();
    expect(parseDutchDate('gisteren')).toBeNull();
    expect(parseDutchDate('')).toBeNull();
    expect(parseDutchDate(20261203)).toBeNull();
  });

  it('writes dd-mm-jjjj, taking a moment as its day in the Netherlands', () => {
    expect(formatDutchDate('2026-12-03')).toBe('03-12-2026');
    expect(formatDutchDate('2026-11-30T23:30:00Z')).toBe('01-12-2026');
    expect(formatDutchDate(new Date('2026-07-01T21:59:00Z'))).toBe('01-07-2026');
    expect(formatDutchDate(null)).toBe('');
    expect(formatDutchDate('geen datum')).toBe('');
  });
});

describe('the period', () => {
  it('defaults to the last four weeks: 28 days with today', () => {
    expect(lastFourWeeks('2026-11-27')).toEqual({ from: '2026-10-31', to: '2026-11-27' });
    expect(lastFourWeeks('2026-03-01')).toEqual({ from: '2026-02-02', to: '2026-03-01' });
  });

  it('counts across months and years and includes both ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    const period = { from: '2026-11-01', to: '2026-11-28' };
    expect(inPeriod('2026-11-01', period)).toBe(true);
    expect(inPeriod('2026-11-28', period)).toBe(true);
    expect(inPeriod('2026-10-31', period)).toBe(false);
    expect(inPeriod('2026-11-29', period)).toBe(false);
  });
});

describe('checking a hand-made activity', () => {
  const today = '2026-11-27';
  const valid = { date: '3-11-2026', employer: '  Bakkerij  de Vries ', jobTitle: 'Verkoper', method: 'email', result: '' };

  it('accepts Dutch input and gives it back tidied, the date as yyyy-mm-dd', () => {
    expect(checkActivity(valid, today)).toEqual({
      ok: true,
      value: { date: '2026-11-03', employer: 'Bakkerij de Vries', jobTitle: 'Verkoper', method: 'email', result: null },
    });
    expect(checkActivity({ ...valid, date: today, result: 'Uitgenodigd' }, today)).toMatchObject({
      ok: true,
      value: { result: 'Uitgenodigd' },
    });
  });

  it('says in Dutch what is wrong with each field', () => {
    const checked = checkActivity({ date: '', employer: ' ', jobTitle: '', method: 'fax' }, today);
    expect(checked).toEqual({
      ok: false,
      errors: {
        date: 'Vul de datum in, bijvoorbeeld 3-12-2026.',
        employer: 'Vul de naam van de werkgever in.',
        jobTitle: 'Vul de functie in waarop je solliciteerde.',
        method: 'Kies hoe je solliciteerde: via de site, per e-mail, telefonisch, open sollicitatie of anders.',
      },
    });
  });

  it('refuses an unreadable date, a future date and one from another century, and overlong text', () => {
    const errors = (input: Record<string, unknown>) => {
      const checked = checkActivity({ ...valid, ...input }, today);
      return checked.ok ? {} : checked.errors;
    };
    expect(errors({ date: '31-11-2026' }).date).toBe('Schrijf de datum als dag-maand-jaar, bijvoorbeeld 3-12-2026.');
    expect(errors({ date: '28-11-2026' }).date).toMatch(/toekomst/);
    expect(errors({ date: '3-11-1926' }).date).toMatch(/te ver terug/);
    expect(errors({ employer: 'x'.repeat(161) }).employer).toMatch(/hoogstens 160/);
    expect(errors({ employer: 'x'.repeat(160) }).employer).toBeUndefined();
    expect(errors({ result: 'x'.repeat(301) }).result).toMatch(/hoogstens 300/);
    expect(errors({ method: undefined }).method).toBeDefined();
  });
});
