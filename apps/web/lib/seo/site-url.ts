import { configuredSiteOrigin } from '@/lib/auth/origin';

/** The public address of the site (SITE_URL, as for links in mails); absolute URLs in feeds and metadata. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export function siteUrl(): string {
  return configuredSiteOrigin() ?? DEFAULT_SITE_URL;
}

/** `path` on the public site; absolute URLs (media on a CDN) pass through. */
export function absoluteUrl(path: string, base = siteUrl()): string {
  return new URL(path, `${base}/`).toString();
}
