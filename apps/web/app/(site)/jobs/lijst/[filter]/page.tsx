import { parseListKey } from '@/lib/jobs/list-key';
import { JOBS_METADATA, JobsOverview } from '@/components/jobs/JobsOverview';

/** Nothing is rendered at build time (no CMS then); each list is cached on its first visit. */
export const generateStaticParams = async () => [];

// Visitors reach this through /jobs (proxy rewrite); that is the address search engines should keep.
export const metadata = JOBS_METADATA;

/** /jobs without free text (rewritten here by the proxy): the same page for everyone, so cached. */
export default async function CachedJobsPage({ params }: { params: Promise<{ filter: string }> }) {
  return <JobsOverview {...parseListKey((await params).filter)} />;
}
