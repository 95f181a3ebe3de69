import { hasProjectApis } from '@/lib/cms/config';
import { isCmsError } from '@/lib/cms/errors';

/**
 * What a visitor sees when an account call fails. Strapi's error messages (English, meant for
 * developers) become codes modelled on spec §8's identity-service codes, each with a Dutch message
 * and the HTTP status the site's route handler answers with.
 */
export const AUTH_ERROR_CODES = [
  'wrong-password',
  'invalid-email',
  'email-already-in-use',
  'email-not-confirmed',
  'user-disabled',
  'too-many-requests',
  'invalid-action-code',
  'expired-action-code',
  'passwords-do-not-match',
  'same-password',
  'weak-password',
  'user-token-expired',
  'operation-not-allowed',
  'provider-failed',
  'email-send-failed',
  'invalid-input',
  'network-request-failed',
  'csrf',
  'bot-check-failed',
  'not-available',
  'unknown',
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
export type AuthError = { code: AuthErrorCode; message: string; status: number };

/** The default Dutch message and status per code. */
const DEFAULTS: Record<AuthErrorCode, { message: string; status: number }> = {
  'wrong-password': { message: 'Het e-mailadres of het wachtwoord klopt niet.', status: 401 },
  'invalid-email': { message: 'Vul een geldig e-mailadres in.', status: 400 },
  'email-already-in-use': {
    message: 'Er bestaat al een account met dit e-mailadres. Log in met je e-mailadres en wachtwoord.',
    status: 409,
  },
  'email-not-confirmed': {
    message: 'Je hebt je e-mailadres nog niet bevestigd. Klik op de link in de bevestigingsmail of vraag een nieuwe mail aan.',
    status: 403,
  },
  'user-disabled': { message: 'Dit account is geblokkeerd. Neem contact met ons op als je denkt dat dit niet klopt.', status: 403 },
  'too-many-requests': { message: 'Te veel pogingen. Wacht een paar minuten en probeer het opnieuw.', status: 429 },
  'invalid-action-code': { message: 'Deze link is ongeldig of al gebruikt. Vraag een nieuwe link aan.', status: 400 },
  'expired-action-code': { message: 'Deze link is verlopen of al gebruikt. Vraag een nieuwe link aan.', status: 400 },
  'passwords-do-not-match': { message: 'De wachtwoorden zijn niet gelijk.', status: 400 },
  'same-password': { message: 'Je nieuwe wachtwoord moet anders zijn dan je huidige wachtwoord.', status: 400 },
  'weak-password': { message: 'Dit wachtwoord voldoet niet aan de eisen. Kies een ander wachtwoord.', status: 400 },
  'user-token-expired': { message: 'Je sessie is verlopen. Log opnieuw in.', status: 401 },
  'operation-not-allowed': { message: 'Dit is op dit moment niet mogelijk.', status: 403 },
  'provider-failed': { message: 'Inloggen via deze dienst is niet gelukt. Probeer het opnieuw of log in met je e-mailadres.', status: 400 },
  'email-send-failed': { message: 'We konden de e-mail niet versturen. Probeer het later opnieuw.', status: 502 },
  'invalid-input': { message: 'Controleer de gemarkeerde velden.', status: 400 },
  'network-request-failed': { message: 'De server is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.', status: 503 },
  csrf: {
    message: 'Dit verzoek komt niet van onze eigen website en is daarom geweigerd. Vernieuw de pagina en probeer het opnieuw.',
    status: 403,
  },
  'bot-check-failed': {
    message: 'We konden niet controleren dat dit formulier door een mens is verstuurd. Vernieuw de pagina en probeer het opnieuw.',
    status: 403,
  },
  // A feature of this project's own CMS on a site whose CMS is a plain Strapi 3 or 4 (decision 053).
  'not-available': { message: 'Dit kan niet op deze site.', status: 404 },
  unknown: { message: 'Er ging iets mis. Probeer het later opnieuw.', status: 500 },
};

type Mapping = { code: AuthErrorCode; message?: string; status?: number };

/**
 * Strapi's messages, lower-cased, as thrown by @strapi/plugin-users-permissions 5.54
 * (dist/server/controllers/auth.js, services/providers.js, controllers/validation/auth.js), by the
 * project's own account routes, and by Strapi 3 and 4 where they differ.
 */
const BY_MESSAGE: Record<string, Mapping> = {
  // The proof-of-work check before forms that send mail or create content (CMS api/bot-check)
  'bot-check-failed': { code: 'bot-check-failed' },
  // Sign-in
  'invalid identifier or password': { code: 'wrong-password' },
  'identifier or password invalid.': { code: 'wrong-password' },
  'your account email is not confirmed': { code: 'email-not-confirmed' },
  'your account has been blocked by an administrator': { code: 'user-disabled' },
  'user blocked': { code: 'user-disabled' },
  // Registration and profile
  'email or username are already taken': { code: 'email-already-in-use' },
  'email is already taken.': { code: 'email-already-in-use' },
  'email already taken': { code: 'email-already-in-use' },
  'email must be a valid email': { code: 'invalid-email' },
  'error sending confirmation email': { code: 'email-send-failed' },
  'register action is currently disabled': { code: 'operation-not-allowed', message: 'Registreren is op dit moment niet mogelijk.' },
  // Links from mails
  'incorrect code provided': {
    code: 'invalid-action-code',
    message: 'Deze link om een nieuw wachtwoord te kiezen is ongeldig of al gebruikt. Vraag een nieuwe aan.',
  },
  'incorrect code provided.': {
    code: 'invalid-action-code',
    message: 'Deze link om een nieuw wachtwoord te kiezen is ongeldig of al gebruikt. Vraag een nieuwe aan.',
  },
  'invalid token': { code: 'invalid-action-code' },
  'invalid or expired token': { code: 'expired-action-code' },
  'already confirmed': { code: 'operation-not-allowed', message: 'Dit e-mailadres is al bevestigd. Je kunt inloggen.', status: 400 },
  // Passwords
  'the provided current password is invalid': { code: 'wrong-password', message: 'Je huidige wachtwoord klopt niet.', status: 400 },
  'your new password must be different than your current password': { code: 'same-password' },
  'passwords do not match': { code: 'passwords-do-not-match' },
  'password must be less than 73 bytes': { code: 'weak-password', message: 'Je wachtwoord mag niet langer zijn dan 72 tekens.' },
  'password validation failed.': { code: 'weak-password' },
  // The project's own rule (apps/cms validatePasswordRule), also applied by Strapi's register/reset/change.
  'password must be at least 8 characters and at most 72 bytes': {
    code: 'weak-password',
    message: 'Je wachtwoord moet minstens 8 tekens lang zijn en mag niet langer zijn dan 72 tekens.',
  },
  'password is required': { code: 'weak-password', message: 'Kies een wachtwoord.' },
  'you must be authenticated to reset your password': { code: 'user-token-expired' },
  // Social sign-in
  'this provider is disabled': { code: 'provider-failed', message: 'Inloggen via deze dienst is op dit moment niet mogelijk.' },
  'email was not available.': {
    code: 'provider-failed',
    message: 'De inlogdienst gaf geen e-mailadres door. Log in met je e-mailadres en wachtwoord.',
  },
  'register action is actually not available.': { code: 'operation-not-allowed', message: 'Registreren is op dit moment niet mogelijk.' },
  'oauth authentication requires a completed provider session': { code: 'provider-failed' },
  'no access_token.': { code: 'provider-failed' },
  // Rate limiter (Strapi 4/5 RateLimitError, Strapi 3)
  'too many requests, please try again later.': { code: 'too-many-requests' },
  'too many attempts, please try again in a minute.': { code: 'too-many-requests' },
};

export function authError(code: AuthErrorCode, overrides: { message?: string; status?: number } = {}): AuthError {
  const defaults = DEFAULTS[code];
  return { code, message: overrides.message ?? defaults.message, status: overrides.status ?? defaults.status };
}

/** Thrown by the site's own checks when the answer to the visitor is already decided. */
export class AuthFailure extends Error {
  readonly error: AuthError;

  constructor(error: AuthError) {
    super(error.message);
    this.name = 'AuthFailure';
    this.error = error;
  }
}

export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === 'string' && (AUTH_ERROR_CODES as readonly string[]).includes(value);
}

