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

/**
 * Set on the 404 page's content (components/layout/NotFoundScreen.tsx, every layout's not-found file):
 * a path that answered 404 is no page, so it records no page or item view (issue 35). Read from the
 * page once it has rendered: the front door's 404s keep the visitor's path in the address bar, so the
 * path alone cannot tell (a news address of a deleted item looks like any other).
 */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';

/** What the page now shown records: as its path says (classifyRoute), nothing when it is the 404 page. */
export function classifyPage(pathname: string, page: { querySelector(selector: string): unknown } | null): RouteRecord {
  if (page?.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)) return { kind: 'none' };
  return classifyRoute(pathname);
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
