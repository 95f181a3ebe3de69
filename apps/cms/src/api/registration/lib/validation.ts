import { type Failure, isIdShaped as isDocumentId, isPlainObject, type Result, unknownKeys } from '../../../lib/validation';
import { ACCOUNT_HOLDER_MAX_LENGTH, checkIban } from '@vacaturesite/shared';

/**
 * Input checks for the registration routes. Like the account routes, messages are English and
 * machine-readable: the site shows its own Dutch text for each `path` (decision 006).
 */

export interface RegistrationRequest {
  event: string;
  /** Only read for paid events; see parsePayment. */
  payment: { accountHolder?: unknown; iban?: unknown; mandate?: unknown };
}

export interface Payment {
  accountHolder: string;
  /** Normalised: electronic format, upper case, no spaces. */
  iban: string;
}

/** `POST /api/registrations` body: `{ event, accountHolder?, iban?, mandate? }`. */
export function parseRegistrationRequest(body: unknown): Result<RegistrationRequest> {
  if (!isPlainObject(body)) return { ok: false, message: 'Body must be a JSON object with event' };
  const extra = unknownKeys(body, ['event', 'accountHolder', 'iban', 'mandate']);
  if (extra.length) return { ok: false, message: `Invalid parameters: ${extra.join(', ')}`, path: extra[0] };
  if (!isDocumentId(body.event)) return { ok: false, message: 'event must be a documentId', path: 'event' };
  const { accountHolder, iban, mandate } = body;
  return { ok: true, value: { event: body.event, payment: { accountHolder, iban, mandate } } };
}

/**
 * A paid event needs a SEPA direct-debit mandate: the account holder's name, a valid IBAN and the
 * visitor's explicit consent (`mandate: true`). The message of an IBAN failure is `iban: <problem>`.
 */
export function parsePayment(payment: RegistrationRequest['payment']): Result<Payment> {
  const holder = typeof payment.accountHolder === 'string' ? payment.accountHolder.trim().replace(/\s+/g, ' ') : '';
  if (holder === '') return { ok: false, message: 'accountHolder is required', path: 'accountHolder' };
  if ([...holder].length > ACCOUNT_HOLDER_MAX_LENGTH) {
    return { ok: false, message: `accountHolder must be at most ${ACCOUNT_HOLDER_MAX_LENGTH} characters`, path: 'accountHolder' };
  }
  const iban = checkIban(payment.iban);
  if (iban.ok === false) return { ok: false, message: `iban: ${iban.problem}`, path: 'iban' };
  if (payment.mandate !== true) return { ok: false, message: 'mandate consent is required', path: 'mandate' };
  return { ok: true, value: { accountHolder: holder, iban: iban.iban } };
}

export type { Failure };
