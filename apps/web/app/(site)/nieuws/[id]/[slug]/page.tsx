import type { Metadata } from 'next';
import { seoMetadata } from '@/lib/seo/metadata';
import { Link } from '@/components/layout/Link';
import { getNewsItem } from '@/lib/cms';
import { loadDetail, peekDetail } from '@/lib/detail';
import { formatDate } from '@/lib/format';
import { newsPath } from '@/lib/urls';
import { CmsImage } from '@/components/content/CmsImage';
import { Gallery } from '@/components/content/Gallery';
import { RichText } from '@/components/content/RichText';

/** Nothing is rendered at build time (no CMS then); each page is cached on its first visit. */
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await peekDetail(await params, getNewsItem);
  return item
    ? seoMetadata({
        title: item.title,
        description: item.summary,
        path: newsPath(item),
        image: item.image ?? item.gallery[0],
        type: 'article',
      })
    : {};
}

export default async function NewsItemPage({ params }: Props) {
  const item = await loadDetail(await params, getNewsItem, newsPath);
  return (
    <article data-testid="news-detail">
      <Link className="back-link" href="/nieuws">
        ← Nieuws
      </Link>
      <h1>{item.title}</h1>
      <p className="meta">
        <time dateTime={item.date}>{formatDate(item.date)}</time>
      </p>
      {item.image ? (
        <CmsImage image={item.image} alt={item.image.alternativeText ?? ''} sizes="(max-width: 1152px) 100vw, 1120px" priority />
      ) : null}
      {item.summary ? (
        <p className="prose">
          <strong>{item.summary}</strong>
        </p>
      ) : null}
      <RichText content={item.body} />
      <Gallery images={item.gallery} title="Foto's" />
    </article>
  );
}
