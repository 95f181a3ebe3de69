import { describe, expect, it } from 'vitest';
import { parseVacancyInput } from './input';

const today = '2026-03-10';
const valid = {
  title: 'Verpleegkundige in Zwolle',
  summary: 'Werk mee in een klein team op de afdeling interne geneeskunde.',
  description: 'Wat ga je doen?\n\nVeel.',
  employerName: 'Zorggroep Test',
  category: 'kx3v9m2q8w0p1r4t6y7u5i8o',
  place: '',
  hoursPerWeek: '32',
  employmentType: 'PART_TIME',
  educationLevel: 'mbo',
  workplace: 'hybride',
  salaryMin: '2800',
  salaryMax: 3500.5,
  salaryPeriod: 'MONTH',
  validThrough: '2026-04-30',
  howToApply: '',
  applyUrl: 'mailto:werk@example.nl',
};
const parse = (data: Record<string, unknown>) => parseVacancyInput({ data }, today);

describe('parseVacancyInput', () => {
  it('accepts a complete vacancy and normalises it', () => {
    expect(parse(valid)).toEqual({
      ok: true,
      value: {
        ...valid,
        place: null,
        hoursPerWeek: 32,
        salaryMin: 2800,
        salaryMax: 3500.5,
        howToApply: null,
        applicationMails: 'each',
      },
    });
    expect(parse({ ...valid, applicationMails: 'daily' }).ok).toBe(true);
    expect(parse({ ...valid, applicationMails: 'weekly' }).ok).toBe(false);
  });
  it('fills defaults for optional fields', () => {
    const result = parse({
      title: 'Kok',
      summary: 'Koken voor veertig gasten per avond.',
      employerName: 'Eetcafé',
      employmentType: 'FULL_TIME',
    });
    expect(result.ok && result.value).toMatchObject({
      description: '',
      salaryPeriod: 'MONTH',
      category: null,
      workplace: null,
      validThrough: null,
      applyUrl: null,
      applicationMails: 'each',
    });
  });
  it.each([
    [{ title: '' }, 'title', 'title is required'],
    [{ title: 'x'.repeat(161) }, 'title', 'title must be at most 160 characters'],
    [{ summary: 'kort' }, 'summary', 'summary must be at least 10 characters'],
    [{ employerName: undefined }, 'employerName', 'employerName is required'],
    [{ category: 'Robert"); DROP TABLE' }, 'category', 'category must be a documentId'],
    [{ hoursPerWeek: 61 }, 'hoursPerWeek', 'hoursPerWeek must be a whole number from 1 to 60'],
    [{ hoursPerWeek: 12.5 }, 'hoursPerWeek', 'hoursPerWeek must be a whole number from 1 to 60'],
    [
      { employmentType: 'ALWAYS' },
      'employmentType',
      'employmentType must be one of FULL_TIME, PART_TIME, TEMPORARY, CONTRACTOR, INTERN, VOLUNTEER',
    ],
    [{ workplace: 'kantoortuin' }, 'workplace', 'workplace must be one of locatie, hybride, thuiswerk'],
    [{ salaryMin: -1 }, 'salaryMin', 'salaryMin must be an amount of at least 0'],
    [{ salaryMin: 4000, salaryMax: 3000 }, 'salaryMax', 'salaryMax must not be lower than salaryMin'],
    [{ validThrough: '2026-03-09' }, 'validThrough', 'validThrough must not be in the past'],
    [{ validThrough: '2026-02-30' }, 'validThrough', 'validThrough must be a date (yyyy-mm-dd)'],
    [{ validThrough: '2027-03-11' }, 'validThrough', 'validThrough must be within 365 days'],
    [{ applyUrl: 'javascript:alert(1)' }, 'applyUrl', 'applyUrl must be an http(s) address with a host or a mailto: address'],
    [
      { applyUrl: 'https://"><script>alert(1)</script>' },
      'applyUrl',
      'applyUrl must be an http(s) address with a host or a mailto: address',
    ],
    [{ postedBy: 1 }, 'postedBy', 'Invalid parameters: postedBy'],
    [{ reviewStatus: 'approved' }, 'reviewStatus', 'Invalid parameters: reviewStatus'],
  ])('refuses %j', (change, path, message) => {
    expect(parse({ ...valid, ...change })).toEqual({ ok: false, path, message });
  });
  it('accepts today as the last day', () => {
    expect(parse({ ...valid, validThrough: today }).ok).toBe(true);
  });
  it("reads amounts and hours as Dutch people type them, the rule the site's form applies (issue 46)", () => {
    const read = (change: Record<string, unknown>) => {
      const result = parse({ ...valid, ...change });
      return result.ok ? result.value : null;
    };
    expect(read({ salaryMin: '3.200', salaryMax: '€ 4.100,-' })).toMatchObject({ salaryMin: 3200, salaryMax: 4100 });
    expect(read({ salaryMin: '15,50', salaryMax: '15.75', salaryPeriod: 'HOUR' })).toMatchObject({ salaryMin: 15.5, salaryMax: 15.75 });
    expect(read({ salaryMin: 3200.5 })).toMatchObject({ salaryMin: 3200.5 });
    expect(read({ hoursPerWeek: '36' })).toMatchObject({ hoursPerWeek: 36 });
    // "3,200" could be three euro twenty or an English 3,200: refused with a reason, never guessed.
    expect(parse({ ...valid, salaryMin: '3,200' })).toEqual({
      ok: false,
      path: 'salaryMin',
      message: 'salaryMin is ambiguous: write thousands with a point and cents with a comma',
    });
    expect(parse({ ...valid, salaryMin: 'drieduizend' })).toEqual({ ok: false, path: 'salaryMin', message: 'salaryMin must be a number' });
    expect(parse({ ...valid, salaryMin: true }).ok).toBe(false);
  });
  it('leaves the employer name to the organisation when asked', () => {
    const { employerName: _left, ...withoutEmployer } = valid;
    expect(parseVacancyInput({ data: withoutEmployer }, today).ok).toBe(false);
    const result = parseVacancyInput({ data: withoutEmployer }, today, { employerOptional: true });
    expect(result.ok && result.value.employerName).toBe(null);
  });
  it('refuses bodies without data', () => {
    expect(parseVacancyInput(valid, today).ok).toBe(false);
    expect(parseVacancyInput(null, today).ok).toBe(false);
  });
});
