import { describe, expect, it } from 'vitest';
import { rssXml } from './rss';

describe('rssXml', () => {
  it('writes RSS 2.0 items with escaped text, permalink guid and RFC 822 dates', () => {
    const xml = rssXml(
      { title: 'Nieuwe vacatures', link: 'https://x.nl/jobs', self: 'https://x.nl/jobs/rss.xml', description: 'Vacatures' },
      [
        {
          title: 'Kok & <chef>',
          link: 'https://x.nl/jobs/vacature/a/kok',
          description: 'Koken',
          published: '2026-11-20',
          category: 'Horeca',
        },
      ],
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<atom:link href="https://x.nl/jobs/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain(
      '<item><title>Kok &amp; &lt;chef&gt;</title><link>https://x.nl/jobs/vacature/a/kok</link><guid isPermaLink="true">https://x.nl/jobs/vacature/a/kok</guid>',
    );
    expect(xml).toContain('<pubDate>Fri, 20 Nov 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<category>Horeca</category>');
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 00:00:00 GMT</lastBuildDate>');
  });
});
