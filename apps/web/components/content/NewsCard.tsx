import { Link } from '@/components/layout/Link';
import type { NewsItem } from '@/lib/cms';
import { formatDate } from '@/lib/format';
import { newsPath } from '@/lib/urls';
import { CARD_IMAGE_SIZES, CmsImage } from './CmsImage';

export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="card" data-testid="news-card">
      {item.image ? <CmsImage image={item.image} alt="" sizes={CARD_IMAGE_SIZES} className="card__image" /> : null}
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
