import { describe, expect, it } from 'vitest';
import { isPersonalDataError, personalDataErrorOf, personalDataFileName, personalDataPageFor, PERSONAL_DATA_ERRORS } from './personal-data';

describe('"Mijn gegevens downloaden" (decision 049)', () => {
  it('turns the CMS’s refusals into the page’s Dutch messages', () => {
    const refusal = (code: string) => ({ error: { name: 'ApplicationError', message: 'x', details: { code } } });
    expect(personalDataErrorOf(400, refusal('password-wrong'))).toBe('wachtwoord');
    expect(personalDataErrorOf(400, refusal('sign-in-again'))).toBe('opnieuw-inloggen');
    expect(personalDataErrorOf(429, null)).toBe('te-vaak');
    expect(personalDataErrorOf(500, null)).toBe('fout');
    for (const message of Object.values(PERSONAL_DATA_ERRORS)) expect(message).toMatch(/^[A-Z].*\.$/);
  });

  it('only knows its own codes in the address', () => {
    expect(isPersonalDataError('wachtwoord')).toBe(true);
    expect(isPersonalDataError('toString')).toBe(false);
    expect(isPersonalDataError(['wachtwoord'])).toBe(false);
    expect(personalDataPageFor('te-vaak')).toBe('/account?gegevens=te-vaak#mijn-gegevens');
  });

  it('names the file after the day in the Netherlands', () => {
    expect(personalDataFileName(new Date('2026-11-27T23:30:00Z'))).toBe('mijn-gegevens-2026-11-28.zip');
  });
});
