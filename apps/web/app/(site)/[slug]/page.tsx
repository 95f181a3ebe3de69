import { notFound } from 'next/navigation';
import { getPageBySlug, getRetentionSettings } from '@/lib/cms';
import { pageMetadata } from '@/lib/metadata';
import { isSlug } from '@/lib/routing/routes';
import { CmsPage } from '@/components/content/CmsPage';
import { RetentionTable } from '@/features/privacy/components/RetentionTable';

/** The CMS page whose text the retention table follows (decision 050): editors write the rest of the privacy statement. */
const PRIVACY_SLUG = 'privacy';

/** Nothing is rendered at build time (no CMS then); each page is cached on its first visit. */
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ slug: string }> };

async function load(slug: string) {
  return isSlug(slug) ? getPageBySlug(slug) : null;
}

export async function generateMetadata({ params }: Props) {
  const page = await load((await params).slug);
  return pageMetadata(page, `/${page?.slug ?? ''}`);
}

/** Catch-all single-segment content page (spec §2: /{slug}). */
export default async function ContentPage({ params }: Props) {
  const page = await load((await params).slug);
  if (!page) notFound();
  if (page.slug !== PRIVACY_SLUG) return <CmsPage page={page} />;
  return (
    <CmsPage page={page}>
      <RetentionTable settings={await getRetentionSettings()} />
    </CmsPage>
  );
}
