import type { Event } from '@/lib/cms/types';
import { formatPrice } from '@/lib/format';
import { siteSettings } from '@/lib/site';
import { eventPath } from '@/lib/urls';
import { EventRegistrationBox } from './EventRegistrationBox';
import { hasProjectApis } from '@/lib/cms/config';

/**
 * The "Inschrijven" block of an event page. Its content depends on the visitor and on the live
 * places left, so it comes from the browser (EventRegistrationBox); the cached page only knows the
 * event: its start, and for paid events the amount and who collects it. Registrations are this
 * project's own CMS routes: none on Strapi 3 or 4 (decision 053).
 */
export async function EventRegistration({ event }: { event: Event }) {
  if (!hasProjectApis()) return null;
  const price = event.price ?? 0;
  const paid = price > 0 ? { amount: formatPrice(price), creditor: (await siteSettings()).siteName } : null;
  return (
    <section className="card registration-box" aria-labelledby="inschrijven-kop" data-testid="event-registration">
      <h2 id="inschrijven-kop">Inschrijven</h2>
      <EventRegistrationBox eventId={event.documentId} start={event.start} returnTo={eventPath(event)} paid={paid} />
    </section>
  );
}
