import type { Metadata } from 'next';
import { Link } from '@/components/layout/Link';
import { seoMetadata } from '@/lib/seo/metadata';
import { getCategoryOptions, getSearchPlaceOptions, searchVacancies } from '@/lib/cms';
import { countLabel } from '@/lib/format';
import type { JobsQuery } from '@/features/jobs/search-query';
import { jobsPath } from '@/features/jobs/list-path';
import { ensurePageExists } from '@/lib/routing/list-paths';
import { Pagination } from '@/components/content/Pagination';
import { JobAlertOffer } from '@/features/job-alerts/components/JobAlertOffer';
import { activeFilters } from '@/features/jobs/active-filters';
import { ActiveFilterChips } from './ActiveFilterChips';
import { JobFilters } from './JobFilters';
import { VacancyList } from './VacancyCard';
import { SearchTracker } from '@/features/analytics/components/SearchTracker';

/** Every /jobs state (filter paths, free-text search): search engines keep /jobs itself as the canonical address (decision 012). */
export const JOBS_METADATA: Metadata = seoMetadata({
  title: 'Vacatures',
  description: 'Alle openstaande vacatures uit de regio, te filteren op vakgebied en plaats.',
  path: '/jobs',
});

/** The /jobs page, for the cached filter paths and the per-request free-text search alike (decision 021). */
export async function JobsOverview({ page, ...search }: JobsQuery) {
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
      <JobAlertOffer
        q={search.q}
        category={search.category}
        place={search.place}
        radius={search.near ? undefined : search.radius}
        workplace={search.workplace}
        salary={search.salary}
        categories={categories}
        places={places}
      />
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
