import { describe, expect, it } from 'vitest';
import { routeLabeller } from './route-label.mjs';

// As Next writes them into .next/routes-manifest.json.
const manifest = {
  staticRoutes: [{ page: '/' }, { page: '/jobs' }, { page: '/jobs/zoeken' }, { page: '/api/auth/login' }],
  dynamicRoutes: [
    { page: '/jobs/vacature/[id]/[slug]', regex: '^/jobs/vacature/([^/]+?)/([^/]+?)(?:/)?$' },
    { page: '/jobs/[...filter]', regex: '^/jobs/(.+?)(?:/)?$' },
    { page: '/[slug]', regex: '^/([^/]+?)(?:/)?$' },
    { page: '/[...path]', regex: '^/(.+?)(?:/)?$' },
  ],
};
const label = routeLabeller(manifest, ['builds', 'favicon.ico']);

describe('site route labels', () => {
  it("are the App Router's page patterns, without ids or query", () => {
    expect(label('/')).toBe('/');
    expect(label('/jobs/zoeken?q=jan%40example.nl&near=1012AB')).toBe('/jobs/zoeken');
    expect(label('/jobs/vacature/abc123xyz/kok-in-utrecht')).toBe('/jobs/vacature/[id]/[slug]');
    expect(label('/jobs/cat/horeca/pagina/2/')).toBe('/jobs/[...filter]');
    expect(label('/over-ons')).toBe('/[slug]');
    expect(label('/een/twee/drie')).toBe('/[...path]');
    expect(label('/api/auth/login')).toBe('/api/auth/login');
  });

  it("group Next's own files and the public folder's", () => {
    expect(label('/_next/static/chunks/app-123.js')).toBe('/_next/static');
    expect(label('/_next/image?url=%2Fuploads%2Fx.png&w=640&q=75')).toBe('/_next/image');
    expect(label('/builds/latest.json')).toBe('/builds/*');
    expect(label('/favicon.ico')).toBe('/favicon.ico');
  });

  it('are `other` for what no route matches', () => {
    expect(routeLabeller({ staticRoutes: [], dynamicRoutes: [] })('/x')).toBe('other');
  });
});
