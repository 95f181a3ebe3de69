import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';
import { formatIban, normalizeIban } from '@vacaturesite/shared/iban';
import { checkIbanForForm as checkIban, IBAN_RULE } from './iban';

describe('the IBAN rule (spec §5)', () => {
  it('is blocking, does not skip empty values, waits 20 ms and forces validation', () => {
    expect(IBAN_RULE).toEqual({ name: 'iban', blocking: true, skipEmpty: false, debounceMs: 20, force: true });
  });

  it.each([
    ['NL', 'NL91ABNA0417164300'],
    ['BE', 'BE68539007547034'],
    ['DE', 'DE89370400440532013000'],
    ['GB', 'GB29NWBK60161331926819'],
    ['FR', 'FR1420041010050500013M02606'],
    ['GP (Guadeloupe)', 'GP1120041010050500013M02606'],
    ['RE (Réunion)', 'RE4220041010050500013M02606'],
    ['PF (Frans-Polynesië)', 'PF5720041010050500013M02606'],
    ['NC (Nieuw-Caledonië)', 'NC8420041010050500013M02606'],
    ['ES', 'ES9121000418450200051332'],
    ['IT', 'IT60X0542811101000000123456'],
    ['CH', 'CH9300762011623852957'],
    ['NO (shortest: 15)', 'NO9386011117947'],
    ['MT (long: 31)', 'MT84MALT011000012345MTLCAST001S'],
  ])('accepts a valid IBAN from %s', (_country, iban) => {
    expect(checkIban(iban)).toEqual({ ok: true, iban });
  });

  it.each([
    ['lowercase', 'nl91abna0417164300', 'NL91ABNA0417164300'],
    ['spaced in groups of four', 'NL91 ABNA 0417 1643 00', 'NL91ABNA0417164300'],
    ['spaced, lowercase and padded', '  be68 5390 0754 7034 ', 'BE68539007547034'],
    ['with hyphens and dots', 'DE89-3704.0044-0532-0130-00', 'DE89370400440532013000'],
  ])('accepts %s input and normalises it', (_how, input, iban) => {
    expect(checkIban(input)).toEqual({ ok: true, iban });
  });

  it.each([
    ['empty', '', 'required', 'Vul je IBAN in.'],
    ['only spaces', '   ', 'required', 'Vul je IBAN in.'],
    ['not a string', undefined, 'required', 'Vul je IBAN in.'],
    ['wrong check digit (NL)', 'NL91ABNA0417164301', 'checksum', 'Dit IBAN klopt niet: controleer de cijfers.'],
    ['wrong check digit (GB)', 'GB28NWBK60161331926819', 'checksum', 'Dit IBAN klopt niet: controleer de cijfers.'],
    ['two digits swapped (DE)', 'DE89370400440532031000', 'checksum', 'Dit IBAN klopt niet: controleer de cijfers.'],
    ['wrong national check digits (BE)', 'BE68539007547035', 'checksum', 'Dit IBAN klopt niet: controleer de cijfers.'],
    ['unknown country', 'XX91ABNA0417164300', 'country', 'Dit IBAN begint niet met een bekende landcode, zoals NL, BE of DE.'],
    ['starting with digits', '9100ABNA0417164300', 'country', 'Dit IBAN begint niet met een bekende landcode, zoals NL, BE of DE.'],
    ['too short (NL)', 'NL91ABNA041716430', 'length', 'Een IBAN uit Nederland heeft 18 tekens; je hebt er 17 ingevuld.'],
    ['too long (BE)', 'BE685390075470341', 'length', 'Een IBAN uit België heeft 16 tekens; je hebt er 17 ingevuld.'],
    ['too short (GP)', 'GP1120041010050500013M0260', 'length', 'Een IBAN uit Guadeloupe heeft 27 tekens; je hebt er 26 ingevuld.'],
    [
      'digit where NL wants a bank code letter',
      'NL911BNA0417164300',
      'structure',
      'Dit IBAN heeft niet de opbouw van een IBAN uit Nederland: controleer de letters en cijfers.',
    ],
    [
      'letter where DE wants digits',
      'DE8937040044053201300A',
      'structure',
      'Dit IBAN heeft niet de opbouw van een IBAN uit Duitsland: controleer de letters en cijfers.',
    ],
    [
      'letters as check digits',
      'NLAAABNA0417164300',
      'structure',
      'Dit IBAN heeft niet de opbouw van een IBAN uit Nederland: controleer de letters en cijfers.',
    ],
    ['other characters', 'NL91ABNA0417164300!', 'characters', 'Een IBAN bestaat alleen uit letters en cijfers.'],
    [
      'a Swiss QR-IBAN',
      'CH4431999123000889012',
      'qr-iban',
      'Een QR-IBAN kun je niet gebruiken voor een incasso. Vul het IBAN van je betaalrekening in.',
    ],
  ])('refuses %s with a Dutch message', (_case, input, problem, message) => {
    expect(checkIban(input)).toEqual({ ok: false, problem, message });
  });
});

describe('formatting', () => {
  it('normalises to the electronic format', () => {
    expect(normalizeIban(' nl91 abna-0417.1643 00 ')).toBe('NL91ABNA0417164300');
  });
  it('shows groups of four, the last group shorter', () => {
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('be68539007547034')).toBe('BE68 5390 0754 7034');
    expect(formatIban('FR1420041010050500013M02606')).toBe('FR14 2004 1010 0505 0001 3M02 606');
    expect(formatIban('NL91 ABNA 0417 1643 00')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('')).toBe('');
  });
});

describe('debounced validation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('validates once, 20 ms after the last keystroke, with the last value', () => {
    const results: ReturnType<typeof checkIban>[] = [];
    const validate = debounce((value: string) => results.push(checkIban(value)), IBAN_RULE.debounceMs);
    let typed = '';
    for (const character of 'NL91ABNA0417164300') {
      typed += character;
      validate(typed);
      vi.advanceTimersByTime(10); // faster than the debounce: nothing yet
    }
    expect(results).toEqual([]);
    vi.advanceTimersByTime(9);
    expect(results).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(results).toEqual([{ ok: true, iban: 'NL91ABNA0417164300' }]);
    vi.advanceTimersByTime(100);
    expect(results).toHaveLength(1);
  });

  it('validates each pause separately, so a typo shows while typing goes on', () => {
    const seen: string[] = [];
    const validate = debounce(
      (value: string) => seen.push(checkIban(value).ok ? 'ok' : (checkIban(value) as { problem: string }).problem),
      20,
    );
    validate('NL91ABNA04171643');
    vi.advanceTimersByTime(20);
    validate('NL91ABNA0417164301');
    vi.advanceTimersByTime(20);
    expect(seen).toEqual(['length', 'checksum']);
  });

  it('validates an emptied field too (empty values are not skipped)', () => {
    const seen: unknown[] = [];
    const validate = debounce((value: string) => seen.push(checkIban(value)), 20);
    validate('');
    vi.advanceTimersByTime(20);
    expect(seen).toEqual([{ ok: false, problem: 'required', message: 'Vul je IBAN in.' }]);
  });

  it('can be flushed (leaving the field) or cancelled (submitting, unmounting)', () => {
    const fn = vi.fn();
    const validate = debounce(fn, 20);
    validate('a');
    expect(validate.pending()).toBe(true);
    validate.flush();
    expect(fn).toHaveBeenCalledWith('a');
    validate('b');
    validate.cancel();
    vi.advanceTimersByTime(50);
    expect(fn).toHaveBeenCalledTimes(1);
    validate.flush(); // nothing pending: no call
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
