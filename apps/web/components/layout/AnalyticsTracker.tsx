'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { flushAnalytics, initAnalytics, track } from '@/features/analytics/client';
import { arrivedFromEmail, classifyRoute, marketingCampaign } from '@/features/analytics/routes';
import { whenCrawlerKnown } from './CrawlerContext';

function trackPage(pathname: string) {
  const record = classifyRoute(pathname);
  if (record.kind === 'pageview') track('Pageview');
  else if (record.kind === 'item') track('Itemview', { item: { type: record.type, id: record.id } });
}

/**
 * First-party analytics (decision 007), mounted once in the root layout: a page view per route change
 * (a per-item view on vacancy, news and calendar details; nothing on the health check, /l/{id} and /c),
 * session start/pause/resume/stop from the page's visibility, `email link` for visits from our mails,
 * and `Apply click` on anything marked `data-apply-click` (decision 035).
 *
 * Tracking starts once the crawler check has loaded (a moment after hydration). A visitor who leaves
 * before that is counted as a person: a quick visit keeps its page view, and the statistics route
 * drops a crawler's batch by its user agent anyway.
 */
export function AnalyticsTracker() {
  const pathname = usePathname();
  // null: not decided yet; then whether this tab is tracked.
  const tracking = useRef<boolean | null>(null);
  const latestPath = useRef(pathname);
  latestPath.current = pathname;

  useEffect(() => {
    const begin = (crawler: boolean) => {
      if (tracking.current !== null) return;
      tracking.current = initAnalytics({ crawler }).enabled;
      if (!tracking.current) return;
      track('session start');
      if (arrivedFromEmail(location.search)) track('email link');
      const campaign = marketingCampaign(location.search);
      if (campaign) track('Marketing', { label: campaign });
      if (latestPath.current) trackPage(latestPath.current);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        begin(false);
        if (!tracking.current) return;
        track('session pause');
        flushAnalytics({ beacon: true });
      } else if (tracking.current) {
        track('session resume');
      }
    };
    const onPageHide = () => {
      begin(false);
      if (!tracking.current) return;
      track('session stop');
      flushAnalytics({ beacon: true });
    };
    // A step towards applying (decision 035): elements marked `data-apply-click={vacancy documentId}`.
    const onClick = (event: MouseEvent) => {
      const id = (event.target as Element | null)?.closest?.('[data-apply-click]')?.getAttribute('data-apply-click');
      if (id && tracking.current) track('Apply click', { item: { type: 'vacancy', id } });
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('click', onClick, true);
    void whenCrawlerKnown().then(begin);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  // Later route changes; the first page counts in begin().
  useEffect(() => {
    if (tracking.current && pathname) trackPage(pathname);
  }, [pathname]);

  return null;
}
