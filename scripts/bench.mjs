#!/usr/bin/env node
/**
 * `npm run bench` runs every benchmark in scripts/bench/ one after another, each in its own process
 * so none shares a warm cache or port with another. `npm run bench -- analytics search` runs only
 * those; options after `--` are passed on to each benchmark (see the header of each file).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench');
const available = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.replace(/\.mjs$/, ''))
  .sort();
const args = process.argv.slice(2);
const split = args.indexOf('--');
const names = (split === -1 ? args : args.slice(0, split)).filter((a) => !a.startsWith('-'));
const options = split === -1 ? args.filter((a) => a.startsWith('-')) : args.slice(split + 1);

const unknown = names.filter((n) => !available.includes(n));
if (unknown.length) {
  console.error(`Onbekende benchmark: ${unknown.join(', ')}. Beschikbaar: ${available.join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const name of names.length ? names : available) {
  console.log(`\n=== bench ${name} ===`);
  const result = spawnSync(process.execPath, ['--expose-gc', path.join(dir, `${name}.mjs`), ...options], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
