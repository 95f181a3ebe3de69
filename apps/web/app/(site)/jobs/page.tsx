import type { Metadata } from 'next';
import { seoMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/layout/Link';
import { getCategories, getPlaces, getVacancies } from '@/lib/cms';
import { countLabel } from '@/lib/format';
import { isDocumentId } from '@/lib/urls';
import { pageParam, stringParam, withQuery, type SearchParams } from '@/lib/search-params';
import { Pagination } from '@/components/content/Pagination';
import { JobFilters } from '@/components/jobs/JobFilters';
import { JobAlertOffer } from '@/components/alerts/JobAlertOffer';
import { VacancyList } from '@/components/jobs/VacancyCard';

export const metadata: Metadata = seoMetadata({ title: 'Vacatures', description: 'Alle openstaande vacatures uit de regio, te filteren op vakgebied en plaats.', path: '/jobs' });

export default async function JobsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const q = stringParam(params.q);
  // Unknown ids in the URL are ignored rather than sent to the CMS.
  const category = [stringParam(params.category)].find((id) => id && isDocumentId(id));
  const place = [stringParam(params.place)].find((id) => id && isDocumentId(id));
  const page = pageParam(params.page);

  const [result, categories, places] = await Promise.all([
    getVacancies({ q, category, place, page }),
    getCategories(),
    getPlaces(),
  ]);
  const { total, pageCount } = result.pagination;

  return (
    <>
      <h1>Vacatures</h1>
      <JobFilters q={q} category={category} place={place} categories={categories} places={places} />
      <JobAlertOffer q={q} category={category} place={place} categories={categories} places={places} />
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
