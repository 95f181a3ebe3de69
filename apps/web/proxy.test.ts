import { describe, expect, it } from 'vitest';
import { PREVIEW_FRAME_COOKIE } from '@/lib/security/headers';
import { config } from './proxy';

describe('the proxy’s matcher (literals: Next reads it at build time)', () => {
  it('runs for the preview route and for pages with either preview cookie, nowhere else', () => {
    const cookies = config.matcher.flatMap((entry) => (typeof entry === 'string' ? [] : entry.has.map((condition) => condition.key)));
    expect(cookies.sort()).toEqual(['__prerender_bypass', PREVIEW_FRAME_COOKIE].sort());
    expect(config.matcher.filter((entry) => typeof entry === 'string')).toEqual(['/api/voorbeeld', '/api/voorbeeld/:path*']);
  });
});
