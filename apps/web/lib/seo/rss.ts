import { escapeHtml as escapeXml } from './blocks-html';

export type FeedItem = { title: string; link: string; description: string; published: string; category?: string | null };
export type FeedChannel = { title: string; link: string; self: string; description: string };

/** RFC 822 date as RSS 2.0 wants it; `toUTCString` writes exactly that form. */
const rfc822 = (value: string) => new Date(value).toUTCString();

/** An RSS 2.0 document (https://www.rssboard.org/rss-specification) with an atom:link to itself. */
export function rssXml(channel: FeedChannel, items: FeedItem[]): string {
  const entries = items.map(
    (item) =>
      `<item><title>${escapeXml(item.title)}</title><link>${escapeXml(item.link)}</link><guid isPermaLink="true">${escapeXml(item.link)}</guid>` +
      `<pubDate>${rfc822(item.published)}</pubDate><description>${escapeXml(item.description)}</description>` +
      `${item.category ? `<category>${escapeXml(item.category)}</category>` : ''}</item>`,
  );
  const latest = items[0] ? `<lastBuildDate>${rfc822(items[0].published)}</lastBuildDate>` : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
    `<title>${escapeXml(channel.title)}</title><link>${escapeXml(channel.link)}</link><description>${escapeXml(channel.description)}</description>` +
    `<language>nl</language>${latest}<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>\n${entries.join('\n')}\n</channel></rss>\n`
  );
}
