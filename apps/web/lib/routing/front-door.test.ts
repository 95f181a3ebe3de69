import { beforeEach, describe, expect, it, vi } from 'vitest';

const CATEGORY = 'a1b2c3d4e5f6g7h8i9j0k1l2';
const VACANCY = 'v1b2c3d4e5f6g7h8i9j0k1l2';
const GONE = 'g1b2c3d4e5f6g7h8i9j0k1l2';
const REDIRECTS = [
  { from: '/vacatures', to: '/jobs', statusCode: 301 },
  { from: '/uwv', to: 'https://www.werk.nl/', statusCode: 302 },
  { from: '/actie', to: '/nieuws?bron=actie', statusCode: 307 },
];
const asked: string[] = [];
vi.mock('@/lib/cms', () => ({ getRedirects: async () => REDIRECTS }));
vi.mock('@/lib/cms/config', () => ({ cmsVersion: () => '5', hasProjectApis: () => true, cmsV3OnMongo: () => false }));
vi.mock('@/lib/cms/client', () => ({
  cmsFetch: async (path: string) => {
    asked.push(path);
    if (path.includes(GONE)) return { data: null };
    return { data: { documentId: VACANCY, slug: 'kok' } };
  },
}));

const { crossSiteAction, frontDoor } = await import('./front-door');
const { forgetCheckedPaths } = await import('./path-check');
const door = (url: string, more: { inPreview?: boolean; isClientNavigation?: boolean } = {}) =>
  frontDoor({ url, inPreview: false, isClientNavigation: false, ...more });

describe('the front door (server.mjs, before Next)', () => {
  beforeEach(() => {
    forgetCheckedPaths();
    asked.length = 0;
  });

  it('leaves Next’s files, the API, uploads and generated files alone, even under a redirected name', async () => {
    for (const url of ['/_next/static/x.js', '/api/visitor', '/uploads/a.jpg', '/favicon.ico', '/robots.txt', '/sitemap.xml'])
      expect(await door(url), url).toBeNull();
    expect(asked).toEqual([]);
  });

  it('answers 400 for an upload or API path whose %-escapes are not UTF-8, which Next’s router fails on', async () => {
    for (const url of ['/uploads/%E0%A4%A.png', '/uploads/%ff.png', '/uploads/a/%C0%AF.jpg?w=1', '/api/jobs/applications/%ff/cv'])
      expect(await door(url), url).toEqual({ badRequest: expect.stringContaining('Ongeldig pad') });
    expect(await door('/uploads/caf%C3%A9.png')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('answers the CMS’s redirects with the editor’s status, keeping the query on internal targets only', async () => {
    expect(await door('/Vacatures/?utm_source=x')).toEqual({ redirect: '/jobs?utm_source=x', status: 301 });
    expect(await door('/uwv?utm_source=x')).toEqual({ redirect: 'https://www.werk.nl/', status: 302 });
    expect(await door('/actie?utm_source=x')).toEqual({ redirect: '/nieuws?bron=actie', status: 307 });
  });

  it('drops the client router’s _rsc parameter from where a redirect leads', async () => {
    expect(await door('/vacatures?_rsc=1a2b', { isClientNavigation: true })).toEqual({ redirect: '/jobs', status: 301 });
    expect(await door(`/jobs?category=${CATEGORY}&_rsc=1a2b`, { isClientNavigation: true })).toEqual({
      redirect: `/jobs/vakgebied/${CATEGORY}`,
      status: 308,
    });
  });

  it('reads "//a/b" as the path /a/b, as Next does, not as another host', async () => {
    expect(await door('//vacatures')).toEqual({ redirect: '/jobs', status: 301 });
    expect(await door('//evil.example/b')).toEqual({ notFound: true });
    expect(await door('http://[::1')).toBeNull();
  });

  it('sends a wrong slug to the canonical address with the query kept', async () => {
    expect(await door(`/jobs/vacature/${VACANCY}/oude-titel?utm_source=x`)).toEqual({
      redirect: `/jobs/vacature/${VACANCY}/kok?utm_source=x`,
      status: 308,
    });
    expect(await door(`/jobs/vacature/${VACANCY}/kok`)).toBeNull();
  });

  it('gives documents the 404 page for unmatched paths, broken rules and documents the CMS does not have', async () => {
    for (const url of ['/a/b/c', '/jobs/vacature/123/Geen%20Slug', `/jobs/vacature/${GONE}/weg`, '/niet-gevonden'])
      expect(await door(url), url).toEqual({ notFound: true });
  });

  it('lets the client router’s fetches through to the page, whose notFound() the router renders', async () => {
    expect(await door('/a/b/c', { isClientNavigation: true })).toBeNull();
    expect(await door(`/jobs/vacature/${GONE}/weg`, { isClientNavigation: true })).toBeNull();
  });

  it('does not ask the CMS about documents in an editor’s preview, where drafts are shown', async () => {
    expect(await door(`/jobs/vacature/${GONE}/concept`, { inPreview: true })).toBeNull();
    expect(await door('/a/b/c', { inPreview: true })).toEqual({ notFound: true });
    expect(asked).toEqual([]);
  });
});

describe('Server Actions from another site (issue 48)', () => {
  const host = { host: 'vacatures.example' };

  it('refuses a Server Action posted from another origin, before Next answers it with a 500', () => {
    expect(crossSiteAction('POST', { ...host, 'next-action': 'abc', origin: 'https://evil.example' })).toMatch(
      /niet van onze eigen website/,
    );
    expect(crossSiteAction('POST', { ...host, 'next-action': 'abc' })).toMatch(/niet van onze eigen website/);
  });

  it("lets the site's own Server Actions and every other request through", () => {
    expect(crossSiteAction('POST', { ...host, 'next-action': 'abc', origin: 'http://vacatures.example' })).toBeNull();
    expect(crossSiteAction('POST', { ...host, 'next-action': 'abc', 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(crossSiteAction('POST', { ...host, origin: 'https://evil.example' })).toBeNull();
    expect(crossSiteAction('GET', { ...host, 'next-action': 'abc', origin: 'https://evil.example' })).toBeNull();
  });
});
