import { AGENDA_METADATA, AgendaList } from '@/components/content/AgendaList';

export const metadata = AGENDA_METADATA;

/** Upcoming events, first page; the other lists have their own paths (decision 021). */
export default function AgendaPage() {
  return <AgendaList when="upcoming" page={1} />;
}
