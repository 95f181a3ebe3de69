import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { formatDutchDate } from '@vacaturesite/shared/application-activities';
import { Link } from '@/components/layout/Link';
import { isDocumentId, signInPath } from '@/lib/urls';
import { getCurrentUser } from '@/lib/session/session';
import { myJobs } from '@/features/jobs/visitor';
import { ActivityForm } from '@/features/uwv-record/components/ActivityForm';

export const metadata: Metadata = { title: 'Sollicitatie wijzigen', robots: { index: false } };

/** /jobs/mijn/uwv/{id}: changes one hand-made activity; someone else's is not found (the CMS answers 404). */
export default async function ActivityPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isDocumentId(id)) notFound();
  if (!(await getCurrentUser())) redirect(signInPath(`/jobs/mijn/uwv/${id}`));
  const activity = await myJobs().activity(id);
  if (!activity) notFound();

  return (
    <div className="my-jobs uwv">
      <p>
        <Link href="/jobs/mijn/uwv">← Sollicitaties voor het UWV</Link>
      </p>
      <h1>Sollicitatie wijzigen</h1>
      <ActivityForm
        activityId={activity.documentId}
        returnTo="/jobs/mijn/uwv"
        initial={{
          date: formatDutchDate(activity.date),
          employer: activity.employer,
          jobTitle: activity.jobTitle,
          method: activity.method,
          result: activity.result ?? '',
        }}
      />
    </div>
  );
}
