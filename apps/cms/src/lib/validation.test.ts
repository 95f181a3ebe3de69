import { describe, expect, it } from 'vitest';
import {
  parseAccountUpdate,
  parseActivation,
  parseActivationRequest,
  parseName,
  passwordProblem,
  PASSWORD_MESSAGE,
  validatePasswordRule,
} from './validation';

describe('passwordProblem', () => {
  it('accepts 8 characters up to 72 bytes', () => {
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('a'.repeat(72))).toBeNull();
  });
  it('rejects short, too long and non-string passwords', () => {
    expect(passwordProblem('1234567')).toBe(PASSWORD_MESSAGE);
    expect(passwordProblem('a'.repeat(73))).toBe(PASSWORD_MESSAGE);
    // 37 two-byte characters are 74 bytes: bcrypt would cut them off.
    expect(passwordProblem('é'.repeat(37))).toBe(PASSWORD_MESSAGE);
    expect(passwordProblem(undefined)).toBe('Password is required');
    expect(passwordProblem(12345678)).toBe('Password is required');
  });
  it('counts characters, not UTF-16 units, for the minimum', () => {
    expect(passwordProblem('😀😀😀😀')).toBe(PASSWORD_MESSAGE);
    expect(passwordProblem('😀😀😀😀😀😀😀😀')).toBeNull();
  });
  it('throws the message when used as Strapi validation rule', () => {
    expect(validatePasswordRule('goedwachtwoord')).toBe(true);
    expect(() => validatePasswordRule('kort')).toThrow(PASSWORD_MESSAGE);
  });
});

describe('parseName', () => {
  it('trims and collapses whitespace', () => {
    expect(parseName('  Jan   Piet ', 'firstName')).toEqual({ ok: true, value: 'Jan Piet' });
  });
  it('rejects empty, non-string and over-long names with the field in the message', () => {
    expect(parseName('   ', 'firstName')).toMatchObject({ ok: false, message: 'firstName is required', path: 'firstName' });
    expect(parseName(5, 'lastName')).toMatchObject({ ok: false, message: 'lastName is required' });
    expect(parseName('x'.repeat(80), 'lastName').ok).toBe(true);
    expect(parseName('x'.repeat(81), 'lastName')).toMatchObject({ ok: false, message: 'lastName must be at most 80 characters' });
  });
});

describe('parseAccountUpdate', () => {
  it('returns the trimmed names', () => {
    expect(parseAccountUpdate({ firstName: ' Anna ', lastName: 'de Vries' })).toEqual({
      ok: true,
      value: { firstName: 'Anna', lastName: 'de Vries' },
    });
  });
  it('refuses anything but firstName and lastName, so nobody can change role, email or blocked', () => {
    expect(parseAccountUpdate({ firstName: 'A', lastName: 'B', role: 3 })).toMatchObject({
      ok: false,
      message: 'Invalid parameters: role',
    });
    expect(parseAccountUpdate(null)).toMatchObject({ ok: false });
    expect(parseAccountUpdate([])).toMatchObject({ ok: false });
    expect(parseAccountUpdate({ firstName: 'A' })).toMatchObject({ ok: false, message: 'lastName is required' });
  });
});

describe('parseActivation', () => {
  it('needs a token and an acceptable password', () => {
    expect(parseActivation({ token: 't', password: 'welkom12345' })).toEqual({ ok: true, value: { token: 't', password: 'welkom12345' } });
    expect(parseActivation({ password: 'welkom12345' })).toMatchObject({ ok: false, message: 'token is required' });
    expect(parseActivation({ token: 't', password: 'kort' })).toMatchObject({ ok: false, message: PASSWORD_MESSAGE, path: 'password' });
    expect(parseActivation({ token: 't', password: 'welkom12345', email: 'x@y.z' })).toMatchObject({
      ok: false,
      message: 'Invalid parameters: email',
    });
  });
});

describe('parseActivationRequest', () => {
  it('normalises the address', () => {
    expect(parseActivationRequest({ email: '  Anna@Example.NL ' })).toEqual({ ok: true, value: { email: 'anna@example.nl' } });
  });
  it('rejects missing or malformed addresses', () => {
    for (const body of [{}, { email: '' }, { email: 'geen-adres' }, { email: 'a@b' }, { email: 7 }, 'x']) {
      expect(parseActivationRequest(body).ok).toBe(false);
    }
  });
});
