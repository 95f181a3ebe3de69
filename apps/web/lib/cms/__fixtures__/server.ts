import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParsedQs } from 'qs';
import { parseQuery } from '../query-string';

/** A real HTTP server on 127.0.0.1 standing in for the CMS, so tests exercise the real fetch. */
export type RecordedRequest = {
  method: string;
  path: string;
  search: string;
  query: ParsedQs;
  headers: IncomingHttpHeaders;
  body: string;
};

export type Reply = { status?: number; json?: unknown; text?: string; statusText?: string } | 'hang';
export type Route = (request: RecordedRequest) => Reply | Promise<Reply>;

export type FakeCms = { url: string; requests: RecordedRequest[]; setRoute: (route: Route) => void; close: () => Promise<void> };

export async function startFakeCms(initial: Route = () => ({ status: 404 })): Promise<FakeCms> {
  let route = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      query: parseQuery(url.search),
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(recorded);
    const reply = await route(recorded);
    if (reply === 'hang') return; // never answer: for timeouts
    res.statusCode = reply.status ?? 200;
    if (reply.statusText) res.statusMessage = reply.statusText;
    if (reply.json !== undefined) {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(reply.json));
    } else {
      res.end(reply.text ?? '');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setRoute: (next) => {
      route = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: connection refused. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Points the CMS client at `url` with `version` for one test file; returns the restore function. */
export function useCmsEnv(url: string, version: '3' | '4' | '5' = '5'): () => void {
  const saved = { url: process.env.CMS_URL, version: process.env.CMS_VERSION };
  process.env.CMS_URL = url;
  process.env.CMS_VERSION = version;
  return () => {
    restore('CMS_URL', saved.url);
    restore('CMS_VERSION', saved.version);
  };
}

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/**
 * One fake CMS for a whole test file, the client pointed at it with `version` before each test and
 * restored after, its recorded requests and spies cleared. Read `.cms` inside tests (it is started in beforeAll).
 */
export function fakeCmsPerFile(version: '3' | '4' | '5' = '5', { beforeEachTest = () => {} }: { beforeEachTest?: () => void } = {}) {
  const handle = {} as { cms: FakeCms };
  let restoreEnv = () => {};
  beforeAll(async () => {
    handle.cms = await startFakeCms();
  });
  afterAll(() => handle.cms.close());
  beforeEach(() => {
    restoreEnv = useCmsEnv(handle.cms.url, version);
    beforeEachTest();
  });
  afterEach(() => {
    restoreEnv();
    handle.cms.requests.length = 0;
    vi.restoreAllMocks();
  });
  return handle;
}
