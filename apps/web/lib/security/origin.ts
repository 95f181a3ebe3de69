import { NextResponse } from 'next/server';

/**
 * The site's own origin and the CSRF check of every state-changing route (docs/decisions/003).
 * Works on plain `Headers` so it is testable without a running server.
 */

type RequestLike = { headers: Headers; url?: string };

function first(value: string | null): string | null {
  const item = value?.split(',')[0]?.trim();
  return item ? item : null;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** SITE_URL's origin when it is set and valid. */
export function configuredSiteOrigin(): string | null {
  const value = process.env.SITE_URL?.trim();
  return value ? originOf(value) : null;
}

/** http or https as the visitor used it: `x-forwarded-proto` (Next sets it), else the request URL. */
export function requestProtocol(request: RequestLike): 'http' | 'https' {
  const forwarded = first(request.headers.get('x-forwarded-proto'))?.toLowerCase();
  if (forwarded === 'https' || forwarded === 'http') return forwarded;
  return request.url?.startsWith('https:') ? 'https' : 'http';
}

/** Every origin the site answers as: SITE_URL, and the Host / X-Forwarded-Host of this request. */
export function siteOrigins(request: RequestLike): string[] {
  const protocol = requestProtocol(request);
  const origins = new Set<string>();
  const configured = configuredSiteOrigin();
  if (configured) origins.add(configured);
  for (const host of [first(request.headers.get('x-forwarded-host')), first(request.headers.get('host'))]) {
    const origin = host ? originOf(`${protocol}://${host}`) : null;
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/** The origin to put in absolute links and redirects: SITE_URL first, else the request's own. */
export function siteOrigin(request: RequestLike): string {
  return siteOrigins(request)[0] ?? 'http://localhost';
}

/** Secure cookies when the site runs on https, by configuration or by this request. */
export function isSecureRequest(request: RequestLike): boolean {
  return configuredSiteOrigin()?.startsWith('https:') || requestProtocol(request) === 'https';
}

export const CSRF_MESSAGE =
  'Dit verzoek komt niet van onze eigen website en is daarom geweigerd. Vernieuw de pagina en probeer het opnieuw.';

/**
 * true when the request comes from a page of this site: its Origin is one of the site's origins or,
 * without an Origin header, the browser says `Sec-Fetch-Site: same-origin` (or `none`: typed by the
 * visitor). Anything else, including neither header, is refused.
 */
export function isSameOrigin(request: RequestLike): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    const normalised = originOf(origin.trim());
    return normalised !== null && siteOrigins(request).includes(normalised);
  }
  const fetchSite = request.headers.get('sec-fetch-site')?.trim().toLowerCase();
  return fetchSite === 'same-origin' || fetchSite === 'none';
}

/** null when the request may go on, else the 403 answer to return. */
export function assertSameOrigin(request: RequestLike): NextResponse | null {
  if (isSameOrigin(request)) return null;
  return NextResponse.json({ error: { code: 'csrf', message: CSRF_MESSAGE } }, { status: 403, headers: { 'cache-control': 'no-store' } });
}
