import type { Metadata } from 'next';
import type { Media } from '@/lib/cms';
import { mediaUrl } from '@/lib/urls';

export const SITE_NAME = 'Vacaturesite';
/** Every page points feed readers at the new-vacancies feed. */
export const FEED_ALTERNATE = { 'application/rss+xml': [{ url: '/jobs/rss.xml', title: 'Nieuwe vacatures' }] };

export type SeoInput = {
  title: string;
  description?: string | null;
  /** The canonical path of the page (no query string). */
  path: string;
  image?: Media | null;
  type?: 'website' | 'article';
  /** Reachable for visitors, kept out of search engines (account pages, closed vacancies). */
  noindex?: boolean;
};

/**
 * Canonical URL, Open Graph and Twitter meta for one page. Next merges metadata per top-level key,
 * so a page's `openGraph` replaces the layout's whole: each page gets the complete set from here.
 * Relative URLs become absolute through the root layout's metadataBase (SITE_URL).
 */
export function seoMetadata({ title, description, path, image, type = 'website', noindex }: SeoInput): Metadata {
  const text = description?.trim() || undefined;
  const images = image?.url
    ? [{ url: mediaUrl(image), width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alternativeText || title }]
    : undefined;
  return {
    title,
    description: text,
    alternates: { canonical: path, types: FEED_ALTERNATE },
    openGraph: { title, description: text, url: path, siteName: SITE_NAME, locale: 'nl_NL', type, images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description: text, images: images?.map((item) => item.url) },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
