import { findRedirect } from '@/lib/redirects';
import { CSRF_MESSAGE, isSameOrigin } from '@/lib/security/origin';
import { currentRedirects } from '@/lib/redirect-cache';
import { listRedirect } from './list-redirect';
import { NOT_FOUND_HEADER, NOT_FOUND_PATH } from './not-found';
import { checkPath } from './path-check';

/**
 * What happens to a request before Next.js sees it (decision 029): the CMS's redirects, the lists' old
 * query addresses, wrong slugs and 404s. It runs in apps/web/server.mjs, not in Next's proxy: a proxy
 * that does nothing at all already cost cached pages a third of their throughput (docs/benchmarks.md).
 * server.mjs loads it as a bundle of its own (scripts/build-front-door.mjs); the tables it keeps live on
 * globalThis, so the revalidation route's forgetting reaches them.
 */

export { NOT_FOUND_HEADER };
// For server.mjs: what other site instances' changes make this process forget (lib/cluster/site-changes.mjs).
export { ANNOUNCE_KEY, forgetAfterChange } from './forget';

/**
 * A Server Action posted from another site (issue 48). Next refuses it itself, but answers 500 and logs
 * an error for every try, so an operator would read an attack as a fault: server.mjs answers 403 first,
 * with the same rule as the site's API routes (lib/security/origin.ts).
 */
export function crossSiteAction(method: string, headers: Record<string, string | string[] | undefined>): string | null {
  if (method !== 'POST' || !headers['next-action']) return null;
  const plain = new Headers();
  for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') plain.set(name, value);
  return isSameOrigin({ headers: plain }) ? null : CSRF_MESSAGE;
}

/** Next's own files, the site's API and its upload proxy, and generated files: no page, no check. */
const NOT_A_PAGE = /^\/(?:_next\/|api\/|uploads\/|favicon\.ico$|robots\.txt$|sitemap)/;
/**
 * A path with a %-escape that is not UTF-8 (/uploads/%ff.png) names no file or route at all: a malformed
 * request, so 400 rather than a 404 for something missing. Next's router throws on it while matching
 * its dynamic routes (the upload proxy, /api/…/[id]), before any handler runs, and answered 500 (issue
 * 34), so the front door answers it. Pages need no check here: their route table finds such a path
 * invalid and gives it the 404 page.
 */
const UNDECODABLE_PATH = 'Ongeldig pad: het adres bevat een %-code die geen geldige tekst (UTF-8) is.';
/** The client router's cache-busting parameter: never part of where a redirect leads. */
const ROUTER_PARAMETER = '_rsc';

export type DoorRequest = {
  /** As the request line has it: path and query, percent-encoded. */
  url: string;
  /** An editor's draft preview (Next's draft-mode cookie): the page reads drafts the published API does not know. */
  inPreview: boolean;
  /** A fetch() of the client router rather than a document: the page's own notFound() serves it well. */
  isClientNavigation: boolean;
};

export type DoorAnswer =
  | { redirect: string; status: 301 | 302 | 307 | 308 }
  /** The site's 404 page, rendered for this request with status 404. */
  | { notFound: true }
  /** A plain-text 400 with this message, without Next. */
  | { badRequest: string }
  | null;

export async function frontDoor({ url, inPreview, isClientNavigation }: DoorRequest): Promise<DoorAnswer> {
  // As Next reads it: '//a/b' is the path /a/b, not the host a. A request line no URL parser takes
  // ('http://[') is Next's to answer.
  const parsed = URL.parse(url.replace(/^\/+/, '/'), 'http://site');
  if (!parsed) return null;
  const { pathname, searchParams } = parsed;
  if (NOT_A_PAGE.test(pathname)) return decodes(pathname) ? null : { badRequest: UNDECODABLE_PATH };
  searchParams.delete(ROUTER_PARAMETER);
  const search = searchParams.size ? `?${searchParams}` : '';

  const target = findRedirect(pathname, await currentRedirects());
  if (target) {
    const keepsQuery = !target.external && !target.location.includes('?');
    return { redirect: target.location + (keepsQuery ? search : ''), status: target.status };
  }
  // The 404 page's own address is no page either.
  if (pathname === NOT_FOUND_PATH) return { notFound: true };

  // A list asked for by its old query address: to its path (decision 021).
  const listPath = listRedirect(pathname, searchParams);
  if (listPath) return { redirect: listPath, status: 308 };

  const verdict = await checkPath(pathname, { lookUpDocuments: !inPreview });
  if (verdict && 'redirectTo' in verdict) return { redirect: verdict.redirectTo + search, status: 308 };
  // Every 404 document is the site's 404 page rendered for this request (decision 012).
  if (verdict && 'missing' in verdict && !isClientNavigation) return { notFound: true };
  return null;
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
