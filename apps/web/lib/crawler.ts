import { isbot } from 'isbot';

/**
 * Crawlers (search engines, Lighthouse, social-preview fetchers, headless browsers) get errors
 * passed on silently: the HTTP status tells them enough, the Dutch error screen is for people (spec §2).
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && isbot(userAgent);
}
