import type { Metadata } from 'next';
import { isDocumentId } from '@/lib/urls';
import { pageParam, stringParam, type SearchParams } from '@/lib/search-params';
import { JobsOverview } from '@/components/jobs/JobsOverview';

export const metadata: Metadata = { title: 'Vacatures' };

/**
 * /jobs with free text, rendered per request (its CMS reads are still cached). Without free text the
 * proxy sends visitors to the cached /jobs/lijst/{key} instead (decision 010).
 */
export default async function JobsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  // Unknown ids in the URL are ignored rather than sent to the CMS.
  const category = [stringParam(params.category)].find((id) => id && isDocumentId(id));
  const place = [stringParam(params.place)].find((id) => id && isDocumentId(id));
  return <JobsOverview q={stringParam(params.q)} category={category} place={place} page={pageParam(params.page)} />;
}
