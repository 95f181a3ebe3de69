import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Link } from '@/components/layout/Link';
import { RegistrationSummary } from '@/features/registrations/components/RegistrationSummary';
import { getCurrentUser } from '@/lib/session/session';
import type { Registration } from '@/lib/cms/registrations';
import { formatDateTime } from '@/lib/format';
import { getMyRegistrations } from '@/features/registrations/server';
import { splitByTime } from '@/features/registrations/split';
import { eventPath } from '@/lib/urls';
import { EmptyState } from '@/components/content/EmptyState';

export const metadata: Metadata = { title: 'Mijn inschrijvingen', robots: { index: false } };

function RegistrationItem({ registration, upcoming }: { registration: Registration; upcoming: boolean }) {
  const { event } = registration;
  return (
    <li className="card registration-item" data-testid="registration-item">
      <h3>
        {event.available && event.slug ? (
          <Link href={eventPath({ documentId: event.documentId, slug: event.slug })}>{event.title}</Link>
        ) : (
          event.title
        )}
      </h3>
      <p className="meta">
        {event.start ? <time dateTime={event.start}>{formatDateTime(event.start)}</time> : null}
        {event.location ? ` · ${event.location}` : ''}
        {event.available ? '' : ' · niet meer in de agenda'}
      </p>
      <RegistrationSummary registration={registration} cancellable={upcoming} />
    </li>
  );
}

function RegistrationList({ items, upcoming, empty }: { items: Registration[]; upcoming: boolean; empty: string }) {
  if (!items.length) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className="list-plain registration-list">
      {items.map((registration) => (
        <RegistrationItem key={registration.documentId} registration={registration} upcoming={upcoming} />
      ))}
    </ul>
  );
}

/** /inschrijvingen: the signed-in visitor's own registrations, upcoming and past; upcoming ones can be cancelled. */
export default async function RegistrationsPage() {
  const user = await getCurrentUser();
  if (!user) redirect('/inloggen?terug=/inschrijvingen');
  const { upcoming, past } = splitByTime(await getMyRegistrations());

  return (
    <div className="registrations-page">
      <h1>Mijn inschrijvingen</h1>
      <section aria-labelledby="komend-kop" data-testid="upcoming">
        <h2 id="komend-kop">Komende evenementen</h2>
        <RegistrationList items={upcoming} upcoming empty="Je bent nog niet ingeschreven voor een komend evenement." />
        <p>
          <Link href="/agenda">Bekijk de agenda</Link>
        </p>
      </section>
      <section aria-labelledby="geweest-kop" data-testid="past">
        <h2 id="geweest-kop">Geweest</h2>
        <RegistrationList items={past} upcoming={false} empty="Nog geen evenementen die geweest zijn." />
      </section>
    </div>
  );
}
