import type { RegistrationView } from '@vacaturesite/shared/registrations';
import { cmsFetch } from './client';
import { type VisitorContext, visitorOptions } from './auth';
import { isCmsError } from './errors';
import type { VisitorFetch } from './my-jobs';

/**
 * The CMS half of event registrations (docs/decisions/006). Every route except availability acts on
 * the visitor behind the jwt only; another visitor's registration answers 404. Nothing is cached.
 */

/** What the CMS answers for one of the visitor's registrations; the IBAN is masked by the CMS. */
export type Registration = RegistrationView;

export type EventAvailability = { capacity: number | null; taken: number; placesLeft: number | null; waitingList: number };

/**
 * The visitor's registrations that are not cancelled, soonest event first (the CMS only ever answers
 * with the caller's own). `event` narrows the list to one event, for the event page.
 */
export async function cmsMyRegistrations(fetch: VisitorFetch, options: { event?: string } = {}): Promise<Registration[]> {
  const params = options.event ? { event: options.event } : undefined;
  const answer = await fetch<{ data?: Registration[] } | null>('/registrations', { params, cache: 'no-store' });
  return Array.isArray(answer?.data) ? answer.data : [];
}

export type RegistrationBody = { event: string; accountHolder?: string; iban?: string; mandate?: boolean };

const data = <T>(answer: { data?: T } | null): T => answer?.data as T;

export async function cmsRegisterForEvent(body: RegistrationBody, context: VisitorContext): Promise<Registration> {
  return data(await cmsFetch<{ data: Registration }>('/registrations', visitorOptions(context, { method: 'POST', body })));
}

export async function cmsCancelRegistration(documentId: string, context: VisitorContext): Promise<Registration> {
  return data(
    await cmsFetch<{ data: Registration }>(
      `/registrations/${encodeURIComponent(documentId)}/cancel`,
      visitorOptions(context, { method: 'POST', body: {} }),
    ),
  );
}

/** Places for the event page (public, never cached: it changes with every registration). null for an unknown event. */
export async function getEventAvailability(documentId: string): Promise<EventAvailability | null> {
  try {
    return data(
      await cmsFetch<{ data: EventAvailability }>(`/events/${encodeURIComponent(documentId)}/availability`, { cache: 'no-store' }),
    );
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The `error.details.code` of a refused registration call (see apps/cms/src/api/registration/lib/errors.ts). */
export function registrationErrorCode(error: unknown): string | null {
  if (!isCmsError(error)) return null;
  const details = (error.body as { error?: { details?: { code?: unknown } } } | null)?.error?.details;
  return typeof details?.code === 'string' ? details.code : null;
}

/** The field a CMS ValidationError names (`error.details.errors[0].path[0]`), if any. */
export function validationErrorField(error: unknown): string | null {
  if (!isCmsError(error) || error.status !== 400) return null;
  const errors = (error.body as { error?: { details?: { errors?: Array<{ path?: unknown[] }> } } } | null)?.error?.details?.errors;
  const field = errors?.[0]?.path?.[0];
  return typeof field === 'string' ? field : null;
}
