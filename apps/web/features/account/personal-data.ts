import { todayInNetherlands } from '@/lib/format';

/**
 * "Mijn gegevens downloaden" on /account (decision 049). A refused download returns to
 * `/account?gegevens=<code>#mijn-gegevens`, where the page shows the code's Dutch message.
 */
export const PERSONAL_DATA_ERRORS = {
  wachtwoord: 'Dat wachtwoord klopt niet. Vul het wachtwoord in waarmee je inlogt.',
  'opnieuw-inloggen': 'Log uit en weer in, en download je gegevens binnen 5 minuten daarna.',
  'te-vaak': 'Je hebt je gegevens het afgelopen uur al een paar keer gedownload. Probeer het over een uur opnieuw.',
  fout: 'Het downloaden is niet gelukt. Probeer het over een paar minuten opnieuw.',
} as const;

export type PersonalDataError = keyof typeof PERSONAL_DATA_ERRORS;

export const isPersonalDataError = (value: unknown): value is PersonalDataError =>
  typeof value === 'string' && Object.hasOwn(PERSONAL_DATA_ERRORS, value);

/** The CMS's refusal (status and `error.details.code`) as the page's code. */
export function personalDataErrorOf(status: number, body: unknown): PersonalDataError {
  if (status === 429) return 'te-vaak';
  const code = (body as { error?: { details?: { code?: unknown } } } | null)?.error?.details?.code;
  if (code === 'password-wrong') return 'wachtwoord';
  if (code === 'sign-in-again') return 'opnieuw-inloggen';
  return 'fout';
}

/** `mijn-gegevens-2026-11-27.zip`, the day in the Netherlands. */
export const personalDataFileName = (now = new Date()) => `mijn-gegevens-${todayInNetherlands(now)}.zip`;

/** Where a refused download goes back to. */
export const personalDataPageFor = (error: PersonalDataError) => `/account?gegevens=${error}#mijn-gegevens`;
