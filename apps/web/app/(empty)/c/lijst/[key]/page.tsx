import { COMPACT_LIST } from '@/lib/routing/cached-lists';
import { listKeyParams } from '@/lib/routing/list-key';
import { COMPACT_METADATA, CompactVacancies } from '@/components/jobs/CompactVacancies';

/** Nothing is rendered at build time (no CMS then); each key is cached on its first visit. */
export const generateStaticParams = async () => [];

export const metadata = COMPACT_METADATA;

/** /c[?categorie=] for everyone (also inside partners' iframes), rewritten here by the proxy. */
export default async function CachedCompactPage({ params }: { params: Promise<{ key: string }> }) {
  return <CompactVacancies category={COMPACT_LIST.parse(listKeyParams((await params).key)).value} />;
}
