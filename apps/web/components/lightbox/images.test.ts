import { describe, expect, it } from 'vitest';
import { altText, normalizeImages, toLightboxImage } from './images';

describe('lightbox image items (spec §3, §5)', () => {
  it('takes strings and { src, title?, alt? } objects, in order', () => {
    expect(normalizeImages(['/a.jpg', { src: '/b.jpg', title: 'B', alt: 'Een b' }, { src: '/c.jpg' }])).toEqual([
      { src: '/a.jpg' },
      { src: '/b.jpg', title: 'B', alt: 'Een b' },
      { src: '/c.jpg' },
    ]);
  });

  it('counts a single string as a list of one', () => {
    expect(normalizeImages('/enkel.jpg')).toEqual([{ src: '/enkel.jpg' }]);
  });

  it('drops every entry that is neither a string nor an object with a string src', () => {
    const entries = [
      null,
      undefined,
      42,
      true,
      [],
      ['/x.jpg'],
      {},
      { src: 5 },
      { src: null },
      { title: 'geen src' },
      '/ok.jpg',
      { src: '/ook-ok.jpg' },
    ];
    expect(normalizeImages(entries)).toEqual([{ src: '/ok.jpg' }, { src: '/ook-ok.jpg' }]);
  });

  it('gives an empty list for anything that is not a string or a list', () => {
    for (const input of [undefined, null, 0, {}, { src: '/a.jpg' }, new Set(['/a.jpg'])]) expect(normalizeImages(input)).toEqual([]);
  });

  it('keeps only string titles and alts, and nothing else of the object', () => {
    expect(toLightboxImage({ src: '/a.jpg', title: 3, alt: null, extra: 'x' })).toEqual({ src: '/a.jpg' });
  });

  it('uses the alt, else the title, else an empty alt', () => {
    expect(altText({ src: '/a.jpg', alt: 'Alt', title: 'Titel' })).toBe('Alt');
    expect(altText({ src: '/a.jpg', title: 'Titel' })).toBe('Titel');
    expect(altText({ src: '/a.jpg' })).toBe('');
  });
});
