import { NEWS_METADATA, NewsList } from '@/components/content/NewsList';
import { pageFromParams, type PageParams } from '@/lib/routing/list-paths';

/** Nothing is rendered at build time (no CMS then); each page is cached on its first visit. */
export const generateStaticParams = async () => [];

export const metadata = NEWS_METADATA;

/** /nieuws/pagina/{n}: page 2 and on (decision 021). */
export default async function NewsPagedPage({ params }: { params: PageParams }) {
  return <NewsList page={await pageFromParams(params)} />;
}
