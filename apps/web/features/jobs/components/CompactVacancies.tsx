import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { getVacancies, searchVacancies, type VacancySearch } from '@/lib/cms';
import { countLabel, formatDate } from '@/lib/format';
import { vacancyPath } from '@/lib/urls';
import { distanceLabel } from '@vacaturesite/shared/distance';
import { jobsPath } from '@/lib/routing/list-path';

const SHOWN = 10;

export const COMPACT_METADATA: Metadata = { title: 'Vacatures', robots: { index: false } };

/**
 * /c: a compact vacancy list for embedding on partner sites (e.g. in an iframe), hence the empty
 * layout and no page-view analytics. /c/{categoryId} narrows it to one field (cached); /c/zoeken takes
 * every /jobs parameter (`search`), distance included, per request.
 */
export async function CompactVacancies({ category, search }: { category?: string; search?: VacancySearch }) {
  const { items, pagination } = search
    ? await searchVacancies({ ...search, pageSize: SHOWN })
    : await getVacancies({ category, pageSize: SHOWN });
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
              {vacancy.place?.name ?? ''}
              {vacancy.distanceKm !== undefined ? ` (${distanceLabel(vacancy.distanceKm)})` : ''} · {formatDate(vacancy.datePosted)}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link href={search ? jobsPath({ ...search, page: 1 }) : '/jobs'} target="_top">
          Alle vacatures
        </Link>
      </p>
    </section>
  );
}
