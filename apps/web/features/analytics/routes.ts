import type { ItemType } from '@vacaturesite/shared/analytics';

/**
 * What a route change records (spec §2, decision 007): a page view, a per-item view for the detail
 * pages on the skip list (vacancy, news item, calendar event — which item, so editors can rank them),
 * or nothing (health check, `/l/{id}`, `/c`).
 */
export type RouteRecord = { kind: 'pageview' } | { kind: 'item'; type: ItemType; id: string } | { kind: 'none' };

// `(?!pagina/)`: /nieuws/pagina/2 and /agenda/pagina/2 are lists (decision 021), not an item called "pagina".
const ITEM_ROUTES: [RegExp, ItemType][] = [
  [/^\/jobs\/vacature\/([^/]+)\/[^/]+\/?$/, 'vacancy'],
  [/^\/nieuws\/(?!pagina\/)([^/]+)\/[^/]+\/?$/, 'news'],
  [/^\/agenda\/(?!pagina\/)([^/]+)\/[^/]+\/?$/, 'event'],
];

/** Spec §2: no page views for the health check, `/l/{id}` and `/c` (with its field of work, `/c/{id}`). */
const SILENT_ROUTES = [/^\/api\/health\/?$/, /^\/l\/[^/]+\/?$/, /^\/c(?:\/[^/]+)?\/?$/];

export function classifyRoute(pathname: string): RouteRecord {
  for (const [pattern, type] of ITEM_ROUTES) {
    const match = pattern.exec(pathname);
    if (match) {
      let id: string;
      try {
        id = decodeURIComponent(match[1]);
      } catch {
        return { kind: 'none' };
      }
      return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? { kind: 'item', type, id } : { kind: 'none' };
    }
  }
  if (SILENT_ROUTES.some((pattern) => pattern.test(pathname))) return { kind: 'none' };
  return { kind: 'pageview' };
}

/** The marker our mails put on their links (`?bron=email`, decision 007). */
export const EMAIL_MARKER_PARAM = 'bron';
export const EMAIL_MARKER_VALUE = 'email';

export function arrivedFromEmail(search: string): boolean {
  return new URLSearchParams(search).get(EMAIL_MARKER_PARAM) === EMAIL_MARKER_VALUE;
}

/** A visit from a campaign link (utm_* parameters): its campaign, else its source, else null. */
export function marketingCampaign(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('utm_campaign') || params.get('utm_source') || params.get('utm_medium') || null;
}
