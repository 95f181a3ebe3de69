import { describe, expect, it } from 'vitest';
import { JOBS_FILTER_SEGMENT_NAMES, pageClaim, SITE_PAGE_PATHS } from '@vacaturesite/shared/analytics-pages';
import { JOBS_PATH_NAMES } from '@/lib/routing/list-path';
import { matchRoute } from '@/lib/routing/routes';
import { classifyRoute } from './routes';

/**
 * The CMS ranks page views only for addresses that are pages of the site (issue 35), read by the shared
 * `pageClaim`; this holds it to the site's own route table, so a page the site adds or renames is not
 * silently left out of (or let into) the editors' "most viewed pages".
 */
const ID = 'a1b2c3d4e5f6g7h8i9j0k1l2';

describe('the pages the statistics rank are the pages the site has', () => {
  it.each(SITE_PAGE_PATHS)('%s is a route of the site without a document, and records a page view', (path) => {
    const match = matchRoute(path);
    expect(match?.valid).toBe(true);
    expect(match?.route.document).toBeUndefined();
    expect(classifyRoute(path)).toEqual({ kind: 'pageview' });
  });

  it('knows the /jobs filter names the site writes', () => {
    expect([...JOBS_FILTER_SEGMENT_NAMES]).toEqual([...JOBS_PATH_NAMES]);
  });

  it.each([
    ['/over-ons', 'pages', 'page'],
    [`/jobs/cat/${ID}`, 'vacancy-categories', 'vacancy-category'],
    [`/jobs/cat/${ID}/pagina/2`, 'vacancy-categories', 'vacancy-category'],
    [`/werkgevers/${ID}/bakkerij`, 'partners', 'partner'],
  ])('%s names the document the site looks up', (path, collection, kind) => {
    expect(matchRoute(path)?.route.document?.collection).toBe(collection);
    expect(pageClaim(path)?.documents.map((document) => document.kind)).toEqual([kind]);
  });

  it.each(['/nieuws/gekocht-bericht', '/een/twee/drie', `/nieuws/${ID}/bericht`, `/jobs/vacature/${ID}/kok`])(
    '%s ranks as no page: not a route, or an item the site records as an item view',
    (path) => {
      expect(pageClaim(path)).toBeNull();
      const match = matchRoute(path);
      expect(match === null || classifyRoute(path).kind === 'item').toBe(true);
    },
  );
});
