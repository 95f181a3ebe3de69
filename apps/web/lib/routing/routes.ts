import { JOBS_PATH_NAMES, parseJobsPath } from '@/lib/routing/list-path';
import { employerPath, eventPath, isDocumentId, newsPath, vacancyPath } from '@/lib/urls';
import { SITE_PAGE_PATHS } from '@vacaturesite/shared/analytics-pages';
import { pathPage } from './list-paths';
import { hasProjectApis } from '@/lib/cms/config';

/**
 * Every address the front door sees that is a page or a file (spec §2), with its route validation and, for
 * pages that show one CMS document, how the front door looks that document up (path-check.ts). One
 * table for the front door's 404s and the 404 page's wording: a path that matches no route is "Page not
 * found: {path}"; one that matches a route but breaks its rules, or names a document the CMS does not
 * have, is "Page Not Found: {path}". routes.test.ts checks that every page and file in app/ and
 * public/ is in it.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlug = (value: string) => SLUG.test(value) && value.length <= 200;

/** A CMS document behind a route: found by documentId (with a canonical path when it has a slug) or by slug. */
export type DocumentLookup =
  | { collection: string; by: 'documentId'; canonicalPath?: (document: { documentId: string; slug: string }) => string }
  | { collection: string; by: 'slug' };

/**
 * `named`: other documents a path names (a filter's field of work and place), which must exist too: else
 * any made-up id of the right shape would render, and fill the cache with, a page of its own.
 */
export type Route = {
  pattern: RegExp;
  valid?: (params: string[]) => boolean;
  document?: DocumentLookup;
  named?: (params: string[]) => NamedDocument[];
};
export type NamedDocument = { collection: string; documentId: string };

const exact = (...paths: string[]): Route[] => paths.map((path) => ({ pattern: new RegExp(`^${path.replace(/[.]/g, '\\.')}$`) }));
const idAndSlug = ([id, slug]: string[]) => isDocumentId(id) && isSlug(slug);
const id = ([value]: string[]) => isDocumentId(value);
const page = ([value]: string[]) => pathPage(value) !== null;
/** /jobs followed by `{name}/{value}` pairs of the filter names only, so other /jobs/… paths stay unmatched. */
const JOBS_FILTER_PATH = new RegExp(`^/jobs/((?:(?:${JOBS_PATH_NAMES.join('|')})/[^/]+)(?:/(?:${JOBS_PATH_NAMES.join('|')})/[^/]+)*)$`);

function filterDocuments(segments: string): NamedDocument[] {
  const query = parseJobsPath(segments.split('/'));
  return [
    ...(query?.category ? [{ collection: 'vacancy-categories', documentId: query.category }] : []),
    ...(query?.place ? [{ collection: 'places', documentId: query.place }] : []),
  ];
}

