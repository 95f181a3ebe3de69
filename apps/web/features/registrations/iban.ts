import { getCountrySpecifications } from 'ibantools';
import { checkIban, normalizeIban, type IbanProblem } from '@vacaturesite/shared/iban';

/**
 * The IBAN rule for forms (spec §5): blocking, empty is not skipped, validated 20 ms after typing
 * stops and then shown even before the field is left ("forces validation"). Valid means a known
 * country code, the country's length, the country's structure (digit, letter and alphanumeric
 * blocks, plus national check digits where a country has them) and correct IBAN check digits.
 * The rule itself is shared with the CMS, which checks again (`@vacaturesite/shared/iban`); this
 * module words its problems in Dutch.
 */

export type IbanFormCheck = { ok: true; iban: string } | { ok: false; problem: IbanProblem; message: string };

export const IBAN_RULE = { name: 'iban', blocking: true, skipEmpty: false, debounceMs: 20, force: true } as const;

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

/** The shared rule (@vacaturesite/shared/iban) with the Dutch message the form shows. */
export function checkIbanForForm(value: unknown): IbanFormCheck {
  const check = checkIban(value);
  return check.ok ? check : { ...check, message: ibanMessage(check.problem, typeof value === 'string' ? normalizeIban(value) : '') };
}
