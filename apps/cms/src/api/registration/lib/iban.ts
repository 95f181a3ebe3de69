import { electronicFormatIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

/**
 * The IBAN rule on the CMS side (spec §5): the site checks as the visitor types, the CMS decides.
 * Country, length per country, per-country structure, national and IBAN check digits all come from
 * `ibantools`' country table (about 120 countries and territories, French overseas ones included).
 * Messages are English reason codes; the site shows Dutch.
 */

export type IbanProblem = 'required' | 'characters' | 'country' | 'length' | 'structure' | 'checksum' | 'qr-iban';

export type IbanCheck = { ok: true; iban: string } | { ok: false; problem: IbanProblem };

/** Electronic format: no spaces, dots or hyphens, upper case. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

export function checkIban(value: unknown): IbanCheck {
  if (typeof value !== 'string' || normalizeIban(value) === '') return { ok: false, problem: 'required' };
  const iban = normalizeIban(value);
  if (!/^[A-Z0-9]+$/.test(iban)) return { ok: false, problem: 'characters' };
  // QR-IBANs only work for Swiss QR bills, never for a direct-debit mandate.
  const { valid, errorCodes } = validateIBAN(electronicFormatIBAN(iban) ?? iban, { allowQRIBAN: false });
  if (valid) return { ok: true, iban };
  const has = (code: ValidationErrorsIBAN) => errorCodes.includes(code);
  if (has(ValidationErrorsIBAN.NoIBANCountry)) return { ok: false, problem: 'country' };
  if (has(ValidationErrorsIBAN.WrongBBANLength)) return { ok: false, problem: 'length' };
  if (has(ValidationErrorsIBAN.WrongBBANFormat) || has(ValidationErrorsIBAN.ChecksumNotNumber)) return { ok: false, problem: 'structure' };
  if (has(ValidationErrorsIBAN.QRIBANNotAllowed)) return { ok: false, problem: 'qr-iban' };
  return { ok: false, problem: 'checksum' };
}

/**
 * What the visitor sees of their own IBAN: the country code and the last four characters, in groups
 * of four (`NL** **** **** **34 56`). The full IBAN is for editors only.
 */
export function maskIban(iban: string | null | undefined): string | null {
  if (!iban) return null;
  const value = normalizeIban(iban);
  if (value.length < 8) return '*'.repeat(value.length);
  const masked = value.slice(0, 2) + '*'.repeat(value.length - 6) + value.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