const ROUTES: Route[] = [
  // The pages at a fixed address: one list with the statistics' (packages/shared analytics-pages),
  // before the lists' and detail pages, whose shapes some share (/agenda/geweest, /jobs/zoeken).
  ...exact(...SITE_PAGE_PATHS),
  // Fixed addresses the statistics rank no page view of: /c records nothing, the rest are files.
  ...exact('/c', '/c/zoeken', '/niet-gevonden', '/jobs/plaatsen/kaart.svg', '/jobs/rss.xml', '/icon.svg', '/sw.js'),
  { pattern: /^\/builds\/[^/]+\.json$/ },
  // The lists' pages and filters (decision 021).
  { pattern: /^\/(?:agenda|agenda\/geweest|nieuws)\/pagina\/([^/]+)$/, valid: page },
  {
    pattern: /^\/jobs\/cat\/([^/]+)\/pagina\/([^/]+)$/,
    valid: ([id, n]) => isDocumentId(id) && page([n]),
    document: { collection: 'vacancy-categories', by: 'documentId' },
  },
  { pattern: /^\/c\/([^/]+)$/, valid: id, document: { collection: 'vacancy-categories', by: 'documentId' } },
  {
    pattern: JOBS_FILTER_PATH,
    valid: ([segments]) => parseJobsPath(segments.split('/')) !== null,
    named: ([segments]) => filterDocuments(segments),
  },
  {
    pattern: /^\/jobs\/vacature\/([^/]+)\/([^/]+)$/,
    valid: idAndSlug,
    document: { collection: 'vacancies', by: 'documentId', canonicalPath: vacancyPath },
  },
  // Without its slug (a shortened or hand-typed link): to the canonical address (issue 35).
  {
    pattern: /^\/jobs\/vacature\/([^/]+)\/?$/,
    valid: id,
    document: { collection: 'vacancies', by: 'documentId', canonicalPath: vacancyPath },
  },
  {
    pattern: /^\/nieuws\/([^/]+)\/([^/]+)$/,
    valid: idAndSlug,
    document: { collection: 'news-items', by: 'documentId', canonicalPath: newsPath },
  },
  {
    pattern: /^\/agenda\/([^/]+)\/([^/]+)$/,
    valid: idAndSlug,
    document: { collection: 'events', by: 'documentId', canonicalPath: eventPath },
  },
  {
    pattern: /^\/werkgevers\/([^/]+)\/([^/]+)$/,
    valid: idAndSlug,
    document: { collection: 'partners', by: 'documentId', canonicalPath: employerPath },
  },
  // A later page of a profile: the employer must exist; its slug is the first page's business.
  {
    pattern: /^\/werkgevers\/([^/]+)\/([^/]+)\/pagina\/([^/]+)$/,
    valid: ([employer, slug, n]) => idAndSlug([employer, slug]) && page([n]),
    document: { collection: 'partners', by: 'documentId' },
  },
  { pattern: /^\/jobs\/cat\/([^/]+)$/, valid: id, document: { collection: 'vacancy-categories', by: 'documentId' } },
  { pattern: /^\/l\/([^/]+)$/, valid: id, document: { collection: 'pages', by: 'documentId' } },
  // The UWV record (decision 054), before /jobs/mijn/{id}: per visitor; an activity's page asks the CMS whether it is theirs.
  ...exact('/jobs/mijn/uwv', '/jobs/mijn/uwv/afdrukken'),
  // Organisations (decision 056), before /jobs/mijn/{id}; the mailed invitation, whose token the CMS checks.
  ...exact('/jobs/mijn/organisatie'),
  { pattern: /^\/uitnodiging\/([^/]+)$/, valid: ([token]) => /^[A-Za-z0-9_-]{43}$/.test(token) },
  { pattern: /^\/jobs\/mijn\/uwv\/([^/]+)$/, valid: id },
  // Per visitor: the page itself checks that the vacancy is theirs.
  { pattern: /^\/jobs\/mijn\/([^/]+)$/, valid: id },
  // Last: any other single segment is a CMS page's slug.
  { pattern: /^\/([^/]+)$/, valid: ([slug]) => isSlug(slug), document: { collection: 'pages', by: 'slug' } },
];

/**
 * Pages that exist only with this project's own CMS routes (my jobs, registrations, alerts, newsletter,
 * activation, the account's deletion): on a Strapi 3 or 4 they break their route's rules, so the front
 * door gives them the 404 page instead of a page whose every call fails (decision 053).
 */
const PROJECT_API_PAGES =
  /^\/(?:jobs\/mijn(?:\/[^/]+){0,2}|inschrijvingen|nieuwsbrief(?:\/afmelden|\/bevestigen)?|vacature-alert\/(?:afmelden|bevestigen|bekijk)|account-activeren|account\/verwijderd|uitnodiging\/[^/]+)$/;

export type RouteMatch = { route: Route; params: string[]; valid: boolean };

/** The route a path belongs to, with its decoded parameters and whether they pass its rules; null: no route. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const route of ROUTES) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const decoded = match.slice(1).map(safeDecode);
    const params = decoded.map((param) => param ?? '');
    const available = hasProjectApis() || !PROJECT_API_PAGES.test(pathname);
    return { route, params, valid: available && decoded.every((param) => param !== null) && (route.valid?.(params) ?? true) };
  }
  return null;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const NOT_FOUND_MESSAGES = {
  invalid: (path: string) => `Page Not Found: ${path}`,
  unmatched: (path: string) => `Page not found: ${path}`,
};

/**
 * The 404 message for a path (spec §8): which of the two follows from the path alone. The path is named
 * as the address bar has it, percent-encoded, whether it was handed over decoded or not.
 */
export function notFoundMessage(path: string): string {
  const inUrl = /[^\x21-\x7e]/.test(path) ? encodeURI(path) : path;
  return matchRoute(inUrl) ? NOT_FOUND_MESSAGES.invalid(inUrl) : NOT_FOUND_MESSAGES.unmatched(inUrl);
}
