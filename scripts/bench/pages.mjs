#!/usr/bin/env node
/**
 * `npm run bench -- pages` — page delivery (decision 010), all in one run on the production builds:
 *
 *   1. Throughput: requests/s and p50/p95 latency for the home, /jobs and a vacancy page, three ways:
 *      - cached: what visitors get, Next's full-route cache (ISR) revalidated by the CMS's webhook;
 *      - rendered: the same URL rendered on every request. Next renders a cached route per request in
 *        draft mode, so these requests carry the draft-mode cookie (`__prerender_bypass`, the build's
 *        previewModeId). Draft mode also skips Next's data cache, so this is React rendering plus
 *        every CMS read of the page: what a cache miss costs;
 *      - rendered, warm data cache (/jobs only): `/jobs?q=e`, a free-text search that stays dynamic
 *        and matches nearly every vacancy, with its CMS reads in Next's data cache: what every page
 *        cost before issue 8 (dynamic rendering, data cache);
 *      - Strapi: the page's main question asked straight from Strapi's REST API (the vacancy list for
 *        home and /jobs, the vacancy with its relations for the vacancy page). The pages ask more
 *        than that (fields, places, counts), so this is the cheapest the data can be had uncached.
 *   2. Lighthouse 12 (mobile, default simulated throttling, Debian Chromium) on the same three pages,
 *      the median of --runs runs each (Lighthouse's own advice against its run-to-run variance).
 *   3. First-load JavaScript per public route: every script the HTML loads, gzip-compressed.
 *   Both 2 and 3 also for the framework floor: the smallest App Router page Next builds
 *   (scripts/bench/framework-baseline), in the same run, so what is ours and what is Next's is measured
 *   and not assumed (decision 014).
 *
 * It seeds a throw-away SQLite database with --vacancies vacancies (10,000; bulk insert) and starts
 * Strapi and Next on their own ports. Options: --vacancies 10000 --duration 10 --connections 10
 * --cms-port 1385 --web-port 3185 --baseline-port 3186 --runs 3 --no-build --no-lighthouse --no-throughput --json
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildAll, generateSecrets, QUIET_ENV, seedCms, siteSecrets, startCms, startWeb, stopProcess, waitForUrl, WEB_DIR, ROOT } from '../lib/stack.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const VACANCIES = option('vacancies', 10_000);
const DURATION_S = option('duration', 10);
const CONNECTIONS = option('connections', 10);
const CMS_PORT = option('cms-port', 1385);
const WEB_PORT = option('web-port', 3185);
const BASELINE_PORT = option('baseline-port', 3186);
const RUNS = option('runs', 3);
const BASELINE_DIR = fileURLToPath(new URL('./framework-baseline/', import.meta.url));
const baselineUrl = `http://127.0.0.1:${BASELINE_PORT}`;
const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;
const webUrl = `http://127.0.0.1:${WEB_PORT}`;
const require = createRequire(path.join(ROOT, 'package.json'));
const autocannon = require('autocannon');

/** The list question of the home and /jobs, as lib/cms/queries asks it (first page, 20, relations). */
const today = new Date().toISOString().slice(0, 10);
const LIST_QUERY =
  'filters[$and][0][$or][0][closed][$eq]=false&filters[$and][0][$or][1][closed][$null]=true' +
  `&filters[$and][1][$or][0][validThrough][$gte]=${today}&filters[$and][1][$or][1][validThrough][$null]=true` +
  '&sort[0]=datePosted:desc&sort[1]=id:desc&pagination[page]=1&pagination[pageSize]=20' +
  '&populate[category]=true&populate[place]=true&populate[employer][populate][logo]=true&populate[images]=true';
