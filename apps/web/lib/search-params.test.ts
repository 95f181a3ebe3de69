import { describe, expect, it } from 'vitest';
import { pageParam, stringParam, withQuery } from './search-params';

describe('search params', () => {
  it('reads page numbers defensively', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(['4', '5'])).toBe(4);
    for (const bad of [undefined, '', '0', '-2', '1.5', 'abc', '9999999']) expect(pageParam(bad)).toBe(1);
  });

  it('trims and bounds text', () => {
    expect(stringParam('  chauffeur  ')).toBe('chauffeur');
    expect(stringParam('   ')).toBeUndefined();
    expect(stringParam('x'.repeat(500))?.length).toBe(100);
  });

  it('builds short URLs', () => {
    expect(withQuery('/jobs', { q: 'zorg', page: 1, category: undefined })).toBe('/jobs?q=zorg');
    expect(withQuery('/jobs', { q: 'zorg & welzijn', page: 2 })).toBe('/jobs?q=zorg+%26+welzijn&page=2');
    expect(withQuery('/jobs', {})).toBe('/jobs');
  });
});
