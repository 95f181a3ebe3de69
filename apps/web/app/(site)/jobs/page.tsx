import { parseJobsQuery } from '@/lib/jobs/search-query';
import { stringParam, type SearchParams } from '@/lib/search-params';
import { JOBS_METADATA, JobsOverview } from '@/components/jobs/JobsOverview';

export const metadata = JOBS_METADATA;

/**
 * /jobs with free text, rendered per request (its CMS reads are still cached). Without free text the
 * proxy sends visitors to the cached /jobs/lijst/{key} instead (decision 010).
 */
export default async function JobsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const query = new URLSearchParams();
  for (const name of ['q', 'category', 'place', 'hours', 'education', 'sort', 'page']) {
    const value = stringParam(params[name]);
    if (value) query.set(name, value);
  }
  return <JobsOverview {...parseJobsQuery(query)} />;
}
