import { validateIBAN, ValidationErrorsIBAN } from 'ibantools';

/**
 * The IBAN rule of spec §5, for the site's form (as the visitor types) and the CMS (which decides).
 * Country, length per country, per-country structure, national and IBAN check digits all come from
 * `ibantools`' country table (about 120 countries and territories, French overseas ones included).
 * The problem is a reason code; the site words it in Dutch, the CMS answers it in English.
 */

export type IbanProblem = 'required' | 'characters' | 'country' | 'length' | 'structure' | 'checksum' | 'qr-iban';
export type IbanCheck = { ok: true; iban: string } | { ok: false; problem: IbanProblem };

/** Electronic format: no spaces, dots or hyphens, upper case. This is what is sent and stored. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

/** Paper format, in groups of four: `NL91 ABNA 0417 1643 00`. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

function problemOf(iban: string): IbanProblem | null {
  if (iban === '') return 'required';
  if (!/^[A-Z0-9]+$/.test(iban)) return 'characters';
  // QR-IBANs only work for Swiss QR bills, never for a direct-debit mandate.
  const { valid, errorCodes } = validateIBAN(iban, { allowQRIBAN: false });
  if (valid) return null;
  const has = (code: ValidationErrorsIBAN) => errorCodes.includes(code);
  if (has(ValidationErrorsIBAN.NoIBANCountry)) return 'country';
  if (has(ValidationErrorsIBAN.WrongBBANLength)) return 'length';
  if (has(ValidationErrorsIBAN.WrongBBANFormat) || has(ValidationErrorsIBAN.ChecksumNotNumber)) return 'structure';
  if (has(ValidationErrorsIBAN.QRIBANNotAllowed)) return 'qr-iban';
  return 'checksum';
}

export function checkIban(value: unknown): IbanCheck {
  const iban = typeof value === 'string' ? normalizeIban(value) : '';
  const problem = problemOf(iban);
  return problem ? { ok: false, problem } : { ok: true, iban };
}

/**
 * What a visitor sees of their own IBAN: the country code and the last four characters, in groups
 * of four (`NL** **** **** **34 56`). The full IBAN is for editors only.
 */
export function maskIban(iban: string | null | undefined): string | null {
  if (!iban) return null;
  const value = normalizeIban(iban);
  if (value.length < 8) return '*'.repeat(value.length);
  return formatIban(value.slice(0, 2) + '*'.repeat(value.length - 6) + value.slice(-4));
}
