import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_DIR, copyWebBuild, startWeb, stopProcess } from '../../scripts/lib/stack.mjs';
import { freePort } from '../support/sockets';
import { serverHtml } from '../support/html';

/**
 * Issue 21, docs/operations.md (the setting CMS_VERSION): the production build of the site, started against a
 * stand-in CMS that answers the way Strapi 4 does (`{ data: { id, attributes } }` with relations as
 * `{ data }`; rich text as Markdown, as a Strapi 4 site from before blocks has it), renders the home page and
 * a vacancy from it. Strapi 4 and Strapi 3 run for real in strapi-4.test.ts and strapi-3.test.ts (decision
 * 053); the Strapi 3 stand-in that stood here is now the unit test lib/cms/strapi-3.test.ts's only.
 */

const run = Date.now().toString(36);
const VACANCY = {
  id: 1,
  title: `Wijkverpleegkundige ${run}`,
  slug: 'wijkverpleegkundige',
  summary: 'Zelfstandig werken in een klein team.',
  description: `Je bezoekt cliënten **thuis-${run}**.\n\n- Eigen auto\n- [Meer over ons](https://zorg.example/over)`,
  datePosted: '2026-05-01',
  validThrough: null,
  closed: false,
  employmentType: 'PART_TIME',
  hoursPerWeek: 24,
};
const CATEGORY = { id: 3, name: 'Zorg', slug: 'zorg', description: 'Zorg en welzijn' };
const PLACE = { id: 7, name: 'Utrecht', slug: 'utrecht', province: 'Utrecht', latitude: 52.09, longitude: 5.12 };

/** What Strapi 4 answers: `{ id, attributes }`, every relation and media field wrapped in `{ data }`. */
function v4Entry({ id, ...fields }: Record<string, unknown>) {
  return {
    id,
    attributes: {
      ...fields,
      createdAt: '2026-04-30T12:00:00.000Z',
      updatedAt: '2026-05-01T07:30:00.000Z',
      publishedAt: '2026-05-01T07:30:00.000Z',
    },
  };
}
const v4Vacancy = () => {
  const entry = v4Entry(VACANCY);
  Object.assign(entry.attributes, {
    category: { data: v4Entry(CATEGORY) },
    place: { data: v4Entry(PLACE) },
    employer: { data: null },
    images: { data: [] },
  });
  return entry;
};

type Answer = { status: number; json: unknown };
type Shape = {
  prefix: string;
  list: (items: unknown[]) => unknown;
  one: (item: unknown) => unknown;
  notFound: unknown;
  vacancy: () => unknown;
};
const SHAPES: Record<'4', Shape> = {
  '4': {
    prefix: '/api',
    list: (items) => ({
      data: items,
      meta: { pagination: { page: 1, pageSize: 25, pageCount: items.length ? 1 : 0, total: items.length } },
    }),
    one: (item) => ({ data: item, meta: {} }),
    notFound: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } },
    vacancy: v4Vacancy,
  },
};
const EMPTY_LISTS = ['vacancy-categories', 'places', 'events', 'news-items', 'partners', 'products', 'pages', 'redirects'];

/** The stand-in CMS: the routes the home and a vacancy page read, in one version's shape; records what it was asked. */
async function startFakeStrapi(version: '4'): Promise<{ url: string; asked: string[]; close: () => Promise<void> }> {
  const shape = SHAPES[version];
  const asked: string[] = [];
  const answer = (pathname: string): Answer => {
    if (pathname === '/_health') return { status: 204, json: null };
    const route = pathname.startsWith(shape.prefix) ? pathname.slice(shape.prefix.length) : pathname;
    if (route === '/vacancies') return { status: 200, json: shape.list([shape.vacancy()]) };
    if (route === `/vacancies/${VACANCY.id}`) return { status: 200, json: shape.one(shape.vacancy()) };
    if (EMPTY_LISTS.includes(route.slice(1))) return { status: 200, json: shape.list([]) };
    return { status: 404, json: shape.notFound };
  };
  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    asked.push(pathname);
    const { status, json } = answer(pathname);
    response
      .writeHead(status, json === null ? {} : { 'content-type': 'application/json; charset=utf-8' })
      .end(json === null ? undefined : JSON.stringify(json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `next start` of the existing build (a fresh copy: its page cache must not mix with the suite's site) against the stand-in. */
async function withSite(version: '4', check: (webUrl: string, cms: { asked: string[] }) => Promise<void>) {
  const cms = await startFakeStrapi(version);
  const distDir = copyWebBuild(`cms-v${version}-${process.pid}`);
  const port = await freePort();
  const webUrl = `http://127.0.0.1:${port}`;
  let web: ChildProcess | undefined;
  try {
    // The copy holds the pages the suite's site has rendered since the build: with a secret, startWeb
    // expires them (and every cached CMS read) before the first request.
    const env = { CMS_VERSION: version, SITE_URL: webUrl, REVALIDATE_SECRET: randomBytes(16).toString('hex') };
    web = await startWeb({ port, cmsUrl: cms.url, distDir, env, logFile: path.join(WEB_DIR, distDir, 'web.log') });
    await check(webUrl, cms);
  } finally {
    await stopProcess(web, 3000);
    await cms.close();
    rmSync(path.join(WEB_DIR, distDir), { recursive: true, force: true });
  }
}

describe.each(['4'] as const)('CMS_VERSION=%s', (version) => {
  it(`the home and a vacancy page render what a Strapi ${version} answers: title, Markdown description as HTML, date`, async () => {
    await withSite(version, async (webUrl, cms) => {
      const vacancyPath = `/jobs/vacature/${VACANCY.id}/${VACANCY.slug}`;
      const home = await serverHtml(`${webUrl}/`);
      expect(home.status).toBe(200);
      expect(home.html).toMatch(new RegExp(`<a [^>]*href="${vacancyPath}"[^>]*>${VACANCY.title}</a>`));
      // The card says how long ago (older than 60 days: the date); the vacancy page says the date.
      expect(home.html).toMatch(/Geplaatst <time datetime="2026-05-01[^"]*">op 1 mei 2026<\/time>/i);

      const detail = await serverHtml(`${webUrl}${vacancyPath}`);
      expect(detail.status).toBe(200);
      expect(detail.html).toContain(`<h1>${VACANCY.title}</h1>`);
      expect(detail.html).toContain(`<p>Je bezoekt cliënten <strong>thuis-${run}</strong>.</p>`);
      expect(detail.html).toMatch(
        /<ul[^>]*><li>Eigen auto<\/li><li><a href="https:\/\/zorg\.example\/over"[^>]*>Meer over ons<\/a><\/li><\/ul>/,
      );
      expect(detail.html).toContain('Geplaatst op 1 mei 2026');
      // Its own API paths, not Strapi 5's.
      expect(cms.asked.map((asked) => asked.split('?')[0])).toContain(`${SHAPES[version].prefix}/vacancies/${VACANCY.id}`);
    });
  });
});
