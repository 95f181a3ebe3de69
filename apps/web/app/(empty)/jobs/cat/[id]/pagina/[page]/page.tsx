import type { Metadata } from 'next';
import { pageFromParams } from '@/lib/routing/list-paths';
import { categoryMetadata, CategoryVacancies } from '@/features/jobs/components/CategoryVacancies';

/** Nothing is rendered at build time (no CMS then); each page is cached on its first visit. */
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string; page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata((await params).id);
}

/** /jobs/cat/{id}/pagina/{n}: page 2 and on of a field of work's vacancies (decision 021). */
export default async function CategoryPagedPage({ params }: Props) {
  return <CategoryVacancies id={(await params).id} page={await pageFromParams(params)} />;
}
