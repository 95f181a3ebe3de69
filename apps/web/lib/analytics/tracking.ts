import { searchLabel } from '@vacaturesite/shared/analytics';
import { classifyVisitSource } from '@vacaturesite/shared/visit-sources';
import { flushAnalytics, initAnalytics, track, type TrackExtra } from './client';
import { arrivedFromEmail, classifyPage, marketingCampaign } from './routes';

/**
 * Everything the analytics do in the browser, loaded once the page has hydrated (decision 041): the
 * tracker in the root layout starts it, components reach it through `track.ts`.
 */
export { track };

/** The page recorded before this one in this tab: the browser's referrer stays that of the first page. */
let previousPath: string | null = null;

/**
 * Called once the page for `pathname` has rendered (the first after hydration, later ones from the layout's effect).
 * An item view carries where its visitor came from as a category (decision 055), never the referrer itself.
 */
function trackPage(pathname: string) {
  const record = classifyPage(pathname, document);
  if (record.kind === 'pageview') track('Pageview');
  else if (record.kind === 'item') {
    const label = classifyVisitSource({ search: location.search, referrer: document.referrer, host: location.host, previousPath });
    track('Itemview', { item: { type: record.type, id: record.id }, label });
  }
  previousPath = location.pathname + location.search;
}

/** A free-text search (decision 035): `Search` with its words, `Search empty` beside it when nothing was found. */
export function trackSearch(query: string, total: number, at: Pick<TrackExtra, 'url' | 'timestamp'>): void {
  const label = searchLabel(query);
  if (!label) return;
  track('Search', { label, ...at });
  if (total === 0) track('Search empty', { label, ...at });
}

export type Tracking = { pageChanged(pathname: string): void; stop(): void };

/**
 * Spec §2, decision 007: a page view per route change (a per-item view on vacancy, news and calendar
 * details; nothing on the health check, /l/{id} and /c), session start/pause/resume/stop from the page's
 * visibility, `email link` for visits from our mails, campaign visits, and `Apply click` on anything
 * marked `data-apply-click` (decision 035). Null for a visitor who is not tracked (crawler, DNT, GPC).
 */
export function startTracking({ crawler, pathname }: { crawler: boolean; pathname: string | null }): Tracking | null {
  if (!initAnalytics({ crawler }).enabled) return null;
  track('session start');
  if (arrivedFromEmail(location.search)) track('email link');
  const campaign = marketingCampaign(location.search);
  if (campaign) track('Marketing', { label: campaign });
  if (pathname) trackPage(pathname);

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      track('session pause');
      flushAnalytics({ beacon: true });
    } else {
      track('session resume');
    }
  };
  const onPageHide = () => {
    track('session stop');
    flushAnalytics({ beacon: true });
  };
  const onClick = (event: MouseEvent) => {
    const id = (event.target as Element | null)?.closest?.('[data-apply-click]')?.getAttribute('data-apply-click');
    if (id) track('Apply click', { item: { type: 'vacancy', id } });
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('click', onClick, true);
  // Hidden before this module had loaded (decision 041): the pause it missed, and what is queued sent now.
  if (document.visibilityState === 'hidden') onVisibility();
  return {
    pageChanged: trackPage,
    stop() {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    },
  };
}
