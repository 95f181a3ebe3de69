import { describe, expect, it } from 'vitest';
import { corsOrigins } from './cors-origins';

describe('CORS origins', () => {
  it('defaults to the site and the CMS, as origins', () => {
    expect(corsOrigins({ SITE_URL: 'https://www.example.nl/', PUBLIC_URL: 'https://cms.example.nl/base' })).toEqual([
      'https://www.example.nl',
      'https://cms.example.nl',
    ]);
  });

  it('takes CORS_ORIGINS instead, dropping junk and repeats', () => {
    expect(
      corsOrigins({
        CORS_ORIGINS: 'https://a.example, javascript:alert(1), nonsense, https://a.example/',
        SITE_URL: 'https://www.example.nl',
      }),
    ).toEqual(['https://a.example']);
  });

  it('allows no origin when nothing is configured', () => {
    expect(corsOrigins({})).toEqual([]);
  });
});
