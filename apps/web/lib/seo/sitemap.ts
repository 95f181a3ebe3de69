import { escapeHtml as escapeXml } from './blocks-html';

/** The sitemap protocol's limit per file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntry = { path: string; lastModified?: string | null };
/** A run of one source's entries, from `start`, `count` long. */
export type SitemapSlice<S extends string = string> = { source: S; start: number; count: number };

/**
 * Splits sources (in order) into files of at most `limit` URLs. One file needs no index; past
 * the limit, sitemap.xml becomes an index of the numbered files. Each file says which slices of
 * which sources it holds, so a file is built by fetching only its own rows.
 */
export function planSitemaps<S extends string>(sources: { source: S; count: number }[], limit = SITEMAP_MAX_URLS): SitemapSlice<S>[][] {
  const files: SitemapSlice<S>[][] = [[]];
  let room = limit;
  for (const { source, count } of sources) {
    let start = 0;
    while (start < count) {
      if (room === 0) {
        files.push([]);
        room = limit;
      }
      const take = Math.min(room, count - start);
      files[files.length - 1].push({ source, start, count: take });
      start += take;
      room -= take;
    }
  }
  return files;
}

/** Numbered sitemap files are /sitemap/1.xml, /sitemap/2.xml, …; null for anything else. */
export function sitemapFileNumber(file: string): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}

export const sitemapFilePath = (index: number) => `/sitemap/${index + 1}.xml`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** W3C datetime as the protocol wants it; anything unparsable is left out rather than sent wrong. */
function lastmod(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `<lastmod>${date.toISOString()}</lastmod>`;
}

export function urlsetXml(entries: SitemapEntry[], absolute: (path: string) => string): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(absolute(entry.path))}</loc>${lastmod(entry.lastModified)}</url>`);
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(files: { path: string; lastModified?: string | null }[], absolute: (path: string) => string): string {
  const items = files.map((file) => `<sitemap><loc>${escapeXml(absolute(file.path))}</loc>${lastmod(file.lastModified)}</sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8' } as const;
