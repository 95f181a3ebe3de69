import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageByDocumentId } from '@/lib/cms';
import { pageMetadata } from '@/lib/metadata';
import { isDocumentId } from '@/lib/urls';
import { CmsPage } from '@/components/content/CmsPage';

/** Nothing is rendered at build time (no CMS then); each page is cached on its first visit. */
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string }> };

async function load(id: string) {
  return isDocumentId(id) ? getPageByDocumentId(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  // A campaign landing: reachable through its link, not in search results.
  return pageMetadata(await load(id), `/l/${id}`, { noindex: true });
}

/** /l/{id}: a CMS page as a campaign landing page, without header or footer (empty layout). */
export default async function LandingPage({ params }: Props) {
  const page = await load((await params).id);
  if (!page) notFound();
  return <CmsPage page={page} />;
}
