import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { cmsGet } from '../support/actors';
import { externalConnections, isLoopbackEndpoint, listeningPids, processTree, traceConnections, type TcpSocket } from '../support/sockets';

/**
 * Issue 21, docs/operations.md "More: Offline": no telemetry, no external fonts or scripts. What the browser asks for
 * while a visitor walks the main routes stays on the site's own origin, and neither the site's nor
 * the CMS's processes hold a connection to anything but this machine meanwhile.
 */

const { webUrl, cmsUrl } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function mainRoutes(): Promise<string[]> {
  const first = async (collection: string) => (await cmsGet(`/${collection}?sort=id:asc&pagination[pageSize]=1`)).data[0];
  const [vacancy, news, event, page, category] = await Promise.all(
    ['vacancies', 'news-items', 'events', 'pages', 'vacancy-categories'].map(first),
  );
  return [
    '/',
    '/jobs',
    `/jobs/vacature/${vacancy.documentId}/${vacancy.slug}`,
    `/jobs/cat/${category.documentId}`,
    '/jobs/plaatsen',
    '/nieuws',
    `/nieuws/${news.documentId}/${news.slug}`,
    '/agenda',
    `/agenda/${event.documentId}/${event.slug}`,
    '/partners',
    '/producten',
    `/${page.slug}`,
    '/inloggen',
    '/registreren',
    '/nieuwsbrief',
  ];
}

/** The site's and the CMS's processes: whoever listens on their ports, and what those started. */
function stackPids(): number[] {
  const pids = [new URL(webUrl).port, new URL(cmsUrl).port].flatMap((port) => listeningPids(Number(port)));
  expect(pids.length, 'the site and CMS processes').toBeGreaterThanOrEqual(2);
  return [...new Set(pids.flatMap(processTree))];
}

describe('offline', () => {
  it('the browser requests only the site itself and the site and CMS connect to nothing outside this machine', async () => {
    const routes = await mainRoutes();
    const pids = stackPids();
    const site = new URL(webUrl).origin;
    const cms = new URL(cmsUrl).origin;
    const { context, page } = await newPage(browser, webUrl);
    const requests: { url: string; type: string }[] = [];
    context.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));

    // Two views of the same processes: strace records every connect (and DNS query) as it is made,
    // also one that fails at once on a machine without a network; the socket tables show every
    // connection that is open (a keep-alive one to a real server stays there for seconds).
    const trace = await traceConnections(pids);
    const seen = new Map<string, TcpSocket>();
    const sample = () => {
      for (const socket of externalConnections(pids)) seen.set(`${socket.protocol} ${socket.remote}:${socket.remotePort}`, socket);
    };
    const poller = setInterval(sample, 20);
    let traced: string[];
    try {
      for (const path of routes) {
        const response = await page.goto(path);
        expect(response!.status(), path).toBeLessThan(400);
        await page.locator('h1').first().waitFor();
        // Lazy images load once they are near the viewport.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForFunction(() => [...document.images].every((image) => image.complete));
        sample();
      }
    } finally {
      clearInterval(poller);
      traced = await trace.stop();
      await context.close();
    }

    const network = requests.filter(({ url }) => !/^(data|blob|about):/.test(url));
    expect(network.length).toBeGreaterThan(routes.length);
    const elsewhere = network.filter(({ url, type }) => new URL(url).origin !== site && !(type === 'image' && new URL(url).origin === cms));
    // Soft: each view names what it saw.
    expect.soft(elsewhere, 'browser requests to another origin').toEqual([]);
    expect.soft([...seen.keys()], 'open sockets to a non-loopback address').toEqual([]);
    expect
      .soft(
        traced.filter((endpoint) => !isLoopbackEndpoint(endpoint)),
        'connects to a non-loopback address',
      )
      .toEqual([]);
  });
});
