import { parseJobsQuery } from '@/lib/routing/search-query';
import { searchParamsOf, type SearchParams } from '@/lib/search-params';
import { JOBS_METADATA, JobsOverview } from '@/features/jobs/components/JobsOverview';
import { jobAlertOffer } from '@/features/job-alerts/components/JobAlertOffer';

export const metadata = JOBS_METADATA;

/**
 * /jobs/zoeken?q=…: a free-text search, rendered per request (its CMS reads are still cached). Without
 * a search text the proxy sends the visitor to the filter path, which is cached (decision 021).
 */
export default async function JobSearchPage({ searchParams }: { searchParams: SearchParams }) {
  return <JobsOverview {...parseJobsQuery(searchParamsOf(await searchParams))} searchOffer={jobAlertOffer} />;
}
