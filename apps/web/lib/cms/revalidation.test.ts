import { describe, expect, it } from 'vitest';
import { secretMatches, tagsForChange, touchesRedirects } from './revalidation';

describe('tagsForChange', () => {
  it('a vacancy: its own page, the vacancy lists (home included) and the sitemap, not every vacancy page', () => {
    expect(tagsForChange({ model: 'vacancy', documentId: 'abc123' })).toEqual(['vacancies', 'vacancy:abc123', 'sitemap']);
  });

  it('news and events: the item, their lists and the sitemap', () => {
    expect(tagsForChange({ model: 'news-item', documentId: 'n1' })).toEqual(['news-items', 'news-item:n1', 'sitemap']);
    expect(tagsForChange({ model: 'event', documentId: 'e1' })).toEqual(['events', 'event:e1', 'sitemap']);
  });

  it('things shown inside many details revalidate those details as a whole', () => {
    expect(tagsForChange({ model: 'vacancy-category', documentId: 'c1' })).toEqual(
      expect.arrayContaining(['vacancy-category:c1', 'vacancies', 'vacancy-details']),
    );
    expect(tagsForChange({ model: 'partner', documentId: 'p1' })).toEqual(
      expect.arrayContaining(['partners', 'products', 'vacancy-details']),
    );
    expect(tagsForChange({ model: 'global', documentId: 'g' })).toEqual(['cms']);
  });

  it('a redirect: the redirect table, which the proxy then reads again', () => {
    const tags = tagsForChange({ model: 'redirect', documentId: 'r1' });
    expect(tags).toEqual(['redirects']);
    expect(touchesRedirects(tags)).toBe(true);
    expect(touchesRedirects(tagsForChange({ model: 'global', documentId: 'g' }))).toBe(true);
    expect(touchesRedirects(tagsForChange({ model: 'vacancy', documentId: 'v1' }))).toBe(false);
  });

  it('a delete without a documentId still refreshes the lists', () => {
    expect(tagsForChange({ model: 'vacancy', documentId: null })).toEqual(['vacancies', 'sitemap']);
  });

  it('models no public page shows touch nothing', () => {
    expect(tagsForChange({ model: 'application', documentId: 'x' })).toEqual([]);
    expect(tagsForChange({ model: 'statistics' })).toEqual([]);
  });
});

describe('secretMatches', () => {
  it('needs the exact secret, and a configured one', () => {
    expect(secretMatches('geheim', 'geheim')).toBe(true);
    expect(secretMatches('geheiM', 'geheim')).toBe(false);
    expect(secretMatches('geheim1', 'geheim')).toBe(false);
    expect(secretMatches(null, 'geheim')).toBe(false);
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches('x', undefined)).toBe(false);
  });
});
