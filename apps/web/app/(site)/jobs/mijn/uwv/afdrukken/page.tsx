import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { formatDutchDate } from '@vacaturesite/shared/application-activities';
import { todayInNetherlands } from '@vacaturesite/shared/dates';
import { Link } from '@/components/layout/Link';
import { signInPath } from '@/lib/urls';
import { stringParam, type SearchParams } from '@/lib/search-params';
import { getCurrentUser } from '@/lib/session/session';
import { myJobs } from '@/features/jobs/visitor';
import { loadRecord } from '@/features/uwv-record/load';
import { choosePeriod, periodQuery, uwvProgress } from '@/features/uwv-record/record';
import { RecordTable } from '@/features/uwv-record/components/RecordTable';
import { PrintButton } from '@/features/uwv-record/components/PrintButton';

export const metadata: Metadata = { title: 'Sollicitaties voor het UWV – afdrukken', robots: { index: false } };

/**
 * /jobs/mijn/uwv/afdrukken: the record as a page made for paper (the PDF is a download of its own,
 * /api/jobs/uwv-record?formaat=pdf). The site's header and footer are left off in print (uwv-record.css).
 */
export default async function UwvRecordPrintPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { period } = choosePeriod({ van: stringParam(params.van, 20), tot: stringParam(params.tot, 20) });
  const query = periodQuery(period);
  const user = await getCurrentUser();
  if (!user) redirect(signInPath(`/jobs/mijn/uwv/afdrukken?${query}`));
  const rows = await loadRecord(myJobs(), period);

  return (
    <div className="uwv uwv--print">
      <p className="print-hidden">
        <Link href={`/jobs/mijn/uwv?${query}`}>← Terug naar het overzicht</Link>
      </p>
      <h1>Sollicitatieactiviteiten</h1>
      <dl className="uwv-print__facts">
        <dt>Naam</dt>
        <dd>{user.displayName}</dd>
        <dt>Periode</dt>
        <dd>
          {formatDutchDate(period.from)} tot en met {formatDutchDate(period.to)}
        </dd>
        <dt>Gemaakt op</dt>
        <dd>{formatDutchDate(todayInNetherlands())}</dd>
      </dl>
      <p>{uwvProgress(rows.length, period).text}</p>
      <p className="print-hidden">
        <PrintButton />
      </p>
      <RecordTable rows={rows} editable={false} />
    </div>
  );
}
