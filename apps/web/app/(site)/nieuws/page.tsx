import { NEWS_METADATA, NewsList } from '@/components/content/NewsList';

export const metadata = NEWS_METADATA;

/** The newest news, first page; /nieuws/pagina/{n} for the others (decision 021). */
export default function NewsPage() {
  return <NewsList page={1} />;
}
