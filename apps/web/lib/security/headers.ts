import { imageRemotePatterns } from '../images/origins';

/**
 * The site's security headers (issue 15). Pages are cached and shared by every visitor (decision 010),
 * so the policy cannot carry a per-request nonce: Next's App Router streams its payload in inline
 * `<script>self.__next_f.push(…)</script>` tags whose content changes with every page, and the colour
 * mode script runs before the first paint. So `script-src 'self' 'unsafe-inline'`: no scripts from any
 * other origin, no eval, no plugins, no <base> or foreign form targets, no framing by other sites — the
 * trade-off is that an injected inline script would still run; React's escaping is the guard there.
 */
/**
 * Set by the preview route (decision 013) for both of the admin's tabs: the published tab leaves draft
 * mode off, yet its page is shown in the admin's iframe too. It only lets the CMS frame the site in
 * the editor's own browser, so it needs no secret.
 */
export const PREVIEW_FRAME_COOKIE = 'vs_preview_frame';
/** Next's own draft-mode cookie settings: the admin's iframe is cross-site in production. */
export const previewFrameCookie = () => ({
  httpOnly: true,
  path: '/',
  sameSite: process.env.NODE_ENV === 'development' ? ('lax' as const) : ('none' as const),
  secure: process.env.NODE_ENV !== 'development',
});

export type Header = { key: string; value: string };

function originsOf(imageOrigins: string | undefined): string[] {
  return imageRemotePatterns(imageOrigins).map(
    (pattern) => `${pattern.protocol}://${pattern.hostname}${pattern.port ? `:${pattern.port}` : ''}`,
  );
}

/** The policy of every page; `frameAncestors` adds origins that may frame it (the CMS admin in preview). */
export function pagePolicy({
  imageOrigins = process.env.IMAGE_ORIGINS,
  frameAncestors = [],
}: { imageOrigins?: string; frameAncestors?: string[] } = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    // Style attributes (the lightbox's transforms); the site's CSS is a linked file (decision 019).
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...originsOf(imageOrigins)].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    // The push service worker; blob: for proof-of-work workers the bot check starts.
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ['frame-ancestors', "'self'", ...frameAncestors].join(' '),
  ].join('; ');
}

/**
 * Answers that are no page (API JSON, uploads, optimized images): nothing may run in them, even an SVG
 * opened on its own. Not on the CV download, which the browser's PDF viewer shows.
 */
export const resourcePolicy = (frameAncestors: string[] = []) =>
  ["default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'", ['frame-ancestors', "'self'", ...frameAncestors].join(' ')].join(
    '; ',
  );
export const RESOURCE_POLICY = resourcePolicy();

/** Lowercase names: the proxy sets the same names for preview requests, and Next merges headers by exact name. */
export function siteHeaders(imageOrigins?: string): Header[] {
  return [
    { key: 'content-security-policy', value: pagePolicy({ imageOrigins }) },
    { key: 'x-content-type-options', value: 'nosniff' },
    { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
    // Nothing on the site needs these; push notifications and fullscreen are not listed, so they keep their defaults.
    // Geolocation for the site's own pages only: "In de buurt" on /jobs (decision 031); never for a frame of another site.
    { key: 'permissions-policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()' },
  ];
}

/** For next.config's headers(): every answer, then the stricter policy for what is not a page. */
export function headerRules(imageOrigins?: string) {
  const resource = [{ key: 'content-security-policy', value: RESOURCE_POLICY }];
  return [
    { source: '/:path*', headers: siteHeaders(imageOrigins) },
    { source: '/api/:path((?!jobs/applications/).*)', headers: resource },
    { source: '/uploads/:path*', headers: resource },
    { source: '/_next/image', headers: resource },
  ];
}
