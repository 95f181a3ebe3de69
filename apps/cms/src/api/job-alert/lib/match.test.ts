import { describe, expect, it } from 'vitest';
import { matchesAlert } from './match';

const vacancy = {
  title: 'Zelfstandig werkend Kok',
  summary: 'Koken voor veertig gasten in Utrecht.',
  categoryId: 'horeca',
  placeId: 'utrecht',
  hoursPerWeek: 32,
};

describe('matchesAlert', () => {
  it('matches everything when the alert has no criteria', () => {
    expect(matchesAlert({}, vacancy)).toBe(true);
  });

  it('finds the text in the title or the summary, ignoring case, like /jobs', () => {
    expect(matchesAlert({ query: 'kok' }, vacancy)).toBe(true);
    expect(matchesAlert({ query: 'VEERTIG gasten' }, vacancy)).toBe(true);
    expect(matchesAlert({ query: 'bakker' }, vacancy)).toBe(false);
    expect(matchesAlert({ query: '  ' }, vacancy)).toBe(true);
  });

  it('needs the same field of work and place', () => {
    expect(matchesAlert({ categoryId: 'horeca', placeId: 'utrecht' }, vacancy)).toBe(true);
    expect(matchesAlert({ categoryId: 'zorg' }, vacancy)).toBe(false);
    expect(matchesAlert({ placeId: 'zwolle' }, vacancy)).toBe(false);
    expect(matchesAlert({ placeId: 'utrecht' }, { ...vacancy, placeId: null })).toBe(false);
  });

  it('with a radius, takes a vacancy in a place within it, as the crow flies (Utrecht–Amersfoort 20 km)', () => {
    const amersfoort = { lat: 52.1561, lon: 5.3878 };
    const inAmersfoort = { ...vacancy, placeId: 'amersfoort', coordinates: amersfoort };
    const aroundUtrecht = { placeId: 'utrecht', placeCoordinates: { lat: 52.0907, lon: 5.1214 } };
    expect(matchesAlert({ ...aroundUtrecht, radius: 25 }, inAmersfoort)).toBe(true);
    expect(matchesAlert({ ...aroundUtrecht, radius: 10 }, inAmersfoort)).toBe(false);
    expect(matchesAlert(aroundUtrecht, inAmersfoort)).toBe(false);
    // Its own place always; without coordinates on either side only its own place.
    expect(matchesAlert({ ...aroundUtrecht, radius: 5 }, vacancy)).toBe(true);
    expect(matchesAlert({ ...aroundUtrecht, radius: 50 }, { ...inAmersfoort, coordinates: null })).toBe(false);
    expect(matchesAlert({ placeId: 'utrecht', radius: 50 }, inAmersfoort)).toBe(false);
  });

  it('checks hours within the range, inclusive; no hours on the vacancy means no match for a range', () => {
    expect(matchesAlert({ hoursMin: 32, hoursMax: 32 }, vacancy)).toBe(true);
    expect(matchesAlert({ hoursMin: 24 }, vacancy)).toBe(true);
    expect(matchesAlert({ hoursMax: 24 }, vacancy)).toBe(false);
    expect(matchesAlert({ hoursMin: 36 }, vacancy)).toBe(false);
    expect(matchesAlert({ hoursMin: 1 }, { ...vacancy, hoursPerWeek: null })).toBe(false);
  });

  it('needs the same workplace, and a salary band that reaches the alert’s, as /jobs filters them', () => {
    const atHome = { ...vacancy, workplace: 'thuiswerk', salaryBand: '3000' };
    expect(matchesAlert({ workplace: 'thuiswerk', salary: '3000' }, atHome)).toBe(true);
    expect(matchesAlert({ salary: '2500' }, atHome)).toBe(true);
    expect(matchesAlert({ salary: '3500' }, atHome)).toBe(false);
    expect(matchesAlert({ workplace: 'hybride' }, atHome)).toBe(false);
    expect(matchesAlert({ workplace: 'locatie' }, vacancy)).toBe(false);
    expect(matchesAlert({ salary: '2000' }, { ...vacancy, salaryBand: null })).toBe(false);
  });
});
