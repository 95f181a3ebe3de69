import { AGENDA_METADATA, AgendaList } from '@/components/content/AgendaList';

export const metadata = AGENDA_METADATA;

/** Past events, first page (decision 021). */
export default function PastEventsPage() {
  return <AgendaList when="past" page={1} />;
}
