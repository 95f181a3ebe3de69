import type { Metadata } from 'next';
import { seoMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/layout/Link';
import { notFound } from 'next/navigation';
import { getCategory, getVacancies } from '@/lib/cms';
import { countLabel } from '@/lib/format';
import { pageParam, withQuery, type SearchParams } from '@/lib/search-params';
import { categoryPath, isDocumentId } from '@/lib/urls';
import { Pagination } from '@/components/content/Pagination';
import { VacancyList } from '@/components/jobs/VacancyCard';

type Props = { params: Promise<{ id: string }>; searchParams: SearchParams };

async function load(id: string) {
  return isDocumentId(id) ? getCategory(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await load((await params).id);
  return category ? seoMetadata({ title: `Vacatures in ${category.name}`, description: category.description, path: categoryPath(category) }) : {};
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const { id } = await params;
  const category = await load(id);
  if (!category) notFound();
  const page = pageParam((await searchParams).page);
  const result = await getVacancies({ category: category.documentId, page });

  return (
    <>
      <Link className="back-link" href="/jobs">
        ← Alle vacatures
      </Link>
      <h1>Vacatures in {category.name}</h1>
      {category.description ? <p className="prose">{category.description}</p> : null}
      <p className="result-count" data-testid="result-count">
        {countLabel(result.pagination.total, 'vacature', 'vacatures')}
      </p>
      <VacancyList vacancies={result.items} headingLevel={2} />
      <Pagination page={page} pageCount={result.pagination.pageCount} href={(p) => withQuery(categoryPath(category), { page: p })} />
    </>
  );
}
