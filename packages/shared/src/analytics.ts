/**
 * First-party analytics (decision 007): what the site's client sends in `POST /api/statistics` and
 * the CMS accepts. An unknown name or item type makes the CMS refuse the whole batch.
 */

/** The event names of spec §3, plus `Itemview` for the detail pages that skip page views (spec §2). */
export const EVENT_TYPES = [
  'Pageview',
  'Itemview',
  'Marketing',
  'Lead',
  'session start',
  'session stop',
  'session pause',
  'session resume',
  'user-auth sign up',
  'user-auth sign in',
  'user-auth sign out',
  'user-auth auth fail',
  'user-auth forgot password',
  'user-auth update password',
  'email link',
  // Issue 17, the editors' insights (decision 035): a free-text search (label: the words), one that found
  // nothing (sent beside it), and a click on a vacancy's way to apply (item: the vacancy).
  'Search',
  'Search empty',
  'Apply click',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
// Their Dutch labels for the editors are in ./analytics-labels.ts: this module is in the site's bundles.

/** What a per-item view points at: a vacancy, news item or calendar event (by documentId). */
export const ITEM_TYPES = ['vacancy', 'news', 'event'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The CMS refuses larger batches; the site sends a longer queue as several. */
export const MAX_EVENTS_PER_BATCH = 200;

/** `Lead` events' labels: what was completed. The dashboard counts applications and alert sign-ups by them. */
export const LEAD_LABELS = { application: 'sollicitatie', registration: 'inschrijving', jobAlert: 'vacature-alert' } as const;

/** A search's words as the dashboard groups them: trimmed, one space, lower case, at most 100 characters. */
export function searchLabel(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 100);
}

/**
 * Query parameters never stored with a page address (decision 050): a visitor's search words and
 * their location ("In de buurt"). The words are counted on their own as a `Search` event's label
 * (decision 035), never beside the page and session they came from.
 */
export const PRIVATE_URL_PARAMS = ['q', 'near', 'lat', 'lon'] as const;
const PRIVATE_PARAMS = new Set<string>(PRIVATE_URL_PARAMS);

function parameterName(part: string): string {
  const name = part.split('=', 1)[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name).trim().toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** A page address (path and query) without PRIVATE_URL_PARAMS, in any case or encoding; the other parameters keep their order. */
export function withoutPrivateParams(path: string): string {
  const start = path.indexOf('?');
  if (start < 0) return path;
  const end = path.indexOf('#', start);
  const kept = path
    .slice(start + 1, end < 0 ? undefined : end)
    .split('&')
    .filter((part) => part !== '' && !PRIVATE_PARAMS.has(parameterName(part)));
  return path.slice(0, start) + (kept.length ? `?${kept.join('&')}` : '') + (end < 0 ? '' : path.slice(end));
}
