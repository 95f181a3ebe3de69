import { COMPACT_METADATA, CompactVacancies } from '@/features/jobs/components/CompactVacancies';
import { parseJobsQuery } from '@/lib/routing/search-query';
import { searchParamsOf, type SearchParams } from '@/lib/search-params';

export const metadata = COMPACT_METADATA;

/** /c/zoeken?…: the compact list for any /jobs search (issue 16), per request like /jobs/zoeken; its CMS reads are cached. */
export default async function CompactSearchPage({ searchParams }: { searchParams: SearchParams }) {
  const { page: _page, ...search } = parseJobsQuery(searchParamsOf(await searchParams));
  return <CompactVacancies search={search} />;
}
