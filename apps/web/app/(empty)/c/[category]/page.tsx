import { notFound } from 'next/navigation';
import { isDocumentId } from '@/lib/urls';
import { COMPACT_METADATA, CompactVacancies } from '@/features/jobs/components/CompactVacancies';

/** Nothing is rendered at build time (no CMS then); each field of work is cached on its first visit. */
export const generateStaticParams = async () => [];

export const metadata = COMPACT_METADATA;

/** /c/{categoryId}: the compact list narrowed to one field of work (decision 021). */
export default async function CompactCategoryPage({ params }: { params: Promise<{ category: string }> }) {
  const { category } = await params;
  if (!isDocumentId(category)) notFound();
  return <CompactVacancies category={category} />;
}
