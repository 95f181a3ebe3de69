'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { arrivedFromEmail, classifyRoute, marketingCampaign } from '@/lib/analytics/routes';
import { useIsCrawler } from './CrawlerContext';

type AnalyticsClient = typeof import('@/lib/analytics/client');

/**
 * The queue, the session cookie and the privacy checks load after hydration, not with every page
 * (decision 022). One promise, so what the effects below record keeps the order they ran in.
 */
let analyticsClient: Promise<AnalyticsClient> | null = null;
const loadAnalytics = () => (analyticsClient ??= import('@/lib/analytics/client'));

/**
 * Starts the tab's session: its first events, and listeners that pause, resume and stop it with the
 * page's visibility. Returns what removes the listeners; null when this visitor is not tracked.
 */
function startSession({ initAnalytics, track, flushAnalytics }: AnalyticsClient): (() => void) | null {
  if (!initAnalytics().enabled) return null;
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
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
  };
}

/**
 * First-party analytics (decision 007), mounted once in the root layout: a page view per route change
 * (a per-item view on vacancy, news and calendar details; nothing on the health check, /l/{id} and /c),
 * session start/pause/resume/stop from the page's visibility, `email link` for visits from our mails.
 * Crawlers start nothing; `crawler` turns false once the browser is known to be a person's.
 */
export function AnalyticsTracker() {
  const crawler = useIsCrawler();
  const pathname = usePathname();
  const enabled = useRef(false);

  useEffect(() => {
    if (crawler) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    loadAnalytics().then(
      (client) => {
        if (cancelled) return;
        stop = startSession(client);
        enabled.current = stop !== null;
      },
      () => undefined, // analytics never break a page (spec §8)
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [crawler]);

  useEffect(() => {
    if (crawler || !pathname) return;
    // Behind the session's start above on the same promise: the first page view never comes before it.
    loadAnalytics().then(
      ({ track }) => {
        if (!enabled.current) return;
        const record = classifyRoute(pathname);
        if (record.kind === 'pageview') track('Pageview');
        else if (record.kind === 'item') track('Itemview', { item: { type: record.type, id: record.id } });
      },
      () => undefined,
    );
  }, [pathname, crawler]);

  return null;
}
