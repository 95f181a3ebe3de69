import { Link } from '@/components/layout/Link';
import type { NewsItem } from '@/lib/cms';
import { formatDate } from '@/lib/format';
import { mediaUrl, newsPath } from '@/lib/urls';

export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="card" data-testid="news-card">
      {item.image ? (
        <img src={mediaUrl(item.image)} alt="" width={item.image.width ?? undefined} height={item.image.height ?? undefined} loading="lazy" />
      ) : null}
      <h3>
        <Link href={newsPath(item)}>{item.title}</Link>
      </h3>
      <p className="meta">
        <time dateTime={item.date}>{formatDate(item.date)}</time>
      </p>
      {item.summary ? <p>{item.summary}</p> : null}
    </article>
  );
}
