'use client';

import { useSyncExternalStore } from 'react';

/**
 * Is a crawler looking? Read from the browser's user agent, not the request: pages are shared cache
 * entries (decision 010) and cannot depend on request headers. Until hydration the answer is "yes",
 * so the HTML itself never carries the error screen or analytics; people get them once scripts run.
 * The user-agent patterns (isbot) load after hydration, not with every page (decision 022); a browser
 * that cannot load them is taken for a person, so the error screen never goes missing for one.
 */
let verdict: boolean | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function settle(isCrawler: boolean) {
  verdict = isCrawler;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  loading ??= import('@/lib/crawler').then(
    ({ isCrawler }) => settle(isCrawler(navigator.userAgent)),
    () => settle(false),
  );
  return () => {
    listeners.delete(onChange);
  };
}

export function useIsCrawler(): boolean {
  return useSyncExternalStore(subscribe, () => verdict ?? true, () => true);
}
