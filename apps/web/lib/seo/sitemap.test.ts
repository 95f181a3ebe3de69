import { describe, expect, it } from 'vitest';
import { planSitemaps, SITEMAP_MAX_URLS, sitemapFileNumber, sitemapIndexXml, urlsetXml } from './sitemap';

const abs = (path: string) => `https://www.example.nl${path}`;
const total = (file: { count: number }[]) => file.reduce((sum, slice) => sum + slice.count, 0);

describe('planSitemaps', () => {
  it('keeps up to 50,000 URLs in one file', () => {
    const files = planSitemaps([
      { source: 'lists', count: 7 },
      { source: 'vacancies', count: SITEMAP_MAX_URLS - 7 },
    ]);
    expect(files).toEqual([
      [
        { source: 'lists', start: 0, count: 7 },
        { source: 'vacancies', start: 0, count: SITEMAP_MAX_URLS - 7 },
      ],
    ]);
  });

  it('starts a second file at URL 50,001, continuing the source where the first stopped', () => {
    const files = planSitemaps([
      { source: 'lists', count: 7 },
      { source: 'news', count: 3 },
      { source: 'vacancies', count: SITEMAP_MAX_URLS - 9 },
    ]);
    expect(files).toHaveLength(2);
    expect(total(files[0])).toBe(SITEMAP_MAX_URLS);
    expect(files[1]).toEqual([{ source: 'vacancies', start: SITEMAP_MAX_URLS - 10, count: 1 }]);
  });

  it('splits 120,010 URLs into 50,000 + 50,000 + 20,010 without gaps or overlaps', () => {
    const files = planSitemaps([
      { source: 'pages', count: 10 },
      { source: 'vacancies', count: 120_000 },
    ]);
    expect(files.map(total)).toEqual([50_000, 50_000, 20_010]);
    const vacancySlices = files.flat().filter((slice) => slice.source === 'vacancies');
    let next = 0;
    for (const slice of vacancySlices) {
      expect(slice.start).toBe(next);
      next += slice.count;
    }
    expect(next).toBe(120_000);
  });

  it('honours a smaller limit and skips empty sources', () => {
    expect(
      planSitemaps(
        [
          { source: 'a', count: 0 },
          { source: 'b', count: 5 },
        ],
        2,
      ),
    ).toEqual([[{ source: 'b', start: 0, count: 2 }], [{ source: 'b', start: 2, count: 2 }], [{ source: 'b', start: 4, count: 1 }]]);
    expect(planSitemaps([])).toEqual([[]]);
  });
});

describe('sitemap XML', () => {
  it('writes absolute, escaped locations with lastmod in W3C form and leaves out unknown dates', () => {
    const xml = urlsetXml(
      [
        { path: '/jobs?a=1&b=2', lastModified: '2026-11-20T10:00:00.000Z' },
        { path: '/', lastModified: null },
      ],
      abs,
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://www.example.nl/jobs?a=1&amp;b=2</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://www.example.nl/</loc></url>');
  });

  it('lists numbered files in the index', () => {
    const xml = sitemapIndexXml([{ path: '/sitemap/1.xml' }, { path: '/sitemap/2.xml' }], abs);
    expect(xml).toMatch(
      /<sitemapindex [^>]+>\n<sitemap><loc>https:\/\/www.example.nl\/sitemap\/1.xml<\/loc><\/sitemap>\n<sitemap><loc>https:\/\/www.example.nl\/sitemap\/2.xml<\/loc><\/sitemap>/,
    );
  });

  it('accepts only numbered file names', () => {
    expect(sitemapFileNumber('2.xml')).toBe(2);
    for (const bad of ['0.xml', '01.xml', 'a.xml', '2', '2.xml.gz', '-1.xml']) expect(sitemapFileNumber(bad)).toBeNull();
  });
});
