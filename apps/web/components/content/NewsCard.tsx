import { Link } from '@/components/layout/Link';
import type { NewsItem } from '@/lib/cms';
import { formatDate } from '@/lib/format';
import { newsPath } from '@/lib/urls';
import { CARD_IMAGE_SIZES, CmsImage } from './CmsImage';

/** `headingLevel` 2 where the cards sit right under the page's h1 (the lists), 3 under a section's h2 (home, pages). */
export function NewsCard({ item, headingLevel = 3 }: { item: NewsItem; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card" data-testid="news-card">
      {item.image ? <CmsImage image={item.image} alt="" sizes={CARD_IMAGE_SIZES} className="card__image" /> : null}
      <Heading className="card__title">
        <Link href={newsPath(item)}>{item.title}</Link>
      </Heading>
      <p className="meta">
        <time dateTime={item.date}>{formatDate(item.date)}</time>
      </p>
      {item.summary ? <p>{item.summary}</p> : null}
    </article>
  );
}
