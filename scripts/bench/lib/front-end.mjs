/**
 * What a visitor's browser gets, for the pages benchmark: Lighthouse (total blocking time and layout
 * shift as medians over several runs, the scores beside them) and first-load JavaScript, each beside the
 * framework floor's (scripts/bench/framework-baseline).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../../lib/stack.mjs';
import { median } from './goals.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));

/**
 * Lighthouse 12, mobile (its default form factor and simulated throttling), `runs` runs per page. TBT and
 * CLS, the goals (decision 044), are each the median over the runs, computed here: Lighthouse's median
 * run is chosen by FCP and TBT together, so its TBT need not be the median TBT, and its CLS is whatever
 * that run had. The scores, LCP and the audits are from that median run: information, not goals.
 */
export async function lighthouseScores(pages, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = require('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows = [];
  try {
    for (const page of pages) {
      // The median run by FCP and TBT: Lighthouse's own advice against its run-to-run variance.
      const results = [];
      for (let run = 0; run < runs; run += 1)
        results.push((await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error' })).lhr);
      const lhr = computeMedianRun(results);
      const tbtRuns = results.map((run) => Math.round(run.audits['total-blocking-time'].numericValue));
      const clsRuns = results.map((run) => Math.round(run.audits['cumulative-layout-shift'].numericValue * 1000) / 1000);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      rows.push({
        page: page.name,
        performance: score('performance'),
        performanceRuns: results.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        // Rounded again: with an even number of runs the median is the mean of the middle two.
        tbtMs: Math.round(median(tbtRuns)),
        tbtRuns,
        cls: Math.round(median(clsRuns) * 10_000) / 10_000,
        clsRuns,
        failedAudits: Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
          )
          .map((audit) => audit.id),
        // What to look at when a score drops (in --json): the LCP element, legacy and render-blocking scripts.
        lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
        legacyJavascript: (lhr.audits['legacy-javascript']?.details?.items ?? []).map(
          (item) =>
            `${item.url} ${Math.round(item.wastedBytes ?? 0)} B: ${(item.subItems?.items ?? []).map((sub) => sub.signal).join(', ')}`,
        ),
        renderBlocking: (lhr.audits['render-blocking-resources']?.details?.items ?? []).map((item) => item.url),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** Next's own scripts in a build: the runtime every page loads (rootMainFiles) and the legacy polyfills. */
export function nextScripts(buildDir) {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8'));
  return {
    framework: new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`)),
    polyfills: new Set(manifest.polyfillFiles.map((file) => `/_next/${file}`)),
  };
}

/** The scripts a page's HTML makes a modern browser load: `noModule` ones and the polyfills never load. */
export function firstLoadScripts(html, polyfills = new Set()) {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>/g)];
  return [...new Set(tags.filter(([tag, src]) => !/\bnoModule\b/i.test(tag) && !polyfills.has(src)).map(([, src]) => src))];
}

/**
 * Every script the page's HTML loads in a modern browser, gzip-compressed (what goes over the wire on
 * a first visit), in kB of 1,000 bytes. `noModule` scripts (Next's legacy polyfills, build-manifest
 * polyfillFiles) are skipped: browsers with modules never fetch them. The framework floor is Next's
 * rootMainFiles (React DOM, the App Router runtime, the bundler runtime), which every page loads and
 * app code cannot shrink; "ours" is the rest, what a page loads above the floor (decision 014).
 */
export async function firstLoadJs(routes, { origin, buildDir }) {
  const { framework, polyfills } = nextScripts(buildDir);
  const sizes = new Map();
  const gzipSize = async (src) => {
    if (!sizes.has(src)) sizes.set(src, gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())).length);
    return sizes.get(src);
  };
  const kB = (bytes) => Math.round(bytes / 100) / 10;
  const rows = [];
  for (const route of routes) {
    const html = await (await fetch(`${origin}${route.path}`)).text();
    const scripts = firstLoadScripts(html, polyfills);
    let total = 0;
    let floor = 0;
    for (const src of scripts) {
      const size = await gzipSize(src);
      total += size;
      if (framework.has(src)) floor += size;
    }
    // The inline RSC payload ships with the HTML; it is not JavaScript to download and parse. The
    // HTML's own size is reported beside it: a cached page's cost to serve grows with it (decision 014).
    const htmlBytes = Buffer.from(html);
    rows.push({
      route: route.name,
      path: route.path,
      form: Boolean(route.form),
      scripts: scripts.length,
      gzipKb: kB(total),
      frameworkKb: kB(floor),
      oursKb: kB(total - floor),
      htmlKb: kB(htmlBytes.length),
      htmlGzipKb: kB(gzipSync(htmlBytes).length),
    });
  }
  return rows;
}
