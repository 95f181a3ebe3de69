#!/usr/bin/env node
/**
 * Bundles lib/routing/front-door.ts for server.mjs (decision 029), into the build folder so that a copy
 * of the build (scripts/lib/stack.mjs copyWebBuild) carries it. Runs after `next build` (npm run build).
 * Packages stay outside the bundle: they resolve from node_modules as Next's own server code does, and
 * `next/*` then is the very module instance the running Next server uses.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const appDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.resolve(appDir, process.env.NEXT_DIST_DIR || '.next');

await build({
  absWorkingDir: appDir,
  entryPoints: ['lib/routing/front-door.ts'],
  outfile: path.join(distDir, 'front-door.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
