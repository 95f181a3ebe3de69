import { NextResponse, type NextRequest } from 'next/server';
import { findRedirect } from '@/lib/redirects';
import { currentRedirects } from '@/lib/redirect-cache';
import { cachedListPath, publicListPath } from '@/lib/routing/cached-lists';
import { canonicalDetailPath } from '@/lib/routing/canonical-slug';

/** The cookie Next's draftMode().enable() sets (next/dist/server/api-utils: COOKIE_NAME_PRERENDER_BYPASS). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';
const REWRITE_MARKER = 'x-vs-cached-list';
/** Unguessable and per process, so a visitor cannot send the marker to reach internal addresses. */
const rewriteToken = crypto.randomUUID();

/**
 * Runs before every page request, including the client router's RSC fetches, so the CMS's
 * redirects apply to first loads and in-app navigation alike (spec §2: "before each navigation
 * the client asks the server whether the path should redirect").
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  const target = findRedirect(pathname, await currentRedirects());
  if (target) {
    const location = target.external ? target.location : new URL(target.location + (target.location.includes('?') ? '' : search), request.url);
    return NextResponse.redirect(location, target.status);
  }

  // In preview the page reads the draft, whose slug may differ from the published one (decision 013).
  const canonical = request.cookies.has(DRAFT_MODE_COOKIE) ? null : await canonicalDetailPath(pathname);
  if (canonical) return NextResponse.redirect(new URL(canonical + search, request.url), 308);

  // A cached list's internal address is never a page of its own: back to the public URL. Our own
  // rewrite carries this process's marker: a site started with `-H 127.0.0.1` sends rewrites out as
  // HTTP requests to itself (decision 010), and would otherwise redirect them in a loop.
  const publicList = request.headers.get(REWRITE_MARKER) === rewriteToken ? null : publicListPath(pathname);
  if (publicList) return NextResponse.redirect(new URL(publicList, request.url), 308);

  // The same list for everyone comes from the cache (decision 010); the address bar keeps /jobs?….
  // Only for documents: the client router shows the rewritten path when a redirect led to a list. Next
  // hides its RSC headers from the proxy; the browser's Sec-Fetch-Dest tells its fetch() calls apart.
  const isClientNavigation = request.headers.get('sec-fetch-dest') === 'empty';
  const cachedList = isClientNavigation ? null : cachedListPath(pathname, request.nextUrl.searchParams);
  if (cachedList) {
    const headers = new Headers(request.headers);
    headers.set(REWRITE_MARKER, rewriteToken);
    return NextResponse.rewrite(new URL(cachedList, request.url), { request: { headers } });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/|api/|uploads/|favicon\\.ico|robots\\.txt|sitemap).*)'],
};
