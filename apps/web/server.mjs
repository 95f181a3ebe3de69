#!/usr/bin/env node
/**
 * `next start` with one change: the client's address is settled before Next.js sees the request
 * (lib/security/client-address.mjs). Next keeps whatever `X-Forwarded-For` a client sends, so with plain
 * `next start` anyone could reset the login rate limits by sending another address (issue 15).
 *
 *   node server.mjs [-p PORT] [-H HOSTNAME]     same options and defaults as `next start`
 *   TRUSTED_PROXIES=loopback,10.0.0.0/8         the proxies whose X-Forwarded-For counts (default: none)
 *   NEXT_DIST_DIR                               the build folder (next.config.ts)
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { applyClientAddress, compileTrust } from './lib/security/client-address.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;
const trust = compileTrust(process.env.TRUSTED_PROXIES);

// Before next is loaded: React picks its production build from NODE_ENV.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');
const app = next({ dev: false, dir: path.dirname(fileURLToPath(import.meta.url)), hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((req, res) => {
  applyClientAddress(req, trust);
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
server.listen(port, hostname, () => console.log(`Site ready on http://${hostname ?? 'localhost'}:${port}`));
