import type { Metadata } from 'next';
import { seoMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/layout/Link';
import { getEvent } from '@/lib/cms';
import { loadDetail, peekDetail } from '@/lib/detail';
import { formatEventWhen, formatPrice } from '@/lib/format';
import { eventPath } from '@/lib/urls';
import { Gallery } from '@/components/content/Gallery';
import { RichText } from '@/components/content/RichText';
import { EventRegistration } from '@/features/registrations/components/EventRegistration';

/**
 * Nothing is rendered at build time (no CMS then); each page is cached on its first visit. Registrations
 * change nothing here: the places left and the visitor's own registration come from the browser.
 */
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await peekDetail(await params, getEvent);
  return event
    ? seoMetadata({ title: event.title, description: event.summary, path: eventPath(event), image: event.images[0], type: 'article' })
    : {};
}

export default async function EventPage({ params }: Props) {
  const event = await loadDetail(await params, getEvent, eventPath);
  const past = new Date(event.start).getTime() < Date.now();
  return (
    <article data-testid="event-detail">
      <Link className="back-link" href="/agenda">
        ← Agenda
      </Link>
      <h1>{event.title}</h1>
      {past ? <p className="tag">Dit evenement is geweest</p> : null}
      <dl className="facts card">
        <dt>Wanneer</dt>
        <dd>
          <time dateTime={event.start}>{formatEventWhen(event.start, event.end)}</time>
        </dd>
        {event.location ? (
          <>
            <dt>Waar</dt>
            <dd>
              {event.location}
              {event.address ? `, ${event.address}` : ''}
            </dd>
          </>
        ) : null}
        <dt>Prijs</dt>
        <dd>{formatPrice(event.price)}</dd>
        {event.capacity ? (
          <>
            <dt>Plaatsen</dt>
            <dd>{event.capacity.toLocaleString('nl-NL')}</dd>
          </>
        ) : null}
      </dl>
      <EventRegistration event={event} />
      {event.summary ? <p className="prose">{event.summary}</p> : null}
      <RichText content={event.description} />
      <Gallery images={event.images} title="Foto's" />
    </article>
  );
}
