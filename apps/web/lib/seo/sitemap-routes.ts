import 'server-only';
import { getSitemapCounts, getSitemapRows } from '@/lib/cms';
import { planSitemaps, sitemapFilePath, sitemapIndexXml, urlsetXml, XML_HEADERS } from './sitemap';
import { absoluteUrl, siteUrl } from './site-url';

/** The CMS is down: crawlers should come back later rather than drop the URLs they know. */
export const unavailable = () =>
  new Response('Tijdelijk niet beschikbaar; probeer het later opnieuw.', { status: 503, headers: { 'retry-after': '300' } });

const xml = (body: string) => new Response(body, { headers: XML_HEADERS });

async function fileXml(slices: Awaited<ReturnType<typeof planFiles>>[number], base: string) {
  const rows = await Promise.all(slices.map((slice) => getSitemapRows(slice.source, slice.start, slice.count)));
  return urlsetXml(rows.flat(), (path) => absoluteUrl(path, base));
}

async function planFiles() {
  return planSitemaps(await getSitemapCounts());
}

/** /sitemap.xml: every URL while they fit in one file, else an index of /sitemap/{n}.xml. */
export async function sitemapResponse(): Promise<Response> {
  const base = siteUrl();
  const files = await planFiles();
  if (files.length === 1) return xml(await fileXml(files[0], base));
  return xml(
    sitemapIndexXml(
      files.map((_, index) => ({ path: sitemapFilePath(index) })),
      (path) => absoluteUrl(path, base),
    ),
  );
}

/** /sitemap/{n}.xml, numbered from 1; only exists when the index lists it. */
export async function sitemapFileResponse(number: number | null): Promise<Response> {
  const files = number ? await planFiles() : [];
  if (!number || files.length < 2 || number > files.length) return new Response('Niet gevonden', { status: 404 });
  return xml(await fileXml(files[number - 1], siteUrl()));
}
