import { COMPACT_LIST } from '@/lib/routing/cached-lists';
import { searchParamsOf } from '@/lib/routing/list-key';
import type { SearchParams } from '@/lib/search-params';
import { COMPACT_METADATA, CompactVacancies } from '@/components/jobs/CompactVacancies';

export const metadata = COMPACT_METADATA;

/** Client-side navigations only: first loads are rewritten to the cached /c/lijst/{key} (decision 010). */
export default async function CompactPage({ searchParams }: { searchParams: SearchParams }) {
  return <CompactVacancies category={COMPACT_LIST.parse(searchParamsOf(await searchParams)).value} />;
}
