import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { getVacancies } from '@/lib/cms';
import { countLabel, formatDate } from '@/lib/format';
import { vacancyPath } from '@/lib/urls';

export const COMPACT_METADATA: Metadata = { title: 'Vacatures', robots: { index: false } };

/**
 * /c: a compact vacancy list for embedding on partner sites (e.g. in an iframe), hence the empty
 * layout and no page-view analytics. ?categorie={documentId} narrows it to one field.
 */
export async function CompactVacancies({ category }: { category: string | undefined }) {
  const { items, pagination } = await getVacancies({ category, pageSize: 10 });
  return (
    <section aria-labelledby="compact-kop">
      <h1 id="compact-kop" style={{ fontSize: '1.25rem' }}>
        {countLabel(pagination.total, 'vacature', 'vacatures')}
      </h1>
      <ul className="list-plain stack" data-testid="compact-list">
        {items.map((vacancy) => (
          <li key={vacancy.documentId}>
            <Link href={vacancyPath(vacancy)} target="_top">
              {vacancy.title}
            </Link>
            <span className="meta">
              {vacancy.place?.name ?? ''} · {formatDate(vacancy.datePosted)}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/jobs" target="_top">
          Alle vacatures
        </Link>
      </p>
    </section>
  );
}
