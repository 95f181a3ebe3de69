import { AGENDA_METADATA, AgendaList } from '@/components/content/AgendaList';
import { pageFromParams, type PageParams } from '@/lib/routing/list-paths';

/** Nothing is rendered at build time (no CMS then); each page is cached on its first visit. */
export const generateStaticParams = async () => [];

export const metadata = AGENDA_METADATA;

/** /agenda/pagina/{n}: upcoming events, page 2 and on (decision 021). */
export default async function UpcomingEventsPage({ params }: { params: PageParams }) {
  return <AgendaList when="upcoming" page={await pageFromParams(params)} />;
}
