import { createServer, get, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressedAnswers } from './compressed-answers.mjs';

type Page = { status?: number; etag?: string; type?: string; cacheControl?: string; body: string; streamed?: boolean };

/** A stand-in for Next: whole answers from its cache carry an ETag and are sent with one end(body). */
function answerLikeNext(res: ServerResponse, page: Page) {
  res.statusCode = page.status ?? 200;
  res.setHeader('content-type', page.type ?? 'text/html; charset=utf-8');
  res.setHeader('vary', 'rsc, Accept-Encoding');
  if (page.etag) res.setHeader('etag', page.etag);
  if (page.cacheControl) res.setHeader('cache-control', page.cacheControl);
  if (page.streamed) {
    res.write(page.body.slice(0, 10));
    res.end(page.body.slice(10));
  } else {
    res.setHeader('content-length', Buffer.byteLength(page.body));
    res.end(page.body);
  }
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(pages: Record<string, Page>, options?: { maxBytes?: number }) {
  const compress = compressedAnswers(options);
  server = createServer((req, res) => compress(req, res, () => answerLikeNext(res, pages[req.url ?? '/'])));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; wire: number; body: string }>((resolve, reject) => {
      const req = get({ host: '127.0.0.1', port, path, headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const coding = res.headers['content-encoding'];
          const body = coding === 'br' ? zlib.brotliDecompressSync(raw) : coding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: res.statusCode!, headers: res.headers, wire: raw.length, body: body.toString() });
        });
      });
      req.on('error', reject);
    });
  return { ask, stats: compress.stats };
}

const html = (title: string) => `<!DOCTYPE html><html lang="nl"><h1>${title}</h1>${'<p>Vacature in de buurt</p>'.repeat(200)}</html>`;

describe('compressedAnswers (server.mjs)', () => {
  it('compresses a cached page once and serves every later visitor the same bytes', async () => {
    const { ask, stats } = await start({ '/': { etag: '"a1"', body: html('Home') } });
    const first = await ask('/', { 'accept-encoding': 'gzip' });
    const second = await ask('/', { 'accept-encoding': 'gzip' });
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.body).toBe(html('Home'));
      expect(Number(answer.headers['content-length'])).toBe(answer.wire);
      expect(answer.headers.vary).toBe('rsc, Accept-Encoding');
    }
    expect(first.wire).toBeLessThan(html('Home').length / 10);
    expect(stats()).toMatchObject({ compressed: 1, kept: 1, entries: 1 });
  });

  it('prefers brotli when the browser offers it, and keeps one copy per encoding', async () => {
    const { ask, stats } = await start({ '/': { etag: '"a1"', body: html('Home') } });
    const browser = await ask('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.body).toBe(html('Home'));
    expect((await ask('/', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect(stats()).toMatchObject({ compressed: 2, kept: 0, entries: 2 });
  });

  it('never serves an old copy after a publish (a new ETag), nor one page for another', async () => {
    const pages: Record<string, Page> = { '/': { etag: '"old"', body: html('Oud') }, '/jobs': { etag: '"old"', body: html('Vacatures') } };
    const { ask } = await start(pages);
    expect((await ask('/', { 'accept-encoding': 'gzip' })).body).toBe(html('Oud'));
    pages['/'] = { etag: '"new"', body: html('Nieuw') };
    expect((await ask('/', { 'accept-encoding': 'gzip' })).body).toBe(html('Nieuw'));
    // Same ETag text on another URL: its own body.
    expect((await ask('/jobs', { 'accept-encoding': 'gzip' })).body).toBe(html('Vacatures'));
  });

  it('answers many visitors at once with whole, correct pages', async () => {
    const { ask } = await start({ '/a': { etag: '"a"', body: html('A') }, '/b': { etag: '"b"', body: html('B') } });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => ask(i % 2 ? '/a' : '/b', { 'accept-encoding': 'br' })));
    answers.forEach((answer, i) => expect(answer.body).toBe(html(i % 2 ? 'A' : 'B')));
  });

  it('leaves alone what it must not keep: no ETag (per visitor), an error, no-transform, no encoding asked, a HEAD', async () => {
    const { ask, stats } = await start({
      '/mijn': { body: html('Mijn vacatures') },
      '/stream': { body: html('Gestreamd'), streamed: true },
      '/fout': { status: 404, etag: '"x"', body: html('Niet gevonden') },
      '/raw': { etag: '"r"', cacheControl: 'public, no-transform', body: html('Raw') },
      '/': { etag: '"a1"', body: html('Home') },
    });
    // Not kept, but still compressed per request as before (the `compression` package).
    const mine = await ask('/mijn', { 'accept-encoding': 'gzip' });
    expect([mine.headers['content-encoding'], mine.body]).toEqual(['gzip', html('Mijn vacatures')]);
    const streamed = await ask('/stream', { 'accept-encoding': 'gzip' });
    expect([streamed.headers['content-encoding'], streamed.body]).toEqual(['gzip', html('Gestreamd')]);
    const notFound = await ask('/fout', { 'accept-encoding': 'gzip' });
    expect([notFound.status, notFound.body]).toEqual([404, html('Niet gevonden')]);
    const raw = await ask('/raw', { 'accept-encoding': 'gzip' });
    expect([raw.headers['content-encoding'], raw.body]).toEqual([undefined, html('Raw')]);
    const plain = await ask('/');
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, html('Home')]);
    const head = await ask('/', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect([head.status, head.body]).toEqual([200, '']);
    expect(stats()).toMatchObject({ compressed: 0, kept: 0, entries: 0 });
  });

  it('holds no more than its limit, however many pages are asked', async () => {
    const pages = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [`/p/${i}`, { etag: `"${i}"`, body: `${html(`Pagina ${i}`)}${i.toString(36).repeat(500)}` }]),
    );
    const { ask, stats } = await start(pages, { maxBytes: 20_000 });
    for (const path of Object.keys(pages)) expect((await ask(path, { 'accept-encoding': 'gzip' })).body).toBe(pages[path].body);
    expect(stats().bytes).toBeLessThanOrEqual(20_000);
    expect(stats().compressed).toBe(300);
  });
});
