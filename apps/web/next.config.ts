import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { imageRemotePatterns } from './lib/images/origins';
import { notFoundRewrite } from './lib/routing/not-found';
import { headerRules } from './lib/security/headers';

/**
 * Next's image optimizer needs `sharp` (an optional dependency of next, so an install on a platform
 * without its prebuilt binary succeeds without it and every /_next/image answers 500). Fail the
 * build instead, with the reason (decision 014).
 */
function requireSharp() {
  try {
    const fromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
    fromNext('sharp');
  } catch (error) {
    throw new Error(
      `next/image needs the 'sharp' package, which did not install (${(error as Error).message}). Run npm ci on a supported platform or install sharp for it.`,
      { cause: error },
    );
  }
}

export default function config(phase: string): NextConfig {
  // One id per build, known to the browser code and written to /builds/latest.json: open tabs poll
  // that file and move onto a new deployment (spec §4, decision 010). BUILD_ID pins it (e.g. a commit).
  // `next build` loads this file again in its worker processes: the first id goes into the environment
  // they inherit, or the manifest would end up with another id than the build (every tab would then
  // see a "new" deployment).
  const buildId =
    (process.env.BUILD_ID ||= `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(4).toString('hex')}`).trim();
  if (phase === PHASE_PRODUCTION_BUILD) {
    requireSharp();
    const dir = new URL('./public/builds/', import.meta.url);
    mkdirSync(dir, { recursive: true });
    writeFileSync(new URL('latest.json', dir), `${JSON.stringify({ buildId })}\n`);
  }
  return {
    // `npm test -- --postgres` serves a copy of the build next to the first one (scripts/lib/stack.mjs copyWebBuild).
    distDir: process.env.NEXT_DIST_DIR || '.next',
    poweredByHeader: false,
    // server.mjs compresses instead: a cached page once, not on every request (decision 042).
    compress: false,
    // Security headers on every answer (issue 15); the proxy widens frame-ancestors for draft previews.
    headers: async () => headerRules(process.env.IMAGE_ORIGINS),
    // The front door's 404s (server.mjs, decision 029); before the file system, so before any page.
    rewrites: async () => ({ beforeFiles: [notFoundRewrite], afterFiles: [], fallback: [] }),
    reactStrictMode: true,
    // pdfkit reads its font metrics from files beside its own code at run time: bundled, it finds none.
    serverExternalPackages: ['pdfkit', 'fontkit'],
    // The monorepo root also has a lockfile; this app is the root Next should trace from.
    outputFileTracingRoot: new URL('../..', import.meta.url).pathname,
    generateBuildId: () => buildId,
    env: { NEXT_PUBLIC_BUILD_ID: buildId },
    // More than one site instance (issue 18, decision 038): pages and CMS reads cached on Redis, shared
    // by all of them, and no copy in each process's memory that a publish elsewhere would not reach.
    // Read when the server starts, so one build runs either way; `next build` keeps Next's own cache.
    ...(process.env.REDIS_URL && phase !== PHASE_PRODUCTION_BUILD
      ? { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
      : {}),
    experimental: {
      // Not inlined: Next would put the stylesheet into the HTML three times (a <style> and twice in the
      // RSC payload), 55 kB of every page. One cached <link rel=stylesheet> instead (decision 019).
      inlineCss: false,
    },
    images: {
      // Decision 014: WebP, the original for browsers without it. Not AVIF: sharp took 7–8× as long to
      // encode it (1.16 s vs 0.15 s for a 1200px seed image) and made it larger there (124 kB vs 77 kB);
      // every first view of a new image size pays that encode.
      formats: ['image/webp'],
      // CMS uploads reach the optimizer through the site's own /uploads proxy (same origin, CMS_URL
      // read at run time); absolute media URLs (an upload provider's CDN) only from IMAGE_ORIGINS.
      localPatterns: [{ pathname: '/uploads/**' }],
      remotePatterns: imageRemotePatterns(process.env.IMAGE_ORIGINS),
      // Strapi names every upload by its content hash: a URL never changes what it shows.
      minimumCacheTTL: 30 * 24 * 60 * 60,
    },
  };
}
