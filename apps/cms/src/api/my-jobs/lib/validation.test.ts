import { describe, expect, it } from 'vitest';
import {
  addDays,
  parseApplicationFields,
  parseApplicationStatus,
  parseApplicationUpdate,
  parseClosedInput,
  parseIsoDate,
  parseVacancyInput,
} from './validation';

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
  it('refuses bodies without data', () => {
    expect(parseVacancyInput(valid, today).ok).toBe(false);
    expect(parseVacancyInput(null, today).ok).toBe(false);
  });
});

describe('parseClosedInput', () => {
  it('wants exactly a boolean', () => {
    expect(parseClosedInput({ data: { closed: true } })).toEqual({ ok: true, value: { closed: true } });
    expect(parseClosedInput({ data: { closed: 'true' } }).ok).toBe(false);
    expect(parseClosedInput({ data: { closed: false, postedBy: 2 } }).ok).toBe(false);
  });
});

describe('applications', () => {
  const motivation = 'Ik werk al tien jaar in de zorg en wil graag bij jullie aan de slag.';
  it('parses the multipart fields', () => {
    expect(parseApplicationFields({ vacancy: 'kx3v9m2q8w0p1r4t6y7u5i8o', motivation: `  ${motivation}\r\n` })).toEqual({
      ok: true,
      value: { vacancy: 'kx3v9m2q8w0p1r4t6y7u5i8o', motivation, cvConsent: false },
    });
    expect(parseApplicationFields({ vacancy: 'kx3v9m2q8w0p1r4t6y7u5i8o', motivation, cvConsent: 'true' })).toMatchObject({
      ok: true,
      value: { cvConsent: true },
    });
    expect(parseApplicationFields({ vacancy: 'kx3v9m2q8w0p1r4t6y7u5i8o', motivation, cvConsent: 'ja' })).toMatchObject({
      ok: false,
      path: 'cvConsent',
    });
    expect(parseApplicationFields({ vacancy: '../1', motivation })).toMatchObject({ ok: false, path: 'vacancy' });
    expect(parseApplicationFields({ vacancy: 'kx3v9m2q8w0p1r4t6y7u5i8o', motivation: 'Te kort.' })).toMatchObject({
      ok: false,
      path: 'motivation',
    });
    expect(parseApplicationFields({ vacancy: 'kx3v9m2q8w0p1r4t6y7u5i8o', motivation, applicant: 3 })).toMatchObject({
      ok: false,
      path: 'applicant',
    });
  });
  it('parses an update of the motivation only', () => {
    expect(parseApplicationUpdate({ data: { motivation } })).toEqual({ ok: true, value: { motivation } });
    expect(parseApplicationUpdate({ data: { motivation, cvKey: 'x' } })).toMatchObject({ ok: false, path: 'cvKey' });
    expect(parseApplicationUpdate({ data: { motivation: 'x'.repeat(5001) } })).toMatchObject({ ok: false, path: 'motivation' });
  });
});

describe('application status', () => {
  it('takes a known status and an optional message, trimmed, with its line breaks', () => {
    expect(parseApplicationStatus({ data: { status: 'uitgenodigd', message: ' Kom je dinsdag?\r\nGroet ' } })).toEqual({
      ok: true,
      value: { status: 'uitgenodigd', message: 'Kom je dinsdag?\nGroet' },
    });
    expect(parseApplicationStatus({ data: { status: 'bekeken' } })).toEqual({ ok: true, value: { status: 'bekeken', message: null } });
  });
  it('refuses an unknown status, a missing one, a message 1,000× too long and anything else', () => {
    expect(parseApplicationStatus({ data: { status: 'aangenomen' } })).toMatchObject({ ok: false, path: 'status' });
    expect(parseApplicationStatus({ data: {} })).toMatchObject({ ok: false, path: 'status' });
    expect(parseApplicationStatus({ data: { status: 'afgewezen', message: 'x'.repeat(1_000_000) } })).toMatchObject({
      ok: false,
      path: 'message',
    });
    expect(parseApplicationStatus({ data: { status: 'afgewezen', statusChangedAt: '2020-01-01' } })).toMatchObject({
      ok: false,
      path: 'statusChangedAt',
    });
    expect(parseApplicationStatus('status=afgewezen')).toMatchObject({ ok: false });
  });
});

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(parseIsoDate('2028-02-29')).not.toBeNull();
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2026-3-1')).toBeNull();
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
