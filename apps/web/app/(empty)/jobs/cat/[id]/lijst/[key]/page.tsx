import type { Metadata } from 'next';
import { CATEGORY_LIST } from '@/lib/routing/cached-lists';
import { listKeyParams } from '@/lib/routing/list-key';
import { categoryMetadata, CategoryVacancies } from '@/components/jobs/CategoryVacancies';

/** Nothing is rendered at build time (no CMS then); each key is cached on its first visit. */
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string; key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata((await params).id);
}

/** /jobs/cat/{id}[?page=] for everyone, rewritten here by the proxy. */
export default async function CachedCategoryPage({ params }: Props) {
  const { id, key } = await params;
  return <CategoryVacancies id={id} {...CATEGORY_LIST.parse(listKeyParams(key))} />;
}
