import { eventPath, isDocumentId, newsPath, pagePath, vacancyPath } from '@/lib/urls';
import { COLLECTION_OF_MODEL } from './collections';

/**
 * Draft preview (decision 013), the pure part: what Strapi's preview link asks for, and which CMS
 * reads switch to drafts. The route handlers (app/api/voorbeeld) and lib/cms/requests.ts use it.
 */
type Addressable = { documentId: string; slug: string };

/** The content types with a page of their own, by the `type` name the CMS's preview handler sends. */
export const PREVIEW_TARGETS: Record<string, { collection: string; path: (item: Addressable) => string }> = {
  vacancy: { collection: COLLECTION_OF_MODEL.vacancy, path: vacancyPath },
  'news-item': { collection: COLLECTION_OF_MODEL['news-item'], path: newsPath },
  event: { collection: COLLECTION_OF_MODEL.event, path: eventPath },
  page: { collection: COLLECTION_OF_MODEL.page, path: pagePath },
};

export type PreviewRequest = { collection: string; path: (item: Addressable) => string; documentId: string; status: 'draft' | 'published' };

/** `?type=vacancy&id={documentId}&status=draft` → what to look up; null when anything is off. */
export function parsePreviewRequest(search: URLSearchParams): PreviewRequest | null {
  const target = Object.hasOwn(PREVIEW_TARGETS, search.get('type') ?? '') ? PREVIEW_TARGETS[search.get('type')!] : null;
  const documentId = search.get('id') ?? '';
  const status = search.get('status') ?? 'draft';
  if (!target || !isDocumentId(documentId) || (status !== 'draft' && status !== 'published')) return null;
  return { ...target, documentId, status };
}

/** The draft & publish collections (apps/cms: options.draftAndPublish); only their reads have drafts. */
const DRAFT_COLLECTIONS = new Set(['vacancies', 'news-items', 'events', 'pages', 'partners', 'products']);

/** Whether a CMS read path (`/vacancies/{id}`, `/pages`) has drafts to show in preview. */
export function hasDrafts(path: string): boolean {
  return DRAFT_COLLECTIONS.has(path.replace(/^\/+/, '').split(/[/?]/)[0]);
}

/** The site's server-side key to drafts (an API token the CMS creates from the same value). */
export function previewApiToken(env: Record<string, string | undefined> = process.env): string | null {
  return env.PREVIEW_API_TOKEN?.trim() || null;
}
