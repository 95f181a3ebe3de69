import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute, notFoundMessage } from './routes';

const ID = 'a1b2c3d4e5f6g7h8i9j0k1l2';
const APP = path.join(__dirname, '../../app');
const PUBLIC = path.join(__dirname, '../../public');

/** Every file below a directory, relative to it. */
const filesBelow = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/** An example address for each page and route handler in app/ that the proxy sees (its matcher skips api/, uploads/, sitemap). */
function appAddresses(): string[] {
  return filesBelow(APP)
    .filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\([^)]+\)/g, '').replace(/\/\.$/, ''))
    .map(
      (route) =>
        route
          .replace(/\[slug\]/g, 'een-slug')
          .replace(/\[\.\.\.filter\]/g, 'uren/32-40')
          .replace(/\[page\]/g, '2')
          .replace(/\[id\]|\[category\]/g, ID) || '/',
    )
    .filter((address) => !/^\/(api|uploads|sitemap)(\/|\.|$)/.test(address) && !address.includes('['));
}

describe('the route table', () => {
  it('has every page and route handler in app/ and every file in public/', () => {
    const addresses = [...appAddresses(), ...filesBelow(PUBLIC).map((file) => `/${file}`), '/icon.svg'];
    expect(addresses.length).toBeGreaterThan(30);
    const unknown = addresses.filter((address) => !matchRoute(address)?.valid);
    expect(unknown).toEqual([]);
  });

  it('checks ids and slugs, and names the CMS document behind a detail page', () => {
    expect(matchRoute(`/jobs/vacature/${ID}/kok`)).toMatchObject({
      valid: true,
      params: [ID, 'kok'],
      route: { document: { collection: 'vacancies' } },
    });
    expect(matchRoute(`/nieuws/${ID}/nieuw-bericht`)?.route.document?.collection).toBe('news-items');
    expect(matchRoute(`/agenda/${ID}/feest`)?.route.document?.collection).toBe('events');
    expect(matchRoute(`/l/${ID}`)?.route.document).toEqual({ collection: 'pages', by: 'documentId' });
    expect(matchRoute('/over-ons')?.route.document).toEqual({ collection: 'pages', by: 'slug' });
    expect(matchRoute('/jobs/vacature/123/kok')?.valid).toBe(false);
    expect(matchRoute(`/jobs/vacature/${ID}/Geen%20Slug`)?.valid).toBe(false);
    expect(matchRoute(`/jobs/vacature/${ID}/%E0%A4%A`)?.valid).toBe(false);
    expect(matchRoute('/jobs/cat/%24%24')?.valid).toBe(false);
    expect(matchRoute('/Hoofdletters')?.valid).toBe(false);
  });

  it('keeps the lists’ paths next to the detail pages apart from them, one address per list state', () => {
    expect(matchRoute('/agenda/pagina/2')).toMatchObject({ valid: true });
    expect(matchRoute('/agenda/pagina/2')?.route.document).toBeUndefined();
    expect(matchRoute('/agenda/geweest/pagina/12')?.valid).toBe(true);
    expect(matchRoute('/nieuws/pagina/2')?.route.document).toBeUndefined();
    for (const path of ['/nieuws/pagina/1', '/nieuws/pagina/02', '/nieuws/pagina/x', '/agenda/pagina/99999999'])
      expect(matchRoute(path)?.valid, path).toBe(false);
    expect(matchRoute(`/jobs/cat/${ID}/pagina/3`)).toMatchObject({
      valid: true,
      route: { document: { collection: 'vacancy-categories' } },
    });
    expect(matchRoute(`/c/${ID}`)).toMatchObject({ valid: true, route: { document: { collection: 'vacancy-categories' } } });
    const filtered = matchRoute(`/jobs/vakgebied/${ID}/plaats/p${ID.slice(1)}/uren/32-40/pagina/2`)!;
    expect(filtered.valid).toBe(true);
    // The field of work and the place must exist in the CMS as well (path-check.ts asks).
    expect(filtered.route.named?.(filtered.params)).toEqual([
      { collection: 'vacancy-categories', documentId: ID },
      { collection: 'places', documentId: `p${ID.slice(1)}` },
    ]);
    // Another order, an unknown value, page 1, a sort other than by distance, a radius or distance sort without a place: not this site's address.
    for (const path of [
      `/jobs/uren/32-40/vakgebied/${ID}`,
      '/jobs/uren/veel',
      '/jobs/pagina/1',
      `/jobs/vakgebied/${ID}/vakgebied/${ID}`,
      '/jobs/sortering/date',
      '/jobs/straal/25',
      '/jobs/sortering/afstand',
      `/jobs/plaats/${ID}/sortering/afstand`,
      `/jobs/plaats/${ID}/straal/7`,
      `/jobs/straal/25/plaats/${ID}`,
    ])
      expect(matchRoute(path)?.valid, path).toBe(false);
    expect(matchRoute(`/jobs/plaats/${ID}/straal/25/sortering/afstand/pagina/2`)?.valid).toBe(true);
    expect(matchRoute('/jobs/volgorde/date')).toBeNull();
    // A vacancy without its slug is a route of its own: the front door sends it to the canonical address.
    expect(matchRoute(`/jobs/vacature/${ID}`)).toMatchObject({ valid: true, params: [ID] });
    expect(matchRoute('/jobs/vacature/123')?.valid).toBe(false);
  });

  it('words the two 404s of spec §8 by whether any route has the path’s shape', () => {
    expect(notFoundMessage('/geen/pagina/hier')).toBe('Page not found: /geen/pagina/hier');
    expect(notFoundMessage(`/jobs/vacature/${ID}/kok/extra`)).toBe(`Page not found: /jobs/vacature/${ID}/kok/extra`);
    // An unknown vacancy without its slug has the shape of a route now (it redirects when it exists).
    expect(notFoundMessage(`/jobs/vacature/${ID}`)).toBe(`Page Not Found: /jobs/vacature/${ID}`);
    expect(notFoundMessage('/bestaat-niet-xyz')).toBe('Page Not Found: /bestaat-niet-xyz');
    expect(notFoundMessage('/l/kort')).toBe('Page Not Found: /l/kort');
    expect(notFoundMessage(`/jobs/vacature/${ID}/weg`)).toBe(`Page Not Found: /jobs/vacature/${ID}/weg`);
  });

  it('names the path as the address bar has it, whether handed over decoded or percent-encoded', () => {
    expect(notFoundMessage('/café/x')).toBe('Page not found: /caf%C3%A9/x');
    expect(notFoundMessage('/caf%C3%A9/x')).toBe('Page not found: /caf%C3%A9/x');
    expect(notFoundMessage('/Geen Slug')).toBe('Page Not Found: /Geen%20Slug');
  });
});

describe('on a Strapi 3 or 4 (decision 053)', () => {
  it('gives the pages that need this project’s own CMS routes the 404 page, and keeps every other', () => {
    const saved = process.env.CMS_VERSION;
    process.env.CMS_VERSION = '4';
    try {
      for (const path of ['/jobs/mijn', '/jobs/mijn/12', '/inschrijvingen', '/nieuwsbrief', '/vacature-alert/bekijk', '/account-activeren'])
        expect(matchRoute(path)?.valid, path).toBe(false);
      for (const path of ['/account', '/inloggen', '/registreren', '/jobs', '/jobs/vacature/12/een-slug', '/l/12', '/over-ons'])
        expect(matchRoute(path)?.valid, path).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.CMS_VERSION;
      else process.env.CMS_VERSION = saved;
    }
  });
});
