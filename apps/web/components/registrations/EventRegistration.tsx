import { Link } from '@/components/layout/Link';
import { getCurrentUser } from '@/lib/auth/session';
import { getEventAvailability, type EventAvailability } from '@/lib/cms/registrations';
import type { Event } from '@/lib/cms/types';
import { countLabel, formatPrice } from '@/lib/format';
import { getMyRegistrations } from '@/lib/registrations/server';
import { siteSettings } from '@/lib/site';
import { eventPath } from '@/lib/urls';
import { FreeRegistrationForm, PaidRegistrationForm } from './LazyRegistrationForms';
import { RegistrationSummary } from './RegistrationSummary';

function AvailabilityText({ availability }: { availability: EventAvailability | null }) {
  if (!availability || availability.placesLeft === null) return null;
  if (availability.placesLeft > 0) {
    return <p data-testid="places-left">Nog {countLabel(availability.placesLeft, 'plaats', 'plaatsen')} vrij van de {availability.capacity}.</p>;
  }
  const waiting = availability.waitingList ? ` Er ${availability.waitingList === 1 ? 'staat' : 'staan'} ${countLabel(availability.waitingList, 'persoon', 'mensen')} op de wachtlijst.` : '';
  return <p data-testid="places-left">Dit evenement is vol. Je kunt je nog wel inschrijven voor de wachtlijst.{waiting}</p>;
}

/**
 * The "Inschrijven" block of an event page: the visitor's own registration when they have one, else
 * the form (signed in), a sign-in link that comes back here (anonymous), or nothing to do (past).
 */
export async function EventRegistration({ event }: { event: Event }) {
  const started = new Date(event.start).getTime() <= Date.now();
  const [user, availability] = await Promise.all([getCurrentUser(), getEventAvailability(event.documentId).catch(() => null)]);
  const mine = user ? ((await getMyRegistrations({ event: event.documentId }).catch(() => []))[0] ?? null) : null;
  const price = event.price ?? 0;
  const full = availability?.placesLeft === 0;

  let body;
  if (mine) {
    body = (
      <>
        <RegistrationSummary registration={mine} cancellable={!started} />
        <p>
          <Link href="/inschrijvingen">Al je inschrijvingen</Link>
        </p>
      </>
    );
  } else if (started) {
    body = <p>Inschrijven kan niet meer: dit evenement is begonnen of voorbij.</p>;
  } else if (!user) {
    body = (
      <p>
        <Link className="button" href={`/inloggen?terug=${encodeURIComponent(eventPath(event))}`}>
          Log in om je in te schrijven
        </Link>
      </p>
    );
  } else if (price > 0) {
    body = <PaidRegistrationForm eventId={event.documentId} full={full} amount={formatPrice(price)} creditor={(await siteSettings()).siteName} />;
  } else {
    body = <FreeRegistrationForm eventId={event.documentId} full={full} />;
  }

  return (
    <section className="card registration-box" aria-labelledby="inschrijven-kop" data-testid="event-registration">
      <h2 id="inschrijven-kop">Inschrijven</h2>
      {started ? null : <AvailabilityText availability={availability} />}
      {body}
    </section>
  );
}
