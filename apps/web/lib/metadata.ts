import type { Metadata } from 'next';
import type { Page } from '@/lib/cms';

export function pageMetadata(page: Page | null): Metadata {
  if (!page) return {};
  return {
    title: page.seo?.metaTitle || page.title,
    description: page.seo?.metaDescription || page.intro || undefined,
  };
}
