import { Link } from '@/components/layout/Link';
import { JOBS_PATH } from '@/lib/routing/list-path';
import type { ActiveFilter } from '@/features/jobs/active-filters';

/** The filters that are on, each a link to the same list without it; "Wis alle filters" when there are two or more. */
export function ActiveFilterChips({ filters }: { filters: ActiveFilter[] }) {
  if (filters.length === 0) return null;
  return (
    <ul className="chips" aria-label="Actieve filters" data-testid="active-filters">
      {filters.map((filter) => (
        <li key={filter.key}>
          <Link className="chip" href={filter.removeHref} aria-label={`${filter.label}: ${filter.value} verwijderen`}>
            <span className="chip__label">{filter.label}:</span> {filter.value}
            <span className="chip__remove" aria-hidden="true">
              ×
            </span>
          </Link>
        </li>
      ))}
      {filters.length > 1 ? (
        <li>
          <Link className="chips__clear" href={JOBS_PATH}>
            Wis alle filters
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
