import { getCountrySpecifications, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

/**
 * The IBAN rule for forms (spec §5): blocking, empty is not skipped, validated 20 ms after typing
 * stops and then shown even before the field is left ("forces validation"). Valid means a known
 * country code, the country's length, the country's structure (digit, letter and alphanumeric
 * blocks, plus national check digits where a country has them) and correct IBAN check digits.
 * The country table is `ibantools`' (about 120 countries and territories, the French overseas ones
 * included); the CMS checks again with the same library.
 */

export type IbanProblem = 'required' | 'characters' | 'country' | 'length' | 'structure' | 'checksum' | 'qr-iban';
export type IbanCheck = { ok: true; iban: string } | { ok: false; problem: IbanProblem; message: string };

export const IBAN_RULE = { name: 'iban', blocking: true, skipEmpty: false, debounceMs: 20, force: true } as const;

/** Electronic format: no spaces, dots or hyphens, upper case. This is what is sent and stored. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

/** Paper format, in groups of four: `NL91 ABNA 0417 1643 00`. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

const regionNames = new Intl.DisplayNames(['nl'], { type: 'region' });

function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function expectedLength(code: string): number | null {
  return getCountrySpecifications()[code]?.chars ?? null;
}

export function ibanMessage(problem: IbanProblem, iban = ''): string {
  const code = iban.slice(0, 2);
  switch (problem) {
    case 'required':
      return 'Vul je IBAN in.';
    case 'characters':
      return 'Een IBAN bestaat alleen uit letters en cijfers.';
    case 'country':
      return 'Dit IBAN begint niet met een bekende landcode, zoals NL, BE of DE.';
    case 'length':
      return `Een IBAN uit ${countryName(code)} heeft ${expectedLength(code)} tekens; je hebt er ${iban.length} ingevuld.`;
    case 'structure':
      return `Dit IBAN heeft niet de opbouw van een IBAN uit ${countryName(code)}: controleer de letters en cijfers.`;
    case 'qr-iban':
      return 'Een QR-IBAN kun je niet gebruiken voor een incasso. Vul het IBAN van je betaalrekening in.';
    case 'checksum':
    default:
      return 'Dit IBAN klopt niet: controleer de cijfers.';
  }
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
  return problem ? { ok: false, problem, message: ibanMessage(problem, iban) } : { ok: true, iban };
}