const DETAIL_QUERY = 'populate[category]=true&populate[place]=true&populate[employer][populate][logo]=true&populate[images]=true';

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** autocannon for DURATION_S seconds; p95 from every response time (autocannon's summary has no p95). */
async function load(url, headers = {}) {
  const latencies = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, timeout: 30 });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const ok = result['2xx'];
  return {
    requestsPerSecond: Math.round(ok / DURATION_S),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p95: Math.round(percentile(latencies, 95) * 10) / 10,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Until Strapi and a cached page answer promptly again: a slow run leaves work queued behind it. */
async function drain(probe) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    await Promise.all([fetch(`${cmsUrl}/_health`), fetch(probe)]).catch(() => undefined);
    if (Date.now() - started < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The cheap measurements first, the expensive ones (rendering with every CMS read) last and each
 * followed by a drain, so one measurement's backlog never slows the next.
 */
async function throughput(pages, bypassCookie) {
  const rows = pages.map((page) => ({ page: page.name, path: page.path }));
  for (const [i, page] of pages.entries()) {
    await load(`${webUrl}${page.path}`); // warm: the cache entry exists, the JIT has seen the code
    rows[i].cached = await load(`${webUrl}${page.path}`);
  }
  for (const [i, page] of pages.entries()) rows[i].strapi = await load(page.rest);
  for (const [i, page] of pages.entries()) {
    if (!page.warmPath) continue;
    await load(`${webUrl}${page.warmPath}`);
    rows[i].renderedWarm = await load(`${webUrl}${page.warmPath}`);
    await drain(`${webUrl}${page.path}`);
  }
  for (const [i, page] of pages.entries()) {
    rows[i].rendered = await load(`${webUrl}${page.path}`, { cookie: bypassCookie });
    await drain(`${webUrl}${page.path}`);
  }
  for (const row of rows) row.cachedVsRendered = Math.round((row.cached.requestsPerSecond / Math.max(1, row.rendered.requestsPerSecond)) * 10) / 10;
  return rows;
}

/** Proves the two ways differ as claimed: a cache HIT without the cookie, no cache with it. */
async function checkModes(pathname, bypassCookie) {
  const cached = (await fetch(`${webUrl}${pathname}`)).headers.get('x-nextjs-cache');
  const rendered = await fetch(`${webUrl}${pathname}`, { headers: { cookie: bypassCookie } });
  if (cached !== 'HIT') throw new Error(`${pathname} is not served from the cache (x-nextjs-cache: ${cached})`);
  if (!/no-store/.test(rendered.headers.get('cache-control') ?? '')) {
    throw new Error(`${pathname} with the draft-mode cookie still looks cached (${rendered.headers.get('cache-control')})`);
  }
}

async function lighthouseScores(pages) {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = require('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  try {
    for (const page of pages) {
      // Mobile is Lighthouse's default form factor and throttling. The median run by FCP and TBT.
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push((await lighthouse(page.url ?? `${webUrl}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error' })).lhr);
      const lhr = computeMedianRun(runs);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failed = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
        .map((audit) => audit.id);
      rows.push({
        page: page.name,
        performance: score('performance'),
        performanceRuns: runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        failedAudits: failed,
        // What to look at when a score drops (printed with --json): the LCP element and the scripts
        // Lighthouse calls legacy.
        lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
        legacyJavascript: (lhr.audits['legacy-javascript']?.details?.items ?? []).map((item) => `${item.url} ${Math.round(item.wastedBytes ?? 0)} B: ${(item.subItems?.items ?? []).map((sub) => sub.signal).join(', ')}`),
        renderBlocking: (lhr.audits['render-blocking-resources']?.details?.items ?? []).map((item) => item.url),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/**
 * Every script the page's HTML loads in a modern browser, gzip-compressed (what goes over the wire on
 * a first visit), in kB of 1,000 bytes. `noModule` scripts (Next's legacy polyfills, build-manifest
 * polyfillFiles) are skipped: browsers with modules never fetch them. The framework floor is Next's
 * rootMainFiles (React DOM, the App Router runtime, the bundler runtime), which every page loads and
 * app code cannot shrink; "ours" is the rest (decision 014).
 */
async function firstLoadJs(routes, { origin = webUrl, buildDir = path.join(WEB_DIR, '.next') } = {}) {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8'));
  const framework = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
  const polyfills = new Set(manifest.polyfillFiles.map((file) => `/_next/${file}`));
  const sizes = new Map();
  const gzipSize = async (src) => {
    if (!sizes.has(src)) sizes.set(src, gzipSync(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer())).length);
    return sizes.get(src);
  };
  const kB = (bytes) => Math.round(bytes / 100) / 10;
  const rows = [];
  for (const route of routes) {
    const html = await (await fetch(`${origin}${route.path}`)).text();
    const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>/g)];
    const scripts = [...new Set(tags.filter(([tag, src]) => !/\bnoModule\b/i.test(tag) && !polyfills.has(src)).map(([, src]) => src))];
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
    rows.push({ route: route.name, path: route.path, scripts: scripts.length, gzipKb: kB(total), frameworkKb: kB(floor), oursKb: kB(total - floor), htmlKb: kB(htmlBytes.length), htmlGzipKb: kB(gzipSync(htmlBytes).length) });
  }
  return rows;
}

/** The framework-floor page (scripts/bench/framework-baseline): built here, served by `next start`. */
async function startBaseline() {
  const next = path.join(ROOT, 'node_modules', '.bin', 'next');
  const env = { ...process.env, ...QUIET_ENV, NODE_ENV: 'production' };
  if (!args.includes('--no-build')) {
    const built = spawnSync(next, ['build'], { cwd: BASELINE_DIR, env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error(`building the framework baseline failed (exit ${built.status})`);
  }
  const child = spawn(next, ['start', '-p', String(BASELINE_PORT), '-H', 'localhost'], { cwd: BASELINE_DIR, env, stdio: 'ignore', detached: true });
  await waitForUrl(`${baselineUrl}/`, { proc: child, timeoutMs: 60_000 });
  return child;
}

const workDir = mkdtempSync(path.join(tmpdir(), 'vacaturesite-bench-pages-'));
let cms;
let web;
let baseline;
try {
  if (!args.includes('--no-build')) buildAll();
  baseline = await startBaseline();
  const secrets = generateSecrets();
  const env = { ...secrets, DATABASE_FILENAME: path.join(workDir, 'strapi.db'), PUBLIC_DIR: path.join(workDir, 'public'), SITE_URL: webUrl, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' };
  mkdirSync(path.join(env.PUBLIC_DIR, 'uploads'), { recursive: true });
  const seeded = Date.now();
  await seedCms({ env, args: ['--vacancies', String(VACANCIES), '--no-compile'] });
  console.log(`bench: seeded ${VACANCIES} vacancies in ${Math.round((Date.now() - seeded) / 1000)} s`);
  cms = await startCms({ port: CMS_PORT, env, logFile: path.join(workDir, 'cms.log') });
  web = await startWeb({ port: WEB_PORT, cmsUrl, env: { SITE_URL: webUrl, ...siteSecrets(secrets) }, logFile: path.join(workDir, 'web.log') });

  const [vacancy] = (await json(`${cmsUrl}/api/vacancies?sort=datePosted:desc&pagination[pageSize]=1`)).data;
  const vacancyPath = `/jobs/vacature/${vacancy.documentId}/${vacancy.slug}`;
  const pages = [
    { name: 'home', path: '/', rest: `${cmsUrl}/api/vacancies?${LIST_QUERY.replace('pageSize]=20', 'pageSize]=6')}` },
    { name: '/jobs', path: '/jobs', warmPath: '/jobs?q=e', rest: `${cmsUrl}/api/vacancies?${LIST_QUERY}` },
    { name: 'vacancy', path: vacancyPath, rest: `${cmsUrl}/api/vacancies/${vacancy.documentId}?${DETAIL_QUERY}` },
  ];
  const { previewModeId } = JSON.parse(readFileSync(path.join(WEB_DIR, '.next', 'prerender-manifest.json'), 'utf8')).preview;
  const bypassCookie = `__prerender_bypass=${previewModeId}`;
  for (const page of pages) {
    await fetch(`${webUrl}${page.path}`);
    await checkModes(page.path, bypassCookie);
  }

  console.log(`bench: ${cpus().length} cores, ${CONNECTIONS} connections, ${DURATION_S} s per measurement`);
  // --no-throughput: only first-load JavaScript and Lighthouse (a quick check while working on pages).
  const delivery = args.includes('--no-throughput') ? [] : await throughput(pages, bypassCookie);

  const [news] = (await json(`${cmsUrl}/api/news-items?pagination[pageSize]=1`)).data;
  const [event] = (await json(`${cmsUrl}/api/events?pagination[pageSize]=1`)).data;
  const [cmsPage] = (await json(`${cmsUrl}/api/pages?pagination[pageSize]=1`)).data;
  const routes = [
    ...pages,
    { name: '/jobs/plaatsen', path: '/jobs/plaatsen' },
    { name: '/nieuws', path: '/nieuws' },
    { name: 'news item', path: `/nieuws/${news.documentId}/${news.slug}` },
    { name: '/agenda', path: '/agenda' },
    { name: 'event', path: `/agenda/${event.documentId}/${event.slug}` },
    { name: '/partners', path: '/partners' },
    { name: '/producten', path: '/producten' },
    { name: 'CMS page', path: `/${cmsPage.slug}` },
    { name: '/inloggen', path: '/inloggen' },
  ];
  const floorPage = { name: 'framework floor (bare Next page)', path: '/', url: `${baselineUrl}/` };
  const javascript = [
    ...(await firstLoadJs([floorPage], { origin: baselineUrl, buildDir: path.join(BASELINE_DIR, '.next') })),
    ...(await firstLoadJs(routes)),
  ];
  const lighthouse = args.includes('--no-lighthouse') ? [] : await lighthouseScores([floorPage, ...pages]);

  const result = { vacancies: VACANCIES, cores: cpus().length, connections: CONNECTIONS, durationSeconds: DURATION_S, delivery, lighthouse, javascript };
  if (args.includes('--json')) console.log(JSON.stringify(result, null, 2));
  console.log('\n| Page | Cached req/s | p50 / p95 ms | Rendered req/s | p50 / p95 ms | Strapi REST req/s | p50 / p95 ms | Cached ÷ rendered |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of delivery) {
    const cell = (m) => `${m.requestsPerSecond} | ${m.p50} / ${m.p95}`;
    console.log(`| ${row.page} | ${cell(row.cached)} | ${cell(row.rendered)} | ${cell(row.strapi)} | ${row.cachedVsRendered}× |`);
  }
  for (const row of delivery.filter((r) => r.renderedWarm)) {
    const warm = row.renderedWarm;
    console.log(`\n${row.page}, rendered per request with a warm data cache (${row.path}?q=e): ${warm.requestsPerSecond} req/s, p50 ${warm.p50} ms, p95 ${warm.p95} ms; cached is ${Math.round((row.cached.requestsPerSecond / Math.max(1, warm.requestsPerSecond)) * 10) / 10}× that`);
  }
  const errors = delivery.flatMap((row) => [row.cached, row.rendered, row.strapi, row.renderedWarm].filter(Boolean)).reduce((sum, m) => sum + m.errors, 0);
  if (lighthouse.length) {
    console.log(`\nLighthouse: median of ${RUNS} runs per page (performance of each run in brackets); benchmarkIndex of the median run`);
    console.log('\n| Page | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | CLS | benchmarkIndex | Audits below 90 |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const row of lighthouse) {
      console.log(`| ${row.page} | ${row.performance} (${row.performanceRuns.join(', ')}) | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.benchmarkIndex} | ${row.failedAudits.join(', ') || '–'} |`);
    }
  }
  console.log('\n| Route | Scripts | First-load JS (gzip) | Framework floor | Ours | HTML (raw / gzip) |');
  console.log('|---|---|---|---|---|---|');
  for (const row of javascript) console.log(`| ${row.route} | ${row.scripts} | ${row.gzipKb} kB | ${row.frameworkKb} kB | ${row.oursKb} kB | ${row.htmlKb} / ${row.htmlGzipKb} kB |`);
  if (errors) {
    console.error(`bench: ${errors} failed requests`);
    process.exitCode = 1;
  }
} finally {
  await stopProcess(baseline, 5000);
  await stopProcess(web, 5000);
  await stopProcess(cms, 5000);
  rmSync(workDir, { recursive: true, force: true });
}