/** The Dutch message for a code from a URL (`/inloggen?fout=…`); unknown codes get the generic one. */
export function authErrorMessage(code: string | null | undefined): string {
  return DEFAULTS[isAuthErrorCode(code) ? code : 'unknown'].message;
}

/** True when the CMS could not be reached at all, as opposed to answering with an error. */
export function isNetworkFailure(error: unknown): boolean {
  if (!isCmsError(error)) return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
  if (error.status === 502 || error.status === 503 || error.status === 504) return true;
  return error.status === 500 && (error as { cause?: unknown }).cause != null;
}

function errorName(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string')
    return (error as { name: string }).name;
  return typeof error === 'string' ? error : null;
}

/** Maps anything a CMS call threw to the code, Dutch message and status the visitor gets. */
export function mapCmsError(error: unknown): AuthError {
  if (error instanceof AuthFailure) return error.error;
  if (isNetworkFailure(error)) return authError('network-request-failed');
  if (!isCmsError(error)) return authError('unknown');

  const mapped = BY_MESSAGE[error.message.trim().toLowerCase()];
  if (mapped) return authError(mapped.code, mapped);

  if (error.status === 429) return authError('too-many-requests');
  if (error.status === 401) return authError('user-token-expired');
  if (error.status === 403) return authError('operation-not-allowed');
  // Strapi 3 and 4 lack this project's own routes: a 404 there is a feature that is not there.
  if (error.status === 404 && !hasProjectApis()) return authError('not-available');
  const name = errorName(error.body);
  if (error.status === 400 && (name === 'ValidationError' || name === 'Bad Request' || /^invalid parameters/i.test(error.message))) {
    return authError('invalid-input', {
      message: 'Niet alle gegevens zijn goed ingevuld. Controleer het formulier en probeer het opnieuw.',
    });
  }
  return authError('unknown');
}
