import { NEWS_LIST } from '@/lib/routing/cached-lists';
import { listKeyParams } from '@/lib/routing/list-key';
import { NEWS_METADATA, NewsList } from '@/components/content/NewsList';

/** Nothing is rendered at build time (no CMS then); each key is cached on its first visit. */
export const generateStaticParams = async () => [];

export const metadata = NEWS_METADATA;

/** /nieuws[?page=] for everyone, rewritten here by the proxy. */
export default async function CachedNewsPage({ params }: { params: Promise<{ key: string }> }) {
  return <NewsList {...NEWS_LIST.parse(listKeyParams((await params).key))} />;
}
