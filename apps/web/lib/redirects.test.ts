import { describe, expect, it } from 'vitest';
import { findRedirect, normalizePath } from './redirects';

const table = [
  { from: '/vacatures', to: '/jobs', statusCode: 301 },
  { from: '/uwv', to: 'https://www.werk.nl/', statusCode: 302 },
  { from: '/lus', to: '/lus/', statusCode: 301 },
  { from: '/raar', to: '/jobs', statusCode: 418 },
];

describe('redirects', () => {
  it('normalises trailing slashes and case', () => {
    expect(normalizePath('/Vacatures/')).toBe('/vacatures');
    expect(normalizePath('/')).toBe('/');
  });

  it('finds internal and external targets with their status', () => {
    expect(findRedirect('/vacatures/', table)).toEqual({ location: '/jobs', status: 301, external: false });
    expect(findRedirect('/uwv', table)).toEqual({ location: 'https://www.werk.nl/', status: 302, external: true });
  });

  it('ignores unknown paths and self-redirects, and falls back to 301 for odd codes', () => {
    expect(findRedirect('/jobs', table)).toBeNull();
    expect(findRedirect('/lus', table)).toBeNull();
    expect(findRedirect('/raar', table)?.status).toBe(301);
  });
});
