'use client';

import { useSyncExternalStore } from 'react';
import { isCrawler } from '@/lib/crawler';

const noSubscription = () => () => {};

/**
 * Is a crawler looking? Read from the browser's user agent, not the request: pages are shared cache
 * entries (decision 010) and cannot depend on request headers. Until hydration the answer is "yes",
 * so the HTML itself never carries the error screen or analytics; people get them once scripts run.
 */
export function useIsCrawler(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => isCrawler(navigator.userAgent),
    () => true,
  );
}
