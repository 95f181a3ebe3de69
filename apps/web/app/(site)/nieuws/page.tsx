import type { Metadata } from 'next';
import { seoMetadata } from '@/lib/seo/metadata';
import { getNewsItems } from '@/lib/cms';
import { pageParam, withQuery, type SearchParams } from '@/lib/search-params';
import { NewsCard } from '@/components/content/NewsCard';
import { Pagination } from '@/components/content/Pagination';

export const metadata: Metadata = seoMetadata({ title: 'Nieuws', description: 'Nieuws over werk en evenementen in de regio.', path: '/nieuws' });

export default async function NewsPage({ searchParams }: { searchParams: SearchParams }) {
  const page = pageParam((await searchParams).page);
  const result = await getNewsItems({ page, pageSize: 12 });
  return (
    <>
      <h1>Nieuws</h1>
      {result.items.length ? (
        <div className="grid">
          {result.items.map((item) => (
            <NewsCard key={item.documentId} item={item} />
          ))}
        </div>
      ) : (
        <p>Er zijn nog geen nieuwsberichten.</p>
      )}
      <Pagination page={page} pageCount={result.pagination.pageCount} href={(p) => withQuery('/nieuws', { page: p })} />
    </>
  );
}
