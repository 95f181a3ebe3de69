import type { EventAvailability, Registration } from '@/lib/cms/registrations';

/**
 * What GET /api/registrations?event={id} tells an event page in the browser: the live places and the
 * visitor's own registration. The event page is cached for everyone (decision 010), so neither may be
 * in its HTML. `availability` is null when the CMS could not tell.
 */
export type EventRegistrationState = { signedIn: boolean; availability: EventAvailability | null; registration: Registration | null };
