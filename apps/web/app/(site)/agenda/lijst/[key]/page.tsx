import { AGENDA_LIST } from '@/lib/routing/cached-lists';
import { listKeyParams } from '@/lib/routing/list-key';
import { AGENDA_METADATA, AgendaList } from '@/components/content/AgendaList';

/** Nothing is rendered at build time (no CMS then); each key is cached on its first visit. */
export const generateStaticParams = async () => [];

export const metadata = AGENDA_METADATA;

/** /agenda[?periode=geweest][&page=] for everyone, rewritten here by the proxy. */
export default async function CachedAgendaPage({ params }: { params: Promise<{ key: string }> }) {
  return <AgendaList {...AGENDA_LIST.parse(listKeyParams((await params).key))} />;
}
