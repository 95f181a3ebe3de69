import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  activateSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailConfirmationSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  requestActivationSchema,
  resetPasswordSchema,
  sendEmailConfirmationSchema,
} from './schemas';
import { fieldErrors } from '@/lib/forms/fields';

function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const GOOD_PASSWORD = 'lang-genoeg';
const registration = {
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna@example.nl',
  password: GOOD_PASSWORD,
  passwordConfirmation: GOOD_PASSWORD,
};

describe('e-mail addresses', () => {
  it('are trimmed and lower-cased', () => {
    expect(forgotPasswordSchema.parse({ email: '  Anna@Example.NL ' })).toEqual({ email: 'anna@example.nl' });
  });

  it.each([
    [undefined, 'Vul je e-mailadres in.'],
    ['', 'Vul je e-mailadres in.'],
    ['   ', 'Vul je e-mailadres in.'],
    ['anna', 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.'],
    ['anna@', 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.'],
    [`${'a'.repeat(250)}@example.nl`, 'Een e-mailadres heeft hoogstens 254 tekens.'],
    [42, 'Vul je e-mailadres in.'],
  ])('%j → %s', (email, message) => {
    for (const schema of [forgotPasswordSchema, sendEmailConfirmationSchema, requestActivationSchema]) {
      expect(errorsOf(schema, { email })).toEqual({ email: message });
    }
  });
});

describe('loginSchema', () => {
  it('accepts an address and any non-empty password (older accounts may have shorter ones)', () => {
    expect(loginSchema.parse({ email: 'A@b.nl', password: 'kort' })).toEqual({ email: 'a@b.nl', password: 'kort' });
  });

  it('asks for what is missing', () => {
    expect(errorsOf(loginSchema, {})).toEqual({ email: 'Vul je e-mailadres in.', password: 'Vul je wachtwoord in.' });
    expect(errorsOf(loginSchema, { email: 'a@b.nl', password: '' })).toEqual({ password: 'Vul je wachtwoord in.' });
  });

  it('does not trim passwords', () => {
    expect(loginSchema.parse({ email: 'a@b.nl', password: ' spatie ' }).password).toBe(' spatie ');
  });
});

describe('registerSchema', () => {
  it('accepts a complete registration and trims names', () => {
    expect(registerSchema.parse({ ...registration, firstName: ' Anna ' })).toEqual(registration);
  });

  it('names every missing field in Dutch', () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      firstName: 'Vul je voornaam in.',
      lastName: 'Vul je achternaam in.',
      email: 'Vul je e-mailadres in.',
      password: 'Kies een wachtwoord.',
      passwordConfirmation: 'Herhaal je wachtwoord.',
    });
  });

  it('says which password rule failed', () => {
    expect(errorsOf(registerSchema, { ...registration, password: 'kort', passwordConfirmation: 'kort' })).toEqual({
      password: 'Je wachtwoord moet minstens 8 tekens lang zijn.',
    });
    const long = 'a'.repeat(73);
    expect(errorsOf(registerSchema, { ...registration, password: long, passwordConfirmation: long }).password).toMatch(
      /^Je wachtwoord mag niet langer zijn dan 72 tekens/,
    );
  });

  it('counts the 72 in bytes, as bcrypt and Strapi do', () => {
    const exactly72 = 'a'.repeat(72);
    expect(registerSchema.safeParse({ ...registration, password: exactly72, passwordConfirmation: exactly72 }).success).toBe(true);
    const accents = 'é'.repeat(37); // 37 characters, 74 bytes
    expect(errorsOf(registerSchema, { ...registration, password: accents, passwordConfirmation: accents }).password).toMatch(/72 tekens/);
  });

  it('requires the confirmation to match, on the confirmation field', () => {
    expect(errorsOf(registerSchema, { ...registration, passwordConfirmation: 'iets-anders' })).toEqual({
      passwordConfirmation: 'De wachtwoorden zijn niet gelijk.',
    });
  });

  it('limits names to 80 characters, like the CMS', () => {
    expect(registerSchema.safeParse({ ...registration, lastName: 'x'.repeat(80) }).success).toBe(true);
    expect(errorsOf(registerSchema, { ...registration, lastName: 'x'.repeat(81) })).toEqual({
      lastName: 'Je achternaam mag hoogstens 80 tekens hebben.',
    });
  });

  it('drops fields it does not know (never passed on to Strapi)', () => {
    expect(registerSchema.parse({ ...registration, role: 1, confirmed: true })).toEqual(registration);
  });
});

