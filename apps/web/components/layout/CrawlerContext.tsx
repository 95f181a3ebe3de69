'use client';

import { useEffect, useState } from 'react';

/** This tab's answer, once known. */
let known: boolean | undefined;

/**
 * Is a crawler looking? Read from the browser's user agent, not the request: pages are shared cache
 * entries (decision 010) and cannot depend on request headers. isbot's patterns load after hydration
 * (they were 1.5 kB gzip of every page's first-load JavaScript, issue 14); a failed load counts as a
 * person, who then still gets the error screen and is still counted.
 */
export function whenCrawlerKnown(): Promise<boolean> {
  if (known !== undefined) return Promise.resolve(known);
  return import('@/lib/crawler').then(
    ({ isCrawler }) => (known = isCrawler(navigator.userAgent)),
    () => (known = false),
  );
}

/** "Yes" until the answer is known, so the HTML itself never carries the error screen. */
export function useIsCrawler(): boolean {
  const [crawler, setCrawler] = useState(true);
  useEffect(() => {
    let current = true;
    void whenCrawlerKnown().then((answer) => current && setCrawler(answer));
    return () => {
      current = false;
    };
  }, []);
  return crawler;
}
