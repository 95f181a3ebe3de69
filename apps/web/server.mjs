#!/usr/bin/env node
/**
 * `next start` with these changes, all made before Next.js sees a request:
 * - until the CMS has answered once, pages are a Dutch "we starten op" 503 (lib/operations/cms-start-gate.mjs);
 * - the client's address is settled (lib/security/client-address.mjs). Next keeps whatever
 *   `X-Forwarded-For` a client sends, so with plain `next start` anyone could reset the login rate
 *   limits by sending another address (issue 15);
 * - the front door (lib/routing/front-door.ts, bundled into the build folder by `npm run build`) answers
 *   the CMS's redirects, old list addresses and wrong slugs, and sends 404s to the site's 404 page. Here
 *   rather than in Next's proxy, which cost every cached page a third of its throughput (decision 029);
 * - compression: a page from the cache is compressed once, not for every visitor (decision 042);
 * - every request gets an id (a trusted proxy's X-Request-Id, else a new one) that its CMS calls carry,
 *   is logged as one JSON line and counted by its route pattern for the metrics on METRICS_PORT (decision 051).
 *
 *   node server.mjs [-p PORT] [-H HOSTNAME]     same options and defaults as `next start`
 *   TRUSTED_PROXIES=loopback,10.0.0.0/8         the proxies whose X-Forwarded-For counts (default: none)
 *   NEXT_DIST_DIR                               the build folder (next.config.ts)
 *   METRICS_PORT, METRICS_HOST                  Prometheus metrics (off without a port; host 127.0.0.1)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { metricsAddress, serveMetrics } from '@vacaturesite/shared/metrics-server';
import { followSiteChanges } from './lib/cluster/site-changes.mjs';
import { compressedAnswers } from './lib/http/compressed-answers.mjs';
import { cmsHealthProbe, cmsStartGate, RETRY_AFTER_SECONDS, STARTING_PAGE } from './lib/operations/cms-start-gate.mjs';
import { siteMetrics } from './lib/operations/metrics.mjs';
import { requestIdOf, runWithRequestId } from './lib/operations/request-context.mjs';
import { siteRequestLogLine } from './lib/operations/request-log.mjs';
import { routeLabeller } from './lib/operations/route-label.mjs';
import { applyClientAddress, compileTrust } from './lib/security/client-address.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;
const trust = compileTrust(process.env.TRUSTED_PROXIES);

// Before next is loaded: React picks its production build from NODE_ENV.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');
const dir = path.dirname(fileURLToPath(import.meta.url));
const app = next({ dev: false, dir, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const distDir = path.join(dir, process.env.NEXT_DIST_DIR || '.next');
// The UWV record's PDFs are laid out in a worker thread from this file (features/uwv-record/pdf-turns.ts, issue 48).
process.env.UWV_PDF_WORKER ??= path.join(distDir, 'uwv-pdf-worker.mjs');
const { frontDoor, crossSiteAction, NOT_FOUND_HEADER, forgetAfterChange, ANNOUNCE_KEY } = createRequire(import.meta.url)(
  path.join(distDir, 'front-door.cjs'),
);
// More than one site instance (decision 038): a change the CMS told another instance about is forgotten here too.
if (process.env.REDIS_URL) globalThis[ANNOUNCE_KEY] = followSiteChanges(process.env.REDIS_URL, forgetAfterChange);
const startGate = cmsStartGate(cmsHealthProbe((process.env.CMS_URL?.trim() || 'http://127.0.0.1:1337').replace(/\/+$/, '')));
/** Next's draft-mode cookie (next/dist/server/api-utils: COOKIE_NAME_PRERENDER_BYPASS). */
const DRAFT_MODE_COOKIE = /(?:^|;\s*)__prerender_bypass=/;

async function answer(req, res) {
  if (await startGate.holds(req.url ?? '/')) {
    res.writeHead(503, {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': String(RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
    });
    return res.end(STARTING_PAGE);
  }
  const refusal = crossSiteAction(req.method ?? 'GET', req.headers);
  if (refusal) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    return res.end(refusal);
  }
  // Only this server says which request gets the 404 page.
  delete req.headers[NOT_FOUND_HEADER];
  const verdict = await frontDoor({
    url: req.url ?? '/',
    inPreview: DRAFT_MODE_COOKIE.test(req.headers.cookie ?? ''),
    // The header by which Next itself tells the client router's fetches from documents.
    isClientNavigation: req.headers.rsc === '1',
  });
  if (verdict && 'redirect' in verdict) {
    res.writeHead(verdict.status, { location: verdict.redirect });
    return res.end();
  }
  if (verdict && 'badRequest' in verdict) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    return res.end(verdict.badRequest);
  }
  if (verdict?.notFound) {
    req.headers[NOT_FOUND_HEADER] = (req.url ?? '/').split('?')[0];
    res.statusCode = 404;
  }
  return handle(req, res);
}

// Next's own `compress` is off (next.config.ts): a cached page is compressed once here, not per visitor.
const compress = compressedAnswers();

const publicEntries = () => {
  try {
    return readdirSync(path.join(dir, 'public'));
  } catch {
    return [];
  }
};
const routeLabel = routeLabeller(JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')), publicEntries());
const metrics = siteMetrics({ compressionStats: () => compress.stats() });
const metricsAt = metricsAddress();
if (metricsAt) serveMetrics(metrics.registry, metricsAt, 'Site');

/** A visitor who leaves before the answer is complete: nginx's code for it. */
const CLIENT_CLOSED = 499;

/** Logs and counts the request once its answer is done or abandoned. */
function afterAnswer(req, res, requestId) {
  const started = performance.now();
  const url = req.url ?? '/';
  const route = routeLabel(url);
  res.once('close', () => {
    const status = res.writableFinished ? res.statusCode : CLIENT_CLOSED;
    const ms = performance.now() - started;
    metrics.observe({ method: req.method, route, status, ms, cache: res.getHeader('x-nextjs-cache') });
    console.log(siteRequestLogLine({ req, res, requestId, route, url, status, ms }));
  });
}

const server = createServer((req, res) => {
  const requestId = requestIdOf(req, trust);
  applyClientAddress(req, trust);
  req.headers['x-request-id'] = requestId;
  // A visitor who reports a failure can quote it; an operator finds it in both processes' logs.
  res.setHeader('x-request-id', requestId);
  afterAnswer(req, res, requestId);
  runWithRequestId(requestId, () =>
    compress(req, res, () =>
      answer(req, res).catch((error) => {
        console.error(
          JSON.stringify({
            time: new Date().toISOString(),
            level: 'error',
            msg: 'unanswered',
            requestId,
            error: String(error?.stack ?? error),
          }),
        );
        if (!res.headersSent) res.writeHead(500);
        res.end();
      }),
    ),
  );
});
server.listen(port, hostname, () => {
  console.log(`Site ready on http://${hostname ?? 'localhost'}:${port}`);
  if (metricsAt) console.log(`Metrics on http://${metricsAt.host}:${metricsAt.port}/metrics`);
});
