import type { Metadata } from 'next';
import type { Page } from '@/lib/cms';
import { seoMetadata } from '@/lib/seo/metadata';

/** A CMS page's metadata: the editor's SEO fields first, then its own title and intro. */
export function pageMetadata(page: Page | null, path: string, options: { noindex?: boolean } = {}): Metadata {
  if (!page) return {};
  return seoMetadata({
    title: page.seo?.metaTitle || page.title,
    description: page.seo?.metaDescription || page.intro,
    image: page.seo?.shareImage,
    path,
    ...options,
  });
}