describe('link codes', () => {
  it('reset needs the code, a valid new password and a matching confirmation', () => {
    expect(resetPasswordSchema.parse({ code: 'abc123', password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD }).code).toBe('abc123');
    expect(errorsOf(resetPasswordSchema, { password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD })).toEqual({
      code: 'De link om je wachtwoord te herstellen is onvolledig. Gebruik de volledige link uit de e-mail.',
    });
    expect(errorsOf(resetPasswordSchema, { code: 'abc', password: 'kort', passwordConfirmation: 'anders' })).toEqual({
      password: 'Je wachtwoord moet minstens 8 tekens lang zijn.',
      passwordConfirmation: 'De wachtwoorden zijn niet gelijk.',
    });
  });

  it('refuses codes with characters no mailed link contains', () => {
    expect(errorsOf(resetPasswordSchema, { code: 'abc?x=1', password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD }).code).toMatch(
      /ongeldig/,
    );
    expect(errorsOf(emailConfirmationSchema, { confirmation: 'a'.repeat(513) }).confirmation).toMatch(/ongeldig/);
  });

  it('activation takes a base64url token', () => {
    const token = 'q3Z_-0aB9';
    expect(activateSchema.parse({ token, password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD }).token).toBe(token);
    expect(errorsOf(activateSchema, { token: '', password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD })).toEqual({
      token: 'De activatielink is onvolledig. Gebruik de volledige link uit de e-mail.',
    });
    expect(errorsOf(activateSchema, { token, password: GOOD_PASSWORD, passwordConfirmation: 'x' })).toEqual({
      passwordConfirmation: 'De wachtwoorden zijn niet gelijk.',
    });
  });

  it('e-mail confirmation needs its token', () => {
    expect(emailConfirmationSchema.parse({ confirmation: ' abc ' })).toEqual({ confirmation: 'abc' });
    expect(errorsOf(emailConfirmationSchema, {})).toEqual({
      confirmation: 'De bevestigingslink is onvolledig. Gebruik de volledige link uit de e-mail.',
    });
  });
});

describe('changePasswordSchema', () => {
  const change = { currentPassword: 'oud-wachtwoord', password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD };

  it('accepts a change', () => {
    expect(changePasswordSchema.parse(change)).toEqual(change);
  });

  it('asks for the current password and checks the new one', () => {
    expect(errorsOf(changePasswordSchema, { ...change, currentPassword: '' })).toEqual({
      currentPassword: 'Vul je huidige wachtwoord in.',
    });
    expect(errorsOf(changePasswordSchema, { ...change, password: '1234567', passwordConfirmation: '1234567' })).toEqual({
      password: 'Je wachtwoord moet minstens 8 tekens lang zijn.',
    });
    expect(errorsOf(changePasswordSchema, { ...change, passwordConfirmation: 'x' })).toEqual({
      passwordConfirmation: 'De wachtwoorden zijn niet gelijk.',
    });
  });

  it('refuses the current password as the new one', () => {
    expect(
      errorsOf(changePasswordSchema, { currentPassword: GOOD_PASSWORD, password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD }),
    ).toEqual({
      password: 'Je nieuwe wachtwoord moet anders zijn dan je huidige wachtwoord.',
    });
  });
});

describe('profileSchema and deleteAccountSchema', () => {
  it('profile: both names, trimmed', () => {
    expect(profileSchema.parse({ firstName: ' Piet ', lastName: 'Jansen' })).toEqual({ firstName: 'Piet', lastName: 'Jansen' });
    expect(errorsOf(profileSchema, { firstName: '', lastName: ' ' })).toEqual({
      firstName: 'Vul je voornaam in.',
      lastName: 'Vul je achternaam in.',
    });
  });

  it('delete: only the exact word confirms', () => {
    expect(deleteAccountSchema.safeParse({ confirmation: 'VERWIJDER' }).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ confirmation: ' VERWIJDER ' }).success).toBe(true);
    expect(errorsOf(deleteAccountSchema, { confirmation: 'verwijder' })).toEqual({
      confirmation: 'Typ VERWIJDER (in hoofdletters) om te bevestigen.',
    });
    expect(errorsOf(deleteAccountSchema, {})).toEqual({ confirmation: 'Typ VERWIJDER om te bevestigen.' });
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field and puts body-level problems under _form', () => {
    const result = loginSchema.safeParse(null);
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrors(result.error))).toEqual(['_form']);
  });
});
