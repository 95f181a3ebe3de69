#!/usr/bin/env node
/**
 * What a page's first-load JavaScript is made of, module by module: for finding what to take out
 * (decision 039). Reads the page's <script src> tags from a running site and the chunks from its build:
 *
 *   node scripts/first-load-modules.mjs http://localhost:3000 / /jobs/plaatsen [--build apps/web/.next]
 *
 * Per page: each chunk beyond Next's runtime (rootMainFiles) with its gzip size, then each module in
 * them with the gzip size of its code alone (a little more than its share of the chunk) and its first
 * characters, which name it well enough (exports, strings). A module in two chunks is counted twice,
 * as the browser downloads it twice.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadScripts, nextScripts } from './bench/lib/front-end.mjs';

const args = process.argv.slice(2);
const buildAt = args.indexOf('--build');
const buildDir = buildAt === -1 ? path.join(import.meta.dirname, '..', 'apps', 'web', '.next') : args.splice(buildAt, 2)[1];
const [origin, ...paths] = args;
if (!origin || !paths.length) {
  console.error('Gebruik: node scripts/first-load-modules.mjs <site-adres> <pad> [<pad> …] [--build <map>]');
  process.exit(2);
}
const { framework, polyfills } = nextScripts(buildDir);
const kB = (bytes) => (bytes / 1000).toFixed(1).padStart(6);

/** Turbopack's chunks push [script, id, factory, id, factory, …] onto globalThis.TURBOPACK. */
function modulesOf(code) {
  const pushed = [];
  new Function('globalThis', code)({ TURBOPACK: pushed });
  const modules = [];
  for (const entry of pushed) {
    let id = null;
    for (const item of entry.slice(1)) {
      if (typeof item === 'number') id = item;
      else if (typeof item === 'function') modules.push({ id, code: String(item) });
    }
  }
  return modules;
}

for (const pagePath of paths) {
  const html = await (await fetch(new URL(pagePath, origin))).text();
  const ours = firstLoadScripts(html, polyfills).filter((src) => !framework.has(src));
  const rows = [];
  let total = 0;
  console.log(`\n${pagePath}`);
  for (const src of ours) {
    const code = readFileSync(path.join(buildDir, src.replace(/^\/_next\//, '')), 'utf8');
    total += gzipSync(code).length;
    console.log(`${kB(gzipSync(code).length)} kB  ${src}`);
    for (const module of modulesOf(code)) rows.push({ ...module, gzip: gzipSync(module.code).length - 20 });
  }
  console.log(`${kB(total)} kB  above Next's runtime, in ${ours.length} chunks; the modules, largest first:`);
  for (const row of rows.sort((a, b) => b.gzip - a.gzip))
    console.log(`${kB(row.gzip)} kB  ${String(row.id).padStart(6)}  ${row.code.slice(0, 110).replace(/\s+/g, ' ')}`);
}
