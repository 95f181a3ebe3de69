import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { seoMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/layout/Link';
import { getCategory, getVacancies } from '@/lib/cms';
import { countLabel } from '@/lib/format';
import { categoryListPath, ensurePageExists } from '@/lib/routing/list-paths';
import { categoryPath, isDocumentId } from '@/lib/urls';
import { Pagination } from '@/components/content/Pagination';
import { VacancyList } from '@/components/vacancies/VacancyCard';

async function load(id: string) {
  return isDocumentId(id) ? getCategory(id) : null;
}

/** For every page of a field of work: the category's own address is the canonical one. */
export async function categoryMetadata(id: string): Promise<Metadata> {
  const category = await load(id);
  return category
    ? seoMetadata({ title: `Vacatures in ${category.name}`, description: category.description, path: categoryPath(category) })
    : {};
}

/** /jobs/cat/{id}[/pagina/{n}]: the open vacancies of one field of work; 404 for an unknown one. */
export async function CategoryVacancies({ id, page }: { id: string; page: number }) {
  const category = await load(id);
  if (!category) notFound();
  const result = await getVacancies({ category: category.documentId, page });
  ensurePageExists(page, result.pagination.pageCount);

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
      <Pagination page={page} pageCount={result.pagination.pageCount} href={(p) => categoryListPath(category, p)} />
    </>
  );
}
