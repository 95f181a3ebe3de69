import { Link } from '@/components/layout/Link';
import type { Event } from '@/lib/cms';
import { formatDateTime, formatPrice } from '@/lib/format';
import { eventPath } from '@/lib/urls';

export function EventCard({ event }: { event: Event }) {
  return (
    <article className="card" data-testid="event-card">
      <h3>
        <Link href={eventPath(event)}>{event.title}</Link>
      </h3>
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
