import { COMPACT_METADATA, CompactVacancies } from '@/features/jobs/components/CompactVacancies';

export const metadata = COMPACT_METADATA;

/** The compact list of all open vacancies; /c/{categoryId} for one field of work (decision 021). */
export default function CompactPage() {
  return <CompactVacancies category={undefined} />;
}
