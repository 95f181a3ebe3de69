import { describe, expect, it } from 'vitest';
import { parsePayment, parseRegistrationRequest } from './validation';

describe('parseRegistrationRequest', () => {
  it('takes an event documentId and leaves payment fields for later', () => {
    expect(parseRegistrationRequest({ event: 'abc123', iban: 'x' })).toEqual({
      ok: true,
      value: { event: 'abc123', payment: { accountHolder: undefined, iban: 'x', mandate: undefined } },
    });
  });
  it('refuses other fields, bad ids and non-objects', () => {
    expect(parseRegistrationRequest({ event: 'abc', user: 5 })).toMatchObject({ ok: false, path: 'user' });
    expect(parseRegistrationRequest({ event: '../x' })).toMatchObject({ ok: false, path: 'event' });
    expect(parseRegistrationRequest(null)).toMatchObject({ ok: false });
  });
});

describe('parsePayment', () => {
  const valid = { accountHolder: '  J.  de Vries ', iban: 'nl91 abna 0417 1643 00', mandate: true };
  it('normalises holder and IBAN', () => {
    expect(parsePayment(valid)).toEqual({ ok: true, value: { accountHolder: 'J. de Vries', iban: 'NL91ABNA0417164300' } });
  });
  it('needs every part of the mandate', () => {
    expect(parsePayment({ ...valid, accountHolder: ' ' })).toMatchObject({ ok: false, path: 'accountHolder' });
    expect(parsePayment({ ...valid, accountHolder: 'x'.repeat(71) })).toMatchObject({ ok: false, path: 'accountHolder' });
    expect(parsePayment({ ...valid, iban: '' })).toMatchObject({ ok: false, path: 'iban', message: 'iban: required' });
    expect(parsePayment({ ...valid, iban: 'NL91ABNA0417164301' })).toMatchObject({ ok: false, path: 'iban', message: 'iban: checksum' });
    expect(parsePayment({ ...valid, mandate: 'true' })).toMatchObject({ ok: false, path: 'mandate' });
  });
});
