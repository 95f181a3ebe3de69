import type { Metadata } from 'next';
import { CATEGORY_LIST } from '@/lib/routing/cached-lists';
import { searchParamsOf } from '@/lib/routing/list-key';
import type { SearchParams } from '@/lib/search-params';
import { categoryMetadata, CategoryVacancies } from '@/components/jobs/CategoryVacancies';

type Props = { params: Promise<{ id: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata((await params).id);
}

/** Client-side navigations only: first loads are rewritten to the cached /jobs/cat/{id}/lijst/{key} (decision 010). */
export default async function CategoryPage({ params, searchParams }: Props) {
  return <CategoryVacancies id={(await params).id} {...CATEGORY_LIST.parse(searchParamsOf(await searchParams))} />;
}
