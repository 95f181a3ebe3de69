'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { flushAnalytics, initAnalytics, track } from '@/features/analytics/client';
import { arrivedFromEmail, classifyRoute, marketingCampaign } from '@/features/analytics/routes';
import { useIsCrawler } from './CrawlerContext';

/**
 * First-party analytics (decision 007), mounted once in the root layout: a page view per route change
 * (a per-item view on vacancy, news and calendar details; nothing on the health check, /l/{id} and /c),
 * session start/pause/resume/stop from the page's visibility, `email link` for visits from our mails,
 * and `Apply click` on anything marked `data-apply-click` (decision 035).
 */
export function AnalyticsTracker() {
  const crawler = useIsCrawler();
  const pathname = usePathname();
  const enabled = useRef(false);

  useEffect(() => {
    const { enabled: on } = initAnalytics({ crawler });
    enabled.current = on;
    if (!on) return;
    track('session start');
    if (arrivedFromEmail(location.search)) track('email link');
    const campaign = marketingCampaign(location.search);
    if (campaign) track('Marketing', { label: campaign });
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
    // A step towards applying (decision 035): elements marked `data-apply-click={vacancy documentId}`.
    const onClick = (event: MouseEvent) => {
      const id = (event.target as Element | null)?.closest?.('[data-apply-click]')?.getAttribute('data-apply-click');
      if (id) track('Apply click', { item: { type: 'vacancy', id } });
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [crawler]);

  useEffect(() => {
    if (!enabled.current || !pathname) return;
    const record = classifyRoute(pathname);
    if (record.kind === 'pageview') track('Pageview');
    else if (record.kind === 'item') track('Itemview', { item: { type: record.type, id: record.id } });
    // `crawler` turns false right after hydration (useIsCrawler): that is when the first page counts.
  }, [pathname, crawler]);

  return null;
}
