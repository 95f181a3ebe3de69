import { NextResponse, type NextRequest } from 'next/server';
import { findRedirect } from '@/lib/redirects';
import { currentRedirects } from '@/lib/redirect-cache';
import { listRedirect } from '@/lib/routing/list-redirect';
import { checkPath } from '@/lib/routing/path-check';
import { NOT_FOUND_PATH } from '@/lib/routing/not-found';
import { cmsPublicBaseUrl } from '@/lib/cms/config';
import { pagePolicy, PREVIEW_FRAME_COOKIE, resourcePolicy } from '@/lib/security/headers';

/** The cookie Next's draftMode().enable() sets (next/dist/server/api-utils: COOKIE_NAME_PRERENDER_BYPASS). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';
/** Where Strapi's "Open preview" lands (decision 013), and its "close" route below it. */
const PREVIEW_ROUTE = '/api/voorbeeld';

/**
 * Runs before every page request, including the client router's RSC fetches, so the CMS's
 * redirects apply to first loads and in-app navigation alike (spec §2: "before each navigation
 * the client asks the server whether the path should redirect").
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The admin's preview panel opens these in its iframe; Chromium checks frame-ancestors on their redirects too.
  if (pathname === PREVIEW_ROUTE || pathname.startsWith(`${PREVIEW_ROUTE}/`))
    return withCmsAsFrameAncestor(NextResponse.next(), resourcePolicy);

  const target = findRedirect(pathname, await currentRedirects());
  if (target) {
    const location = target.external
      ? target.location
      : new URL(target.location + (target.location.includes('?') ? '' : search), request.url);
    return NextResponse.redirect(location, target.status);
  }

  // The 404 page's own address is no page either: rendered as it is, with status 404. So when our
  // rewrite to it comes round again (a site started with `-H 127.0.0.1` sends rewrites out as HTTP
  // requests to itself, decision 010), it is not rewritten a second time: no marker needed.
  if (pathname === NOT_FOUND_PATH) return NextResponse.next({ status: 404 });

  // A list asked for by its old query address: to its path (decision 021).
  const listPath = listRedirect(pathname, request.nextUrl.searchParams);
  if (listPath) return NextResponse.redirect(new URL(listPath, request.url), 308);

  // Next hides its RSC headers from the proxy; the browser's Sec-Fetch-Dest tells its fetch() calls
  // (client navigations) apart from documents.
  const isClientNavigation = request.headers.get('sec-fetch-dest') === 'empty';

  // In preview the page reads the draft, whose slug may differ from the published one (decision 013),
  // and which the published API does not know.
  const verdict = await checkPath(pathname, { lookUpDocuments: !request.cookies.has(DRAFT_MODE_COOKIE) });
  if (verdict && 'redirectTo' in verdict) return NextResponse.redirect(new URL(verdict.redirectTo + search, request.url), 308);
  // Every 404 document is the site's 404 page rendered for this request (decision 012): unmatched
  // paths, broken route rules, documents the CMS does not have. Client navigations still reach the
  // page, whose notFound() the router renders well.
  if (verdict && 'missing' in verdict && !isClientNavigation) return notFoundPage(request);

  return framableInPreview(request, NextResponse.next());
}

/**
 * Strapi's admin shows previews in an iframe (decision 013); only for an editor's browser may the CMS's
 * origin frame the page. Known at run time only (CMS_PUBLIC_URL), so here rather than in next.config.
 */
function framableInPreview(request: NextRequest, response: NextResponse) {
  if (!request.cookies.has(DRAFT_MODE_COOKIE) && !request.cookies.has(PREVIEW_FRAME_COOKIE)) return response;
  return withCmsAsFrameAncestor(response, (frameAncestors) => pagePolicy({ frameAncestors }));
}

function withCmsAsFrameAncestor(response: NextResponse, policy: (frameAncestors: string[]) => string) {
  response.headers.set('content-security-policy', policy([new URL(cmsPublicBaseUrl()).origin]));
  return response;
}

/**
 * The site's 404 page with status 404, rendered for this request: the address bar keeps the visitor's
 * path, which the page's message names (spec §8).
 */
const notFoundPage = (request: NextRequest) => NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404 });

export const config = {
  matcher: ['/((?!_next/|api/|uploads/|favicon\\.ico|robots\\.txt|sitemap).*)', '/api/voorbeeld', '/api/voorbeeld/:path*'],
};
