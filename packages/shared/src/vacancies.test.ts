import { describe, expect, it } from 'vitest';
import { monthlyAmount, reachesBand, salaryBand, salaryBandLabel } from './vacancies';

describe('salary bands', () => {
  it('counts a vacancy in the highest band its top salary reaches', () => {
    expect(salaryBand({ salaryMin: 2800, salaryMax: 3400, salaryPeriod: 'MONTH' })).toBe('3000');
    expect(salaryBand({ salaryMin: 3500, salaryMax: null, salaryPeriod: 'MONTH' })).toBe('3500');
    expect(salaryBand({ salaryMin: null, salaryMax: 5000, salaryPeriod: 'MONTH' })).toBe('5000');
    expect(salaryBand({ salaryMin: '2499.99', salaryMax: null, salaryPeriod: 'MONTH' })).toBe('2000');
  });

  it('has no band without a salary or under the lowest band', () => {
    expect(salaryBand({ salaryMin: null, salaryMax: null, salaryPeriod: 'MONTH' })).toBeNull();
    expect(salaryBand({ salaryMin: 1900, salaryMax: 1999, salaryPeriod: 'MONTH' })).toBeNull();
    expect(salaryBand({ salaryMin: 0, salaryMax: 0, salaryPeriod: 'MONTH' })).toBeNull();
  });

  it('compares an hourly salary at the vacancy’s hours, and a yearly one per month', () => {
    // € 20 an hour: 24 hours a week is € 2,080 a month, 36 hours € 3,120.
    expect(salaryBand({ salaryMax: 20, salaryPeriod: 'HOUR', hoursPerWeek: 24 })).toBe('2000');
    expect(salaryBand({ salaryMax: 20, salaryPeriod: 'HOUR', hoursPerWeek: 36 })).toBe('3000');
    expect(monthlyAmount(20, 'HOUR', null)).toBeCloseTo((20 * 38 * 52) / 12, 6);
    expect(salaryBand({ salaryMin: 42000, salaryMax: 48000, salaryPeriod: 'YEAR' })).toBe('4000');
  });
});

describe('reachesBand and salaryBandLabel', () => {
  it('reaches the wanted band from that band up; no salary or an unknown band reaches nothing', () => {
    expect(reachesBand('3000', '3000')).toBe(true);
    expect(reachesBand('5000', '2000')).toBe(true);
    expect(reachesBand('2500', '3000')).toBe(false);
    expect(reachesBand(null, '2000')).toBe(false);
    expect(reachesBand('3000', '2750')).toBe(false);
  });

  it('says a band the Dutch way', () => {
    expect(salaryBandLabel('3000')).toBe('vanaf €\u00a03.000 per maand');
  });
});
