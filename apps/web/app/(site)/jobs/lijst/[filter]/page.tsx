import type { Metadata } from 'next';
import { parseListKey } from '@/lib/jobs/list-key';
import { withQuery } from '@/lib/search-params';
import { JobsOverview } from '@/components/jobs/JobsOverview';

/** Served from Next's cache, revalidated by the CMS's webhook (decision 010); 300 s = REVALIDATE_SECONDS. */
export const revalidate = 300;
/** Nothing is rendered at build time (no CMS then); each list is cached on its first visit. */
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ filter: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, place, page } = parseListKey((await params).filter);
  // Visitors reach this through /jobs (proxy rewrite); that is the address search engines should keep.
  return { title: 'Vacatures', alternates: { canonical: withQuery('/jobs', { category, place, page }) } };
}

/** /jobs without free text (rewritten here by the proxy): the same page for everyone, so cached. */
export default async function CachedJobsPage({ params }: Props) {
  return <JobsOverview {...parseListKey((await params).filter)} />;
}
