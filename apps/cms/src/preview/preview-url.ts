import { siteUrl } from '../lib/mail';

/**
 * Strapi's Preview button (Content Manager → "Open preview", decision 013): for the content types
 * that have a page on the site, the admin asks this handler for a URL and shows the site in its side
 * panel. The URL is the site's `/api/voorbeeld` route with the shared PREVIEW_SECRET; the site checks
 * the secret, switches on Next's draft mode and sends the editor on to the item's real address.
 */
type Env = Record<string, string | undefined>;

/** Content types with their own page on the site, by the `type` name the site's route expects. */
export const PREVIEW_TYPES: Record<string, string> = {
  'api::vacancy.vacancy': 'vacancy',
  'api::news-item.news-item': 'news-item',
  'api::event.event': 'event',
  'api::page.page': 'page',
};

export type PreviewSettings = { siteUrl: string; secret: string };

export function previewSettings(env: Env): PreviewSettings | null {
  const secret = env.PREVIEW_SECRET?.trim();
  if (!secret) return null;
  return { siteUrl: siteUrl(env), secret };
}

/**
 * The preview address of one document, or null (no preview panel) for types without a page. The
 * published tab previews the published version: the site then shows it without draft mode.
 */
export function previewUrl(
  settings: PreviewSettings,
  uid: string,
  { documentId, status }: { documentId?: string; status?: string | null },
): string | null {
  const type = PREVIEW_TYPES[uid];
  if (!type || !documentId) return null;
  const query = new URLSearchParams({
    secret: settings.secret,
    type,
    id: documentId,
    status: status === 'published' ? 'published' : 'draft',
  });
  return `${settings.siteUrl}/api/voorbeeld?${query}`;
}

/** The `preview` block of config/admin.ts: off without PREVIEW_SECRET. */
export function previewConfig(env: Env) {
  const settings = previewSettings(env);
  if (!settings) return { enabled: false };
  return {
    enabled: true,
    config: {
      // Lets the admin show the site in its preview iframe (Strapi adds it to its frame-src CSP).
      allowedOrigins: [new URL(settings.siteUrl).origin],
      handler: (uid: string, params: { documentId?: string; locale?: string | null; status?: string | null }) =>
        previewUrl(settings, uid, params),
    },
  };
}
