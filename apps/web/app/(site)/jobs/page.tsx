import { JOBS_METADATA, JobsOverview } from '@/features/jobs/components/JobsOverview';
import { jobAlertOffer } from '@/features/job-alerts/components/JobAlertOffer';

export const metadata = JOBS_METADATA;

/** All open vacancies, newest first; filters have their own paths ([...filter]), free text /jobs/zoeken (decision 021). */
export default function JobsPage() {
  return <JobsOverview page={1} searchOffer={jobAlertOffer} />;
}
