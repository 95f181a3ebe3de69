import type { Metadata } from 'next';
import { seoMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/layout/Link';
import { getEvents } from '@/lib/cms';
import { agendaPath, ensurePageExists, type AgendaQuery } from '@/lib/routing/list-paths';
import { EventCard } from './EventCard';
import { Pagination } from './Pagination';
import { EmptyState } from '@/components/content/EmptyState';

/** Every page of the agenda (decision 021) names /agenda as its canonical address. */
export const AGENDA_METADATA: Metadata = seoMetadata({
  title: 'Agenda',
  description: 'Evenementen, beurzen en bijeenkomsten in de regio.',
  path: '/agenda',
});

export async function AgendaList({ when, page }: AgendaQuery) {
  const result = await getEvents({ when, page, pageSize: 12 });
  ensurePageExists(page, result.pagination.pageCount);
  return (
    <>
      <h1>Agenda</h1>
      <nav aria-label="Periode" className="meta" style={{ marginBottom: '1rem' }}>
        <Link href="/agenda" aria-current={when === 'upcoming' ? 'page' : undefined}>
          Komende evenementen
        </Link>
        <Link href={agendaPath({ when: 'past', page: 1 })} aria-current={when === 'past' ? 'page' : undefined}>
          Eerdere evenementen
        </Link>
      </nav>
      {result.items.length ? (
        <div className="grid">
          {result.items.map((event) => (
            <EventCard key={event.documentId} event={event} headingLevel={2} />
          ))}
        </div>
      ) : (
        <EmptyState>
          {when === 'past' ? 'Er zijn nog geen eerdere evenementen.' : 'Er staan op dit moment geen evenementen gepland.'}
        </EmptyState>
      )}
      <Pagination page={page} pageCount={result.pagination.pageCount} href={(p) => agendaPath({ when, page: p })} />
    </>
  );
}
