import { describe, expect, it } from 'vitest';
import { categoryPath, eventPath, isDocumentId, mediaUrl, newsPath, vacancyPath } from './urls';

const doc = { documentId: 'k3v9x2m1p8q7r6s5t4u3w2y1', slug: 'verpleegkundige-wijkzorg' };

describe('detail paths', () => {
  it('put the documentId and slug where the routes expect them', () => {
    expect(vacancyPath(doc)).toBe('/jobs/vacature/k3v9x2m1p8q7r6s5t4u3w2y1/verpleegkundige-wijkzorg');
    expect(newsPath(doc)).toBe('/nieuws/k3v9x2m1p8q7r6s5t4u3w2y1/verpleegkundige-wijkzorg');
    expect(eventPath(doc)).toBe('/agenda/k3v9x2m1p8q7r6s5t4u3w2y1/verpleegkundige-wijkzorg');
    expect(categoryPath({ documentId: 'c4t3g0ryz0rgw3lz1jn0000a' })).toBe('/jobs/cat/c4t3g0ryz0rgw3lz1jn0000a');
  });

  it('escape characters that would break out of a path segment', () => {
    expect(vacancyPath({ documentId: 'a/b', slug: 'x?y' })).toBe('/jobs/vacature/a%2Fb/x%3Fy');
  });
});

describe('mediaUrl', () => {
  it('keeps CMS uploads relative so they go through the site’s /uploads proxy', () => {
    expect(mediaUrl({ url: '/uploads/logo_a1b2c3.jpg' })).toBe('/uploads/logo_a1b2c3.jpg');
    expect(mediaUrl({ url: 'uploads/logo_a1b2c3.jpg' })).toBe('/uploads/logo_a1b2c3.jpg');
  });

  it('leaves absolute URLs alone', () => {
    expect(mediaUrl({ url: 'https://cdn.example.nl/img/a.jpg' })).toBe('https://cdn.example.nl/img/a.jpg');
    expect(mediaUrl({ url: '//cdn.example.nl/a.jpg' })).toBe('//cdn.example.nl/a.jpg');
  });

  it('is empty for missing media', () => {
    expect(mediaUrl(null)).toBe('');
    expect(mediaUrl(undefined)).toBe('');
  });
});

describe('isDocumentId', () => {
  it('accepts 20–32 lowercase letters and digits', () => {
    expect(isDocumentId('k3v9x2m1p8q7r6s5t4u3w2y1')).toBe(true);
    expect(isDocumentId('a'.repeat(20))).toBe(true);
    expect(isDocumentId('a'.repeat(32))).toBe(true);
  });

  it('rejects numeric-looking short ids, capitals, dashes and overlong values', () => {
    for (const value of [
      '12',
      'a'.repeat(19),
      'a'.repeat(33),
      'K3V9X2M1P8Q7R6S5T4U3W2Y1',
      'k3v9x2m1-8q7r6s5t4u3w2y1',
      '',
      'k3v9x2m1p8q7r6s5t4u3w2y1\n',
    ]) {
      expect(isDocumentId(value), JSON.stringify(value)).toBe(false);
    }
  });
});
