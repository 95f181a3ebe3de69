import { notFound } from 'next/navigation';
import { parseJobsPath } from '@/lib/routing/list-path';
import { JOBS_METADATA, JobsOverview } from '@/features/jobs/components/JobsOverview';
import { jobAlertOffer } from '@/features/job-alerts/components/JobAlertOffer';

/** Nothing is rendered at build time (no CMS then); each filter state is cached on its first visit. */
export const generateStaticParams = async () => [];

export const metadata = JOBS_METADATA;

/** /jobs/vakgebied/{id}/plaats/{id}/…/pagina/{n}: one cached page per filter state (decision 021). */
export default async function FilteredJobsPage({ params }: { params: Promise<{ filter: string[] }> }) {
  const query = parseJobsPath((await params).filter);
  if (!query) notFound();
  return <JobsOverview {...query} searchOffer={jobAlertOffer} />;
}
