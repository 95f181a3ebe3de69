import { NextResponse } from 'next/server';
import { registrationErrorCode, validationErrorField } from '@/lib/cms/registrations';

/**
 * Dutch answers for refused registration calls. The CMS names the reason in `error.details.code`
 * (apps/cms/src/api/registration/lib/errors.ts); a CMS validation error names the field.
 */
export const REGISTRATION_MESSAGES: Record<string, { status: number; message: string }> = {
  'event-not-found': { status: 404, message: 'Dit evenement bestaat niet (meer). Inschrijven is niet mogelijk.' },
  'event-started': { status: 409, message: 'Dit evenement is al begonnen of voorbij. Inschrijven of annuleren kan niet meer.' },
  'already-registered': { status: 409, message: 'Je bent al ingeschreven voor dit evenement of staat al op de wachtlijst.' },
  'already-cancelled': { status: 409, message: 'Deze inschrijving is al geannuleerd.' },
  'not-found': { status: 404, message: 'Deze inschrijving bestaat niet (meer).' },
};

const FIELD_MESSAGES: Record<string, string> = {
  accountHolder: 'Vul de naam van de rekeninghouder in.',
  iban: 'Dit IBAN klopt niet: controleer de cijfers.',
  mandate: 'Geef toestemming voor de automatische incasso om je in te schrijven.',
};

const NO_STORE = { 'cache-control': 'no-store' };

export function registrationErrorResponse(code: keyof typeof REGISTRATION_MESSAGES | string): NextResponse {
  const { status, message } = REGISTRATION_MESSAGES[code] ?? { status: 500, message: 'Er ging iets mis. Probeer het later opnieuw.' };
  return NextResponse.json({ error: { code, message } }, { status, headers: NO_STORE });
}

/** The answer for a CMS refusal that is ours to explain, else null (the caller rethrows). */
export function mapRegistrationError(error: unknown): NextResponse | null {
  const code = registrationErrorCode(error);
  if (code && code in REGISTRATION_MESSAGES) return registrationErrorResponse(code);
  const field = validationErrorField(error);
  if (field && field in FIELD_MESSAGES) {
    return NextResponse.json(
      { error: { code: 'invalid-input', message: 'Controleer de gemarkeerde velden.', fields: { [field]: FIELD_MESSAGES[field] } } },
      { status: 400, headers: NO_STORE },
    );
  }
  return null;
}

/** Runs a CMS call for a route handler; refusals we can explain become their Dutch answer, the rest is rethrown. */
export async function withRegistrationErrors(call: () => Promise<NextResponse>): Promise<NextResponse> {
  try {
    return await call();
  } catch (error) {
    const answer = mapRegistrationError(error);
    if (answer) return answer;
    throw error;
  }
}
