'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { loadAnalytics } from '@/lib/analytics/track';
import type { Tracking } from '@/lib/analytics/tracking';
import { whenCrawlerKnown } from './CrawlerContext';

/**
 * First-party analytics (decision 007), mounted once in the root layout. What it records lives in
 * `lib/analytics/tracking.ts`, loaded after hydration together with the crawler check
 * (decision 041). A visitor who closes the tab before both have loaded (tens of milliseconds after
 * the page became interactive) is not counted; one who only hid it is, once they have.
 */
export function AnalyticsTracker() {
  const pathname = usePathname();
  const tracking = useRef<Tracking | null>(null);
  const latestPath = useRef(pathname);
  latestPath.current = pathname;

  useEffect(() => {
    let unmounted = false;
    void Promise.all([whenCrawlerKnown(), loadAnalytics()]).then(
      ([crawler, analytics]) => {
        if (unmounted || tracking.current) return;
        tracking.current = analytics.startTracking({ crawler, pathname: latestPath.current });
      },
      () => {},
    );
    return () => {
      unmounted = true;
      tracking.current?.stop();
      tracking.current = null;
    };
  }, []);

  // Later route changes; the first page counts in startTracking().
  useEffect(() => {
    if (pathname) tracking.current?.pageChanged(pathname);
  }, [pathname]);

  return null;
}
