import { describe, expect, it } from 'vitest';
import { checkIban, maskIban, normalizeIban } from './iban';

describe('checkIban', () => {
  it.each([
    ['NL91ABNA0417164300', 'NL91ABNA0417164300'],
    ['nl91 abna 0417 1643 00', 'NL91ABNA0417164300'],
    ['BE68 5390 0754 7034', 'BE68539007547034'],
    ['DE89-3704-0044-0532-0130-00', 'DE89370400440532013000'],
    ['GB29NWBK60161331926819', 'GB29NWBK60161331926819'],
    ['FR14 2004 1010 0505 0001 3M02 606', 'FR1420041010050500013M02606'],
    ['RE4220041010050500013M02606', 'RE4220041010050500013M02606'],
  ])('accepts %s', (input, iban) => {
    expect(checkIban(input)).toEqual({ ok: true, iban });
  });

  it.each([
    [undefined, 'required'],
    ['   ', 'required'],
    ['NL91ABNA04171643€0', 'characters'],
    ['XX91ABNA0417164300', 'country'],
    ['NL91ABNA041716430', 'length'],
    ['NL911BNA0417164300', 'structure'],
    ['NL91ABNA0417164301', 'checksum'],
    ['CH4431999123000889012', 'qr-iban'],
  ])('refuses %s: %s', (input, problem) => {
    expect(checkIban(input)).toEqual({ ok: false, problem });
  });
});

describe('maskIban', () => {
  it('keeps the country code and the last four characters, in groups of four', () => {
    expect(maskIban('NL91ABNA0417163456')).toBe('NL** **** **** **34 56');
    expect(maskIban('be68 5390 0754 7034')).toBe('BE** **** **** 7034');
    expect(maskIban(null)).toBeNull();
  });
});

describe('normalizeIban', () => {
  it('removes spaces, dots and hyphens and upper-cases', () => {
    expect(normalizeIban(' nl91.abna-0417 164300 ')).toBe('NL91ABNA0417164300');
  });
});
