import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/site-url';

/** Visitors' own pages, sign-in flows and the API stay out of search engines; everything public is in the sitemap. */
export const PRIVATE_PATHS = [
  '/account',
  '/jobs/mijn',
  '/inschrijvingen',
  '/inloggen',
  '/registreren',
  '/wachtwoord-vergeten',
  '/wachtwoord-reset',
  '/email-valideren',
  '/account-activeren',
  '/auth/',
  '/api/',
];
/**
 * Free-text search results: endless, each rendered per request (decision 021), and what search engines
 * ask sites to keep out of their index. The filter paths stay crawlable.
 */
const SEARCH_RESULTS = '/jobs/zoeken';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...PRIVATE_PATHS, SEARCH_RESULTS] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
