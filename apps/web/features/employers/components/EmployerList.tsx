import { CmsImage } from '@/components/content/CmsImage';
import { EmptyState } from '@/components/content/EmptyState';
import { Link } from '@/components/layout/Link';
import type { Employer } from '@/lib/cms';
import { countLabel } from '@/lib/format';
import { employerPath } from '@/lib/urls';

/** The employers with open vacancies, each card a link to its profile (the whole card clickable, one link). */
export function EmployerList({ employers }: { employers: Employer[] }) {
  if (!employers.length)
    return (
      <EmptyState action={{ href: '/jobs', label: 'Bekijk alle vacatures' }}>
        Er zijn op dit moment geen werkgevers met openstaande vacatures.
      </EmptyState>
    );
  return (
    <ul className="list-plain grid" data-testid="employer-list">
      {employers.map((employer) => (
        <li key={employer.documentId}>
          <article className="card employer-card" data-testid="employer-card">
            {employer.logo ? <CmsImage image={employer.logo} alt="" height={48} className="employer-logo" /> : null}
            <h2>
              <Link href={employerPath(employer)} className="employer-card__link">
                {employer.name}
              </Link>
            </h2>
            <p className="meta">
              {employer.place ? <span>{employer.place.name}</span> : null}
              <span data-testid="employer-vacancy-count">{countLabel(employer.vacancyCount, 'open vacature', 'open vacatures')}</span>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
