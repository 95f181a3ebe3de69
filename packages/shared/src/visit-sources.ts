/**
 * Where a vacancy's visitors came from (issue 39, decision 055). The site works out one of these
 * categories in the browser and sends it as the `Itemview` event's label; the CMS refuses any other
 * label on an `Itemview`. Only the category is stored: never the referring address itself.
 */
export const VISIT_SOURCES = ['search', 'alert', 'search-engine', 'other-site', 'site', 'direct'] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];
/** Views recorded before the source was (issue 39) have none. */
export type VisitSourceOrUnknown = VisitSource | 'unknown';

export const VISIT_SOURCE_LABELS: Record<VisitSourceOrUnknown, string> = {
  search: 'Zoeken op de site',
  alert: 'Vacature-alert',
  'search-engine': 'Google of andere zoekmachine',
  'other-site': 'Andere website of campagne',
  site: 'Elders op de site',
  direct: 'Direct (link of bladwijzer)',
  unknown: 'Onbekend (van vóór de meting)',
};

const SOURCE_SET = new Set<string>(VISIT_SOURCES);
export const isVisitSource = (value: unknown): value is VisitSource => typeof value === 'string' && SOURCE_SET.has(value);

/** Hosts of search engines, matched on a whole label: google.nl, www.bing.com, duckduckgo.com, … */
const SEARCH_ENGINES = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|startpage|qwant|yandex|baidu|search\.brave)\.[a-z.]+$/i;

/**
 * The site's lists of vacancies: /jobs with its filters and pages, /jobs/zoeken, and the fields of work
 * (/c). Not a vacancy, the poster's pages or the feed.
 */
export function isVacancySearchPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0];
  if (/^\/c(\/[^/]+)?\/?$/.test(pathname)) return true;
  return /^\/jobs(\/|$)/.test(pathname) && !/^\/jobs\/(vacature|mijn|rss\.xml)(\/|$)/.test(pathname);
}

function parseUrl(value: string): URL | null {
  try {
    return value ? new URL(value) : null;
  } catch {
    return null;
  }
}

export type Arrival = {
  /** The page's own query (`location.search`). */
  search: string;
  /** `document.referrer` on the first page of a visit; '' when the browser sent none. */
  referrer: string;
  /** The site's own host (`location.host`). */
  host: string;
  /** Path and query of the page before, when this page was reached inside the site (client navigation). */
  previousPath?: string | null;
};

/**
 * The category of one arrival. A link in a job-alert mail first (`?bron=email`: the alerts are the only
 * mails that link to vacancies, decision 009), then a page of the site before (the browser's referrer
 * does not change on client-side navigation), then the referrer's host, then campaign links (utm_*).
 */
export function classifyVisitSource({ search, referrer, host, previousPath }: Arrival): VisitSource {
  const params = new URLSearchParams(search);
  if (params.get('bron') === 'email') return 'alert';
  if (previousPath) return isVacancySearchPath(previousPath) ? 'search' : 'site';
  const from = parseUrl(referrer);
  if (from && from.host === host) return isVacancySearchPath(from.pathname) ? 'search' : 'site';
  if (from && SEARCH_ENGINES.test(from.hostname)) return 'search-engine';
  if (from || params.has('utm_source') || params.has('utm_medium') || params.has('utm_campaign')) return 'other-site';
  return 'direct';
}
