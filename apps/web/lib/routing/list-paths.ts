import { notFound } from 'next/navigation';
import { MAX_PAGE } from '@/lib/search-params';
import { categoryPath } from '@/lib/urls';

/**
 * Every public list carries what it shows in its path, not in a query (decision 021): one address per
 * list state, a page Next caches as it caches any other, with no rewrite and no second route.
 *   /nieuws, /nieuws/pagina/2          /agenda, /agenda/geweest, /agenda/geweest/pagina/3
 *   /jobs/cat/{id}/pagina/2            /c, /c/{categoryId}
 *   /jobs, /jobs/vakgebied/{id}/plaats/{id}/uren/32-40/opleiding/hbo/pagina/2 (lib/routing/list-path.ts)
 * The old query addresses (/agenda?periode=geweest&page=2, /c?categorie=…, /jobs?category=…) stay
 * public entries: the front door redirects them here (list-redirect.ts).
 */
export const PAGE_SEGMENT = 'pagina';

/** `{base}/pagina/{page}`, or the base itself for page 1. */
export const pagedPath = (base: string, page: number) => (page > 1 ? `${base}/${PAGE_SEGMENT}/${page}` : base);

/**
 * A page number as this site writes it in a path: 2 to MAX_PAGE, no leading zero; null for anything else
 * (page 1 has no segment), so one list state never has two addresses.
 */
export function pathPage(segment: string | undefined): number | null {
  if (!segment || !/^[1-9][0-9]{0,5}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 && page <= MAX_PAGE ? page : null;
}

export type AgendaQuery = { when: 'upcoming' | 'past'; page: number };
export const agendaPath = ({ when, page }: AgendaQuery) => pagedPath(when === 'past' ? '/agenda/geweest' : '/agenda', page);
export const newsListPath = (page: number) => pagedPath('/nieuws', page);
export const categoryListPath = (category: { documentId: string }, page: number) => pagedPath(categoryPath(category), page);
export const compactPath = (category: string | undefined) => (category ? `/c/${category}` : '/c');

export type PageParams = Promise<{ page: string }>;

/** The page number of a `…/pagina/{page}` route; any other segment is the route's failed validation (404). */
export async function pageFromParams(params: PageParams): Promise<number> {
  const page = pathPage((await params).page);
  if (page === null) notFound();
  return page;
}

/**
 * A page past a list's last one does not exist (issue 35: /jobs/pagina/999 said "240 vacatures gevonden"
 * and "geen vacatures" at once): 404, like any other address the site has no page for. Page 1 always
 * exists, empty or not.
 */
export function ensurePageExists(page: number, pageCount: number): void {
  if (page > 1 && page > pageCount) notFound();
}
