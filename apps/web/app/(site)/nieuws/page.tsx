import { NEWS_LIST } from '@/lib/routing/cached-lists';
import { searchParamsOf } from '@/lib/routing/list-key';
import type { SearchParams } from '@/lib/search-params';
import { NEWS_METADATA, NewsList } from '@/components/content/NewsList';

export const metadata = NEWS_METADATA;

/** Client-side navigations only: first loads are rewritten to the cached /nieuws/lijst/{key} (decision 010). */
export default async function NewsPage({ searchParams }: { searchParams: SearchParams }) {
  return <NewsList {...NEWS_LIST.parse(searchParamsOf(await searchParams))} />;
}
