import type { Metadata } from 'next';
import { categoryMetadata, CategoryVacancies } from '@/features/jobs/components/CategoryVacancies';

/** Nothing is rendered at build time (no CMS then); each field of work is cached on its first visit. */
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata((await params).id);
}

/** /jobs/cat/{id}: the first page of a field of work's vacancies; /pagina/{n} for the others (decision 021). */
export default async function CategoryPage({ params }: Props) {
  return <CategoryVacancies id={(await params).id} page={1} />;
}
