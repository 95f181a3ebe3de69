import type { Metadata } from 'next';
import { seoMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/layout/Link';
import { getCategoryOptions, getPlaceOptions, HOURS_BANDS, SEARCH_SORTS, searchVacancies, type VacancySearch } from '@/lib/cms';
import { countLabel, EDUCATION_LEVEL_LABEL } from '@/lib/format';
import { isDocumentId } from '@/lib/urls';
import { pageParam, stringParam, withQuery, type SearchParams } from '@/lib/search-params';
import { Pagination } from '@/components/content/Pagination';
import { JobFilters } from '@/components/jobs/JobFilters';
import { JobAlertOffer } from '@/components/alerts/JobAlertOffer';
import { VacancyList } from '@/components/jobs/VacancyCard';

export const metadata: Metadata = seoMetadata({ title: 'Vacatures', description: 'Alle openstaande vacatures uit de regio, te filteren op vakgebied en plaats.', path: '/jobs' });

/** The URL's value when it is one of `allowed`; anything else is ignored rather than sent to the CMS. */
function oneOf<T extends string>(value: string | undefined, allowed: readonly T[] | ((value: string) => boolean)): T | undefined {
  if (!value) return undefined;
  const ok = typeof allowed === 'function' ? allowed(value) : (allowed as readonly string[]).includes(value);
  return ok ? (value as T) : undefined;
}

export default async function JobsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const search: VacancySearch = {
    q: stringParam(params.q),
    category: oneOf(stringParam(params.category), isDocumentId),
    place: oneOf(stringParam(params.place), isDocumentId),
    hours: oneOf(stringParam(params.hours), HOURS_BANDS),
    education: oneOf(stringParam(params.education), Object.keys(EDUCATION_LEVEL_LABEL)),
    sort: oneOf(stringParam(params.sort), SEARCH_SORTS),
  };
  const page = pageParam(params.page);

  const [result, categories, places] = await Promise.all([searchVacancies({ ...search, page }), getCategoryOptions(), getPlaceOptions()]);
  const { total, pageCount } = result.pagination;

  return (
    <>
      <h1>Vacatures</h1>
      <JobFilters search={search} facets={result.facets} categories={categories} places={places} />
      <JobAlertOffer q={search.q} category={search.category} place={search.place} categories={categories} places={places} />
      <p className="result-count" role="status" data-testid="result-count">
        {countLabel(total, 'vacature', 'vacatures')} gevonden
      </p>
      <VacancyList vacancies={result.items} />
      <Pagination page={Math.min(page, Math.max(pageCount, 1))} pageCount={pageCount} href={(p) => withQuery('/jobs', { ...search, page: p })} />
      <p className="section">
        <Link href="/jobs/plaatsen">Bekijk vacatures per plaats</Link>
      </p>
    </>
  );
}
