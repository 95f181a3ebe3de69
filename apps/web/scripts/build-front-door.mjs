#!/usr/bin/env node
/**
 * Bundles the parts of the site that run beside Next rather than inside it, into the build folder so that a
 * copy of the build (scripts/lib/stack.mjs copyWebBuild) carries them. Runs after `next build` (npm run build).
 * - lib/routing/front-door.ts for server.mjs (decision 029) → front-door.cjs;
 * - the UWV record's PDF worker (features/uwv-record/pdf-worker.ts, issue 48) → uwv-pdf-worker.mjs, which
 *   the site starts as a worker thread, so laying out a PDF never holds up other visitors' requests.
 * Packages stay outside the bundles: they resolve from node_modules as Next's own server code does, and
 * `next/*` then is the very module instance the running Next server uses.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const appDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const common = {
  absWorkingDir: appDir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
};

export const PDF_WORKER_FILE = 'uwv-pdf-worker.mjs';

/** The PDF worker as an ES module: fonts.ts finds the font files from import.meta.url. */
export const bundlePdfWorker = (outfile) =>
  build({ ...common, entryPoints: ['features/uwv-record/pdf-worker.ts'], outfile, format: 'esm' });

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = path.resolve(appDir, process.env.NEXT_DIST_DIR || '.next');
  await build({ ...common, entryPoints: ['lib/routing/front-door.ts'], outfile: path.join(distDir, 'front-door.cjs'), format: 'cjs' });
  await bundlePdfWorker(path.join(distDir, PDF_WORKER_FILE));
}
