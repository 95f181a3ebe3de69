import { describe, expect, it } from 'vitest';
import { parseApplicationFields, parseApplicationStatus, parseApplicationUpdate, parseClosedInput } from './validation';

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
