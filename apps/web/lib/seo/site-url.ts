import { configuredSiteOrigin } from '@/lib/security/origin';
import { DEFAULT_SITE_URL } from '@vacaturesite/shared/site';

export function siteUrl(): string {
  return configuredSiteOrigin() ?? DEFAULT_SITE_URL;
}

/** `path` on the public site; absolute URLs (media on a CDN) pass through. */
export function absoluteUrl(path: string, base = siteUrl()): string {
  return new URL(path, `${base}/`).toString();
}
