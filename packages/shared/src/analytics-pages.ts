/**
 * Which page addresses the editors' "most viewed pages" may rank (issue 35). The CMS takes page views
 * from anyone (decision 007: `POST /api/statistics` is public), so a posted address ranks only when it
 * is a page the site has: one of its fixed pages or lists, or a page that shows a CMS document, and
 * then only when that document is published (the CMS checks the database; this module only reads the
 * address). The shapes follow the site's route table (apps/web/lib/routing/routes.ts, whose unit test
 * `lib/analytics/pages.test.ts` holds the two together).
 *
 * Not pages here: the vacancy, news and calendar details (the site records them as `Itemview` with
 * the item's id, never as `Pageview`, so a page view of one was not sent by the site), the pages the
 * site records nothing for (`/c`, `/l/{id}`), files, and a poster's own `/jobs/mijn/{id}`.
 */

/** The CMS documents a page address can name; the CMS maps each to its content type. */
export type PageDocumentKind = 'page' | 'partner' | 'vacancy-category' | 'place';

/** One document an address names: looked up by `documentId` or by `slug`. */
export type PageDocument = { kind: PageDocumentKind; by: 'documentId' | 'slug'; value: string };

/** A rankable address and the documents that must be published for it to rank (none for a fixed page). */
export type PageClaim = { documents: PageDocument[] };

/** The site's pages at a fixed address (routes.ts's `exact` routes that are pages and record page views). */
export const SITE_PAGE_PATHS: readonly string[] = [
  '/',
  '/account',
  '/account/verwijderd',
  '/account-activeren',
  '/agenda',
  '/agenda/geweest',
  '/api-documentatie',
  '/auth/connect',
  '/email-valideren',
  '/inloggen',
  '/inschrijvingen',
  '/jobs',
  '/jobs/mijn',
  '/jobs/plaatsen',
  '/jobs/zoeken',
  '/nieuws',
  '/nieuwsbrief',
  '/nieuwsbrief/afmelden',
  '/nieuwsbrief/bevestigen',
  '/partners',
  '/producten',
  '/registreren',
  '/vacature-alert/afmelden',
  '/vacature-alert/bevestigen',
  '/vacature-alert/bekijk',
  '/wachtwoord-reset',
  '/wachtwoord-vergeten',
  '/werkgevers',
];
const FIXED = new Set(SITE_PAGE_PATHS);

/** The filter names of a /jobs path, in the order the site writes them (apps/web/lib/routing/list-path.ts), then the page. */
export const JOBS_FILTER_SEGMENT_NAMES: readonly string[] = [
  'vakgebied',
  'plaats',
  'straal',
  'uren',
  'opleiding',
  'werkplek',
  'salaris',
  'sortering',
  'pagina',
];

const DOCUMENT_ID = /^[a-z0-9]{20,32}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE_NUMBER = /^(?:[2-9]|[1-9][0-9]{1,3}|10000)$/;
const FILTER_VALUE = /^[A-Za-z0-9._-]{1,64}$/;

const isSlug = (value: string) => value.length <= 200 && SLUG.test(value);
const byId = (kind: PageDocumentKind, value: string): PageDocument | null =>
  DOCUMENT_ID.test(value) ? { kind, by: 'documentId', value } : null;

/** The path of a stored address (path plus query): the query does not change which page it is. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function decodedSegments(path: string): string[] | null {
  if (!path.startsWith('/') || path.length > 2048) return null;
  const segments = path === '/' ? [] : path.slice(1).split('/');
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function jobsFilters(segments: string[]): PageClaim | null {
  if (segments.length === 0 || segments.length % 2 !== 0) return null;
  const documents: PageDocument[] = [];
  let last = -1;
  for (let i = 0; i < segments.length; i += 2) {
    const index = JOBS_FILTER_SEGMENT_NAMES.indexOf(segments[i]);
    const value = segments[i + 1];
    // In the site's order, each name once: any other order is not an address the site writes.
    if (index <= last || !FILTER_VALUE.test(value)) return null;
    last = index;
    if (segments[i] === 'pagina' && !PAGE_NUMBER.test(value)) return null;
    if (segments[i] === 'vakgebied' || segments[i] === 'plaats') {
      const document = byId(segments[i] === 'vakgebied' ? 'vacancy-category' : 'place', value);
      if (!document) return null;
      documents.push(document);
    }
  }
  return { documents };
}

/**
 * What an address must be for its page views to rank: null when it is no page of the site (a made-up
 * path, a detail page's address, a file), else the documents that must be published for it to rank.
 */
export function pageClaim(url: string): PageClaim | null {
  const path = pathOf(url);
  if (FIXED.has(path)) return { documents: [] };
  const segments = decodedSegments(path);
  if (!segments || segments.some((segment) => segment === '')) return null;
  const [first, second, third, fourth, fifth] = segments;
  const claim = (...documents: (PageDocument | null)[]): PageClaim | null =>
    documents.every((document) => document !== null) ? { documents: documents as PageDocument[] } : null;

  // Lists: /nieuws/pagina/2, /agenda/pagina/2, /agenda/geweest/pagina/2.
  if (segments.length === 3 && (first === 'nieuws' || first === 'agenda') && second === 'pagina' && PAGE_NUMBER.test(third))
    return { documents: [] };
  if (segments.length === 4 && first === 'agenda' && second === 'geweest' && third === 'pagina' && PAGE_NUMBER.test(fourth))
    return { documents: [] };
  if (first === 'jobs' && second === 'cat') {
    if (segments.length === 3) return claim(byId('vacancy-category', third));
    if (segments.length === 5 && fourth === 'pagina' && PAGE_NUMBER.test(fifth)) return claim(byId('vacancy-category', third));
    return null;
  }
  if (first === 'jobs' && segments.length > 1) return jobsFilters(segments.slice(1));
  if (first === 'werkgevers' && isSlug(third ?? '')) {
    if (segments.length === 3) return claim(byId('partner', second));
    if (segments.length === 5 && fourth === 'pagina' && PAGE_NUMBER.test(fifth)) return claim(byId('partner', second));
    return null;
  }
  // Any other single segment is a CMS page's slug (the site's last route).
  if (segments.length === 1 && isSlug(first)) return claim({ kind: 'page', by: 'slug', value: first });
  return null;
}
