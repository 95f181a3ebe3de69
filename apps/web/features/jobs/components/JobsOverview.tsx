import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Link } from '@/components/layout/Link';
import { seoMetadata } from '@/lib/seo/metadata';
import { getCategoryOptions, getSearchPlaceOptions, searchVacancies, type Category, type Place } from '@/lib/cms';
import { countLabel } from '@/lib/format';
import type { JobsQuery } from '@/lib/routing/search-query';
import { jobsPath } from '@/lib/routing/list-path';
import { ensurePageExists } from '@/lib/routing/list-paths';
import { Pagination } from '@/components/content/Pagination';
import { activeFilters } from '@/features/jobs/active-filters';
import { ActiveFilterChips } from './ActiveFilterChips';
import { JobFilters } from './JobFilters';
import { VacancyList } from '@/components/vacancies/VacancyCard';
import { SearchTracker } from '@/lib/analytics/SearchTracker';

/** Every /jobs state (filter paths, free-text search): search engines keep /jobs itself as the canonical address (decision 012). */
export const JOBS_METADATA: Metadata = seoMetadata({
  title: 'Vacatures',
  description: 'Alle openstaande vacatures uit de regio, te filteren op vakgebied en plaats.',
  path: '/jobs',
});

/** The search on screen and the options it was chosen from, for an offer to save it (the app passes job alerts'). */
export type SearchOfferProps = Pick<JobsQuery, 'q' | 'category' | 'place' | 'radius' | 'workplace' | 'salary'> & {
  categories: Category[];
  places: Place[];
};

/**
 * The /jobs page, for the cached filter paths and the per-request free-text search alike (decision 021).
 * `searchOffer` renders under the filters: the app composes it (job alerts), so this feature needs no other.
 */
export async function JobsOverview({ page, searchOffer, ...search }: JobsQuery & { searchOffer?: (props: SearchOfferProps) => ReactNode }) {
  const [result, categories, places] = await Promise.all([
    searchVacancies({ ...search, page }),
    getCategoryOptions(),
    getSearchPlaceOptions(search.place),
  ]);
  const { total, pageCount } = result.pagination;
  ensurePageExists(page, pageCount);
  const active = activeFilters(search, { categories, places });

  return (
    <>
      <h1>Vacatures</h1>
      <JobFilters
        search={search}
        facets={result.facets}
        categories={categories}
        places={places}
        activeCount={active.filter((filter) => filter.key !== 'q').length}
      />
      <ActiveFilterChips filters={active} />
      {searchOffer?.({
        q: search.q,
        category: search.category,
        place: search.place,
        radius: search.near ? undefined : search.radius,
        workplace: search.workplace,
        salary: search.salary,
        categories,
        places,
      })}
      <p className="result-count" role="status" data-testid="result-count">
        {countLabel(total, 'vacature', 'vacatures')} gevonden
      </p>
      {search.q && page === 1 ? <SearchTracker query={search.q} total={total} /> : null}
      <VacancyList vacancies={result.items} headingLevel={2} />
      <Pagination page={page} pageCount={pageCount} href={(p) => jobsPath({ ...search, page: p })} />
      <p className="section">
        <Link href="/jobs/plaatsen">Bekijk vacatures per plaats</Link>
      </p>
    </>
  );
}
