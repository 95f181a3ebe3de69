import type { Registration } from '@/lib/cms/registrations';

/** Upcoming (not yet started) and past, by the event's start. Registrations without a start count as upcoming. */
export function splitByTime(registrations: Registration[], now = Date.now()): { upcoming: Registration[]; past: Registration[] } {
  const isPast = (registration: Registration) => registration.event.start !== null && new Date(registration.event.start).getTime() <= now;
  return {
    upcoming: registrations.filter((registration) => !isPast(registration)),
    past: registrations.filter(isPast).reverse(),
  };
}
