import { Link } from '@/components/layout/Link';
import { getCategories, getPlaces, getVacancies } from '@/lib/cms';
import { countLabel } from '@/lib/format';
import { withQuery } from '@/lib/search-params';
import { Pagination } from '@/components/content/Pagination';
import { JobFilters } from './JobFilters';
import { VacancyList } from './VacancyCard';

export type JobsQuery = { q?: string; category?: string; place?: string; page: number };

/** The /jobs page, for the cached lists (/jobs/lijst/{key}) and the per-request free-text search alike. */
export async function JobsOverview({ q, category, place, page }: JobsQuery) {
  const [result, categories, places] = await Promise.all([getVacancies({ q, category, place, page }), getCategories(), getPlaces()]);
  const { total, pageCount } = result.pagination;

  return (
    <>
      <h1>Vacatures</h1>
      <JobFilters q={q} category={category} place={place} categories={categories} places={places} />
      <p className="result-count" role="status" data-testid="result-count">
        {countLabel(total, 'vacature', 'vacatures')} gevonden
      </p>
      <VacancyList vacancies={result.items} />
      <Pagination page={Math.min(page, Math.max(pageCount, 1))} pageCount={pageCount} href={(p) => withQuery('/jobs', { q, category, place, page: p })} />
      <p className="section">
        <Link href="/jobs/plaatsen">Bekijk vacatures per plaats</Link>
      </p>
    </>
  );
}
