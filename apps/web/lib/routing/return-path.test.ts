import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/account', '/account'],
    ['/jobs?q=zorg#top', '/jobs?q=zorg#top'],
    [['/nieuws', '/x'], '/nieuws'],
    ['/jobs/../account', '/account'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps %j on the site as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  // Each of these reaches another host once a browser resolves it (issue 15).
  it.each([
    undefined,
    null,
    '',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./%2e/..//evil.example',
    '/..\\/evil.example',
    '/\t/evil.example',
    '\t//evil.example',
    '/\n/evil.example',
    ' //evil.example',
    'https:evil.example',
    'https://evil.example/',
    'HTTPS://evil.example/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBe('/account');
    expect(safeReturnPath(value, '/')).toBe('/');
  });

  it('returns only values that stay put when resolved again against any origin', () => {
    for (const value of ['/a', '/..//x', '/a/..//b', '/%2e%2e//x', '/x?y=//z#//w']) {
      const path = safeReturnPath(value, '/');
      expect(new URL(path, 'https://www.example.nl').origin).toBe('https://www.example.nl');
      expect(path.startsWith('//') || path.startsWith('/\\')).toBe(false);
    }
  });
});
