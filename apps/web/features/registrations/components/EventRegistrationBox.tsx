'use client';

import { FormAlert } from '@/components/forms/FormAlert';
import { Link } from '@/components/layout/Link';
import { useVisitorJson } from '@/components/layout/VisitorContext';
import type { EventAvailability } from '@/lib/cms/registrations';
import { countLabel } from '@/lib/format';
import type { EventRegistrationState } from '@/features/registrations/event-state';
import { signInPath } from '@/lib/urls';
import { FreeRegistrationForm, PaidRegistrationForm } from './LazyRegistrationForms';
import { lazyPart } from '@/components/lazy-part';

// A visitor's own registration, with its cancel button and the account client behind it, loads for
// visitors who have one (first-load JavaScript, decision 039).
const RegistrationSummary = lazyPart(
  () => import('./RegistrationSummary').then((module) => module.RegistrationSummary),
  () => <p className="meta">Je inschrijving laden…</p>,
);

function AvailabilityText({ availability }: { availability: EventAvailability | null }) {
  if (!availability || availability.placesLeft === null) return null;
  if (availability.placesLeft > 0) {
    return (
      <p data-testid="places-left">
        Nog {countLabel(availability.placesLeft, 'plaats', 'plaatsen')} vrij van de {availability.capacity?.toLocaleString('nl-NL')}.
      </p>
    );
  }
  const waiting = availability.waitingList
    ? ` Er ${availability.waitingList === 1 ? 'staat' : 'staan'} ${countLabel(availability.waitingList, 'persoon', 'mensen')} op de wachtlijst.`
    : '';
  return <p data-testid="places-left">Dit evenement is vol. Je kunt je nog wel inschrijven voor de wachtlijst.{waiting}</p>;
}

type Props = { eventId: string; start: string; returnTo: string; paid: { amount: string; creditor: string } | null };

/**
 * The inside of the "Inschrijven" block: the places left and the visitor's own registration when
 * they have one, else the form (signed in), a sign-in link that comes back here (anonymous), or
 * nothing to do (started). The event page is cached for everyone (decision 010), so all of this is
 * asked from the browser, never cached, and asked again after registering or cancelling.
 */
export function EventRegistrationBox({ eventId, start, returnTo, paid }: Props) {
  const [state, reload] = useVisitorJson<EventRegistrationState>(`/api/registrations?event=${encodeURIComponent(eventId)}`);
  if (state === undefined) return <p className="meta">Even kijken of je bent ingelogd…</p>;
  if (state === null) return <FormAlert focus={false}>Inschrijven is op dit moment niet mogelijk. Probeer het later opnieuw.</FormAlert>;

  // Only ever rendered in the browser (after the answer above), so the cached HTML does not depend on the clock.
  const started = new Date(start).getTime() <= Date.now();
  const { registration, signedIn, availability } = state;
  const full = availability?.placesLeft === 0;
  const onRegistered = () => void reload();

  let body;
  if (registration) {
    body = (
      <>
        <RegistrationSummary registration={registration} cancellable={!started} onCancelled={onRegistered} />
        <p>
          <Link href="/inschrijvingen">Al je inschrijvingen</Link>
        </p>
      </>
    );
  } else if (started) {
    body = <p>Inschrijven kan niet meer: dit evenement is begonnen of voorbij.</p>;
  } else if (!signedIn) {
    body = (
      <p>
        <Link className="button" href={signInPath(returnTo)}>
          Log in om je in te schrijven
        </Link>
      </p>
    );
  } else if (paid) {
    body = <PaidRegistrationForm eventId={eventId} full={full} onRegistered={onRegistered} {...paid} />;
  } else {
    body = <FreeRegistrationForm eventId={eventId} full={full} onRegistered={onRegistered} />;
  }
  return (
    <>
      {started ? null : <AvailabilityText availability={availability} />}
      {body}
    </>
  );
}
