import type { Metadata } from 'next';
import { seoMetadata } from '@/lib/seo/metadata';
import { getNewsItems } from '@/lib/cms';
import { ensurePageExists, newsListPath } from '@/lib/routing/list-paths';
import { NewsCard } from './NewsCard';
import { Pagination } from './Pagination';
import { EmptyState } from '@/components/content/EmptyState';

/** Every page of the news (decision 021) names /nieuws as its canonical address. */
export const NEWS_METADATA: Metadata = seoMetadata({
  title: 'Nieuws',
  description: 'Nieuws over werk en evenementen in de regio.',
  path: '/nieuws',
});

export async function NewsList({ page }: { page: number }) {
  const result = await getNewsItems({ page, pageSize: 12 });
  ensurePageExists(page, result.pagination.pageCount);
  return (
    <>
      <h1>Nieuws</h1>
      {result.items.length ? (
        <div className="grid">
          {result.items.map((item) => (
            <NewsCard key={item.documentId} item={item} headingLevel={2} />
          ))}
        </div>
      ) : (
        <EmptyState>Er zijn nog geen nieuwsberichten.</EmptyState>
      )}
      <Pagination page={page} pageCount={result.pagination.pageCount} href={newsListPath} />
    </>
  );
}
