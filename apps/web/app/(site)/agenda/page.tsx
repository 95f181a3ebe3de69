import { AGENDA_LIST } from '@/lib/routing/cached-lists';
import { searchParamsOf } from '@/lib/routing/list-key';
import type { SearchParams } from '@/lib/search-params';
import { AGENDA_METADATA, AgendaList } from '@/components/content/AgendaList';

export const metadata = AGENDA_METADATA;

/** Client-side navigations only: first loads are rewritten to the cached /agenda/lijst/{key} (decision 010). */
export default async function AgendaPage({ searchParams }: { searchParams: SearchParams }) {
  return <AgendaList {...AGENDA_LIST.parse(searchParamsOf(await searchParams))} />;
}
