import { describe, expect, it } from 'vitest';
import { headerRules, pagePolicy, RESOURCE_POLICY } from './headers';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('security headers', () => {
  it('lets pages run only their own scripts, framed by the site itself unless a preview adds the CMS', () => {
    const policy = pagePolicy({ imageOrigins: '' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(pagePolicy({ frameAncestors: ['https://cms.example.nl'] }), 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://cms.example.nl",
    );
  });

  it('allows images from the upload provider origins the optimizer may fetch', () => {
    expect(directive(pagePolicy({ imageOrigins: 'https://cdn.example.nl, http://127.0.0.1:9000' }), 'img-src')).toBe(
      "img-src 'self' data: blob: https://cdn.example.nl http://127.0.0.1:9000",
    );
  });

  it('gives every answer the headers, and what is not a page a policy where nothing runs', () => {
    const [all, ...resources] = headerRules('');
    expect(all.source).toBe('/:path*');
    expect(all.headers.map((header) => header.key)).toEqual([
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
    ]);
    expect(resources.map((rule) => rule.headers[0].value)).toEqual([RESOURCE_POLICY, RESOURCE_POLICY, RESOURCE_POLICY]);
    expect(RESOURCE_POLICY.startsWith("default-src 'none'")).toBe(true);
  });
});
