import { mapCmsError } from '@/lib/http/errors';
import type { RouteError } from '@/lib/http/route';
import { isCmsError } from '@/lib/cms/errors';
import { ACTIVITIES_PER_ACCOUNT_MAX } from '@vacaturesite/shared/application-activities';
import { CV_MESSAGES } from './schemas';

/**
 * What a visitor sees when a "my jobs" call fails. The CMS refuses with a machine code in
 * `error.details.code` (apps/cms/src/api/my-jobs); each gets a Dutch message, a status and, where it
 * belongs to one, the form field it is shown at. Anything else goes through the account mapping.
 */
export const JOBS_ERRORS = {
  'not-found': { status: 404, message: 'Deze vacature of sollicitatie bestaat niet (meer).' },
  'already-applied': { status: 409, message: 'Je hebt al op deze vacature gesolliciteerd. Je vindt je sollicitatie onder Mijn vacatures.' },
  'vacancy-closed': { status: 409, message: 'Op deze vacature kun je niet (meer) solliciteren.' },
  'own-vacancy': { status: 400, message: 'Je kunt niet solliciteren op je eigen vacature.' },
  'cv-missing': { status: 400, message: CV_MESSAGES.missing, field: 'cv' },
  'cv-too-large': { status: 413, message: CV_MESSAGES.tooLarge, field: 'cv' },
  'cv-type': { status: 415, message: CV_MESSAGES.type, field: 'cv' },
  // A DOCX that unpacks to far more than any CV (a ZIP bomb); the CMS reads its table of contents.
  'cv-unpacked-too-large': {
    status: 422,
    message: 'Dit Word-bestand is uitgepakt veel te groot voor een cv. Sla je cv op als PDF en probeer het opnieuw.',
    field: 'cv',
  },
  // Decision 033: the poster's answers, and a CV past its retention period.
  'not-poster': { status: 403, message: 'Alleen wie de vacature plaatste, kan de status van een sollicitatie wijzigen.' },
  'status-move': { status: 409, message: 'Deze status kan de sollicitatie nu niet (meer) krijgen.' },
  'status-changed': { status: 409, message: 'De status is intussen gewijzigd. Vernieuw de pagina en probeer het opnieuw.' },
  'cv-deleted': { status: 410, message: 'Dit cv is verwijderd: de bewaartermijn is verstreken.' },
  // Decision 054: the UWV record's hand-made entries have a bound.
  'activities-full': {
    status: 409,
    message: `Je hebt al ${ACTIVITIES_PER_ACCOUNT_MAX.toLocaleString('nl-NL')} sollicitaties toegevoegd, het maximum. Verwijder sollicitaties die je niet meer nodig hebt en probeer het opnieuw.`,
  },
} as const satisfies Record<string, { status: number; message: string; field?: string }>;

export type JobsErrorCode = keyof typeof JOBS_ERRORS;
export type JobsError = RouteError & { field?: string };

export function jobsError(code: JobsErrorCode): JobsError {
  return { code, ...JOBS_ERRORS[code] };
}

/** Thrown by the site's own checks when the answer is decided before the CMS is asked. */
export class JobsFailure extends Error {
  readonly error: JobsError;
  constructor(code: JobsErrorCode) {
    super(JOBS_ERRORS[code].message);
    this.name = 'JobsFailure';
    this.error = jobsError(code);
  }
}

type ErrorDetails = { code?: unknown; errors?: Array<{ path?: unknown[] }> };
const details = (body: unknown): ErrorDetails => (body as { error?: { details?: ErrorDetails } } | null)?.error?.details ?? {};

/** The machine code of a CMS refusal's JSON body (`error.details.code`), for routes that read the CMS's answer themselves. */
export const refusalCodeOf = (body: unknown): unknown => details(body).code;

export function mapJobsError(error: unknown): JobsError {
  if (error instanceof JobsFailure) return error.error;
  if (isCmsError(error)) {
    const { code, errors } = details(error.body);
    if (typeof code === 'string' && code in JOBS_ERRORS) return jobsError(code as JobsErrorCode);
    if (error.status === 404) return jobsError('not-found');
    // The site checks every rule first, so this is rare: point at the field the CMS names.
    const field = errors?.[0]?.path?.[0];
    if (error.status === 400 && typeof field === 'string')
      return { code: 'invalid-input', status: 400, message: 'Controleer dit veld.', field };
  }
  return mapCmsError(error);
}
