import { Link } from '@/components/layout/Link';
import type { Event } from '@/lib/cms';
import { formatDateTime, formatPrice } from '@/lib/format';
import { eventPath } from '@/lib/urls';

/** `headingLevel` 2 where the cards sit right under the page's h1 (the lists), 3 under a section's h2 (home, pages). */
export function EventCard({ event, headingLevel = 3 }: { event: Event; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card" data-testid="event-card">
      <Heading className="card__title">
        <Link href={eventPath(event)}>{event.title}</Link>
      </Heading>
      <ul className="meta">
        <li>
          <time dateTime={event.start}>{formatDateTime(event.start)}</time>
        </li>
        {event.location ? <li>{event.location}</li> : null}
        <li>{formatPrice(event.price)}</li>
      </ul>
      {event.summary ? <p>{event.summary}</p> : null}
    </article>
  );
}
