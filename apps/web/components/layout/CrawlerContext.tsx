'use client';

import { createContext, useContext, type ReactNode } from 'react';

const CrawlerContext = createContext(false);

export function CrawlerProvider({ isCrawler, children }: { isCrawler: boolean; children: ReactNode }) {
  return <CrawlerContext.Provider value={isCrawler}>{children}</CrawlerContext.Provider>;
}

export const useIsCrawler = () => useContext(CrawlerContext);
