import { JOBS_METADATA, JobsOverview } from '@/components/jobs/JobsOverview';

export const metadata = JOBS_METADATA;

/** All open vacancies, newest first; filters have their own paths ([...filter]), free text /jobs/zoeken (decision 021). */
export default function JobsPage() {
  return <JobsOverview page={1} />;
}
