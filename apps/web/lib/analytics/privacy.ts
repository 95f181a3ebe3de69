/**
 * Nothing is recorded — no cookie, no request — for visitors who ask not to be tracked: Do Not Track or
 * Global Privacy Control (decision 007). Crawlers are told apart by the tracker (CrawlerContext, which
 * loads isbot's patterns after hydration) and by the statistics route.
 */
export function mayTrack(
  nav: { userAgent?: string; doNotTrack?: string | null; globalPrivacyControl?: boolean } | undefined,
  win?: { doNotTrack?: string | null },
): boolean {
  if (!nav) return false;
  if (nav.globalPrivacyControl === true) return false;
  if (nav.doNotTrack === '1' || nav.doNotTrack === 'yes' || win?.doNotTrack === '1') return false;
  return true;
}
