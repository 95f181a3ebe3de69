/**
 * Refusals of the registration routes, each with a stable `code` in `error.details.code` so the
 * site can pick its Dutch message without parsing English text (decision 006).
 */
export const REGISTRATION_ERRORS = {
  /** No published event with this documentId. */
  'event-not-found': { status: 404, message: 'Event not found' },
  /** The event has started or is over: no new registrations, no cancellations. */
  'event-started': { status: 409, message: 'The event has already started' },
  /** The visitor already holds a place or a waiting-list place for this event. */
  'already-registered': { status: 409, message: 'Already registered for this event' },
  'already-cancelled': { status: 409, message: 'This registration has already been cancelled' },
  /** Unknown id, or somebody else's registration: the same answer, so ids cannot be probed. */
  'not-found': { status: 404, message: 'Registration not found' },
} as const;

export type RegistrationErrorCode = keyof typeof REGISTRATION_ERRORS;

export class RegistrationError extends Error {
  readonly code: RegistrationErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown>;

  constructor(code: RegistrationErrorCode, details: Record<string, unknown> = {}) {
    super(REGISTRATION_ERRORS[code].message);
    this.code = code;
    this.status = REGISTRATION_ERRORS[code].status;
    this.name = this.status === 404 ? 'NotFoundError' : 'ApplicationError';
    this.details = details;
  }
}

/** Strapi's error body shape, `{ data: null, error: { status, name, message, details } }`. */
export function registrationErrorBody(error: RegistrationError) {
  return {
    data: null,
    error: { status: error.status, name: error.name, message: error.message, details: { code: error.code, ...error.details } },
  };
}
