import { NextResponse, type NextRequest } from 'next/server';
import { findRedirect } from '@/lib/redirects';
import { currentRedirects } from '@/lib/redirect-cache';
import { passesRouteValidation } from '@/lib/routing/validation';

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

  // Pages and the 404 screen need the path and the validation verdict; never trust a client's copy.
  const headers = new Headers(request.headers);
  headers.set('x-pathname', pathname);
  headers.delete('x-route-invalid');
  if (!passesRouteValidation(pathname)) headers.set('x-route-invalid', '1');
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/|api/|uploads/|favicon\\.ico|robots\\.txt|sitemap).*)'],
};
