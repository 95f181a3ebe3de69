import { NextResponse, type NextRequest } from 'next/server';
import { cmsPublicBaseUrl } from '@/lib/cms/config';
import { NOT_FOUND_HEADER } from '@/lib/routing/not-found';
import { pagePolicy, resourcePolicy } from '@/lib/security/headers';

/** Where Strapi's "Open preview" lands (decision 013), and its "close" route below it. */
const PREVIEW_ROUTE = '/api/voorbeeld';

/**
 * Strapi's admin shows previews in an iframe (decision 013): only for an editor's browser may the CMS's
 * origin frame the page, and the CMS's origin is known at run time only (CMS_PUBLIC_URL), so not in
 * next.config. Runs for the preview route and for browsers with a preview cookie only (the matcher):
 * a proxy that runs on a page request costs it a third of its throughput, whatever it does (decision
 * 029). Redirects, slugs and 404s are the front door's, before Next (lib/routing/front-door.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Chromium checks frame-ancestors on the preview route's redirects too.
  if (pathname === PREVIEW_ROUTE || pathname.startsWith(`${PREVIEW_ROUTE}/`))
    return withCmsAsFrameAncestor(NextResponse.next(), resourcePolicy);
  // Next gives a page the status of this answer: the front door's 404 must survive it.
  const response = NextResponse.next(request.headers.has(NOT_FOUND_HEADER) ? { status: 404 } : undefined);
  return withCmsAsFrameAncestor(response, (frameAncestors) => pagePolicy({ frameAncestors }));
}

function withCmsAsFrameAncestor(response: NextResponse, policy: (frameAncestors: string[]) => string) {
  response.headers.set('content-security-policy', policy([new URL(cmsPublicBaseUrl()).origin]));
  return response;
}

// Literal values only (Next reads this object at build time): PREVIEW_ROUTE, Next's draft-mode cookie
// (__prerender_bypass) and PREVIEW_FRAME_COOKIE. proxy.test.ts checks them against the constants.
export const config = {
  matcher: [
    '/api/voorbeeld',
    '/api/voorbeeld/:path*',
    { source: '/((?!_next/|api/|uploads/|favicon\\.ico|robots\\.txt|sitemap).*)', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    { source: '/((?!_next/|api/|uploads/|favicon\\.ico|robots\\.txt|sitemap).*)', has: [{ type: 'cookie', key: 'vs_preview_frame' }] },
  ],
};
