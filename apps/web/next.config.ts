import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';

export default function config(phase: string): NextConfig {
  // One id per build, known to the browser code and written to /builds/latest.json: open tabs poll
  // that file and move onto a new deployment (spec §4, decision 010). BUILD_ID pins it (e.g. a commit).
  // `next build` loads this file again in its worker processes: the first id goes into the environment
  // they inherit, or the manifest would end up with another id than the build (every tab would then
  // see a "new" deployment).
  const buildId = (process.env.BUILD_ID ||= `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(4).toString('hex')}`).trim();
  if (phase === PHASE_PRODUCTION_BUILD) {
    const dir = new URL('./public/builds/', import.meta.url);
    mkdirSync(dir, { recursive: true });
    writeFileSync(new URL('latest.json', dir), `${JSON.stringify({ buildId })}\n`);
  }
  return {
    // `npm test -- --postgres` serves a copy of the build next to the first one (scripts/lib/stack.mjs copyWebBuild).
    distDir: process.env.NEXT_DIST_DIR || '.next',
    poweredByHeader: false,
    reactStrictMode: true,
    // The monorepo root also has a lockfile; this app is the root Next should trace from.
    outputFileTracingRoot: new URL('../..', import.meta.url).pathname,
    generateBuildId: () => buildId,
    env: { NEXT_PUBLIC_BUILD_ID: buildId },
  };
}
