#!/usr/bin/env node
/**
 * `npm test`: unit tests (Vitest), then the production builds, then end-to-end tests in Debian
 * Chromium against a fresh Strapi (new SQLite file, real seed) and the real Next.js server.
 * `npm test -- --postgres` (or TEST_POSTGRES=1) then runs the end-to-end suite a second time with the
 * CMS on a throw-away PostgreSQL cluster (scripts/lib/postgres.mjs; port E2E_PG_PORT, default 5439) and
 * a fresh copy of the site's build, without the files whose outcome does not depend on the database
 * (tests/vitest.config.ts). One pass after the other: side by side on two cores they overloaded the
 * machine (load 13–33) and failed on timeouts, not on code (decision 011).
 * `npm test -- --cluster` (or TEST_CLUSTER=1) runs those files through nginx on two CMS and two site
 * instances, PostgreSQL and Redis instead (issue 18; CI's second pass).
 * `npm test -- e2e/<file>.test.ts …` runs only those end-to-end files (the SQLite pass; with `--cluster`, the
 * cluster pass alone), without the unit tests, reusing builds whose sources did not change (issue 47).
 * Ends with the time per pass and per file against their budgets (docs/testing.md), the counts per suite and
 * one summary line "N passed, N failed" over all of them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { EXPECTED_LOG_ERRORS } from '../tests/expected-log-errors.mjs';
import { scanLogDir } from './lib/log-scan.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { startRedis } from './lib/redis.mjs';
import { buildAll, buildShared, copyWebBuild, E2E_PORT_DEFAULTS, QUIET_ENV, ROOT, SHARED_DIR } from './lib/stack.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = path.join(ROOT, '.run');
const started = Date.now();

/**
 * Debian packages the end-to-end suite drives: Chromium (the browser tests), strace (the offline
 * test watches what the site and CMS connect to), Java (the Nu Html Checker) and PostgreSQL (the real Strapi 3). Installed with apt-get when missing and we are root.
 */
function ensureDebianTools() {
  const missingTools = () =>
    [
      ['chromium', existsSync(CHROMIUM)],
      ['strace', spawnSync('sh', ['-c', 'command -v strace']).status === 0],
      // The Nu Html Checker (vnu-jar from npm) runs on Debian's Java; its own postinstall would fetch one from GitHub.
      ['default-jre-headless', spawnSync('sh', ['-c', 'command -v java']).status === 0],
      // The real Strapi 3 (e2e/strapi-3.test.ts) runs on a throw-away PostgreSQL in every pass (scripts/lib/postgres.mjs).
      [
        'postgresql',
        spawnSync('bash', ['-c', "compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null"]).status === 0,
      ],
      // The cluster pass's load balancer and shared store.
      ...(clusterPass
        ? [
            ['nginx', existsSync('/usr/sbin/nginx')],
            ['redis-server', existsSync('/usr/bin/redis-server')],
          ]
        : []),
    ]
      .filter(([, present]) => !present)
      .map(([name]) => name);
  const missing = missingTools();
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(
      `Ontbreekt: ${missing.join(', ')}. Installeer het: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
  console.log(`Installing Debian ${missing.join(', ')} for the end-to-end tests…`);
  const result = spawnSync(
    'bash',
    ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 || missingTools().length > 0) throw new Error(`installing ${missing.join(', ')} failed`);
}

/**
 * The real Strapi 4 and Strapi 3 of e2e/strapi-4.test.ts and e2e/strapi-3.test.ts (decision 053) have their
 * own node_modules (and the Strapi 3 its own Node 14). Each install script returns at once when they are up
 * to date, restores them from ~/.cache, or installs; when CI's background run of it (.ci/run) is still
 * busy, it waits for that one.
 */
function ensureCompatStrapi(name) {
  console.log(`\n=== compat/${name} install ===`);
  const result = spawnSync('bash', [path.join(ROOT, 'compat', name, 'scripts', 'install.sh')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`compat/${name}/scripts/install.sh failed`);
}
const ensureStrapi4 = () => ensureCompatStrapi('strapi-4');
const ensureStrapi3 = () => ensureCompatStrapi('strapi-3');

/** Every test's duration, for the ten-slowest list at the end. */
const timings = [];
/** Every file's wall time per suite, for the per-file list and its budget. */
const fileTimes = [];
/**
 * Issue 47: CI (install included) within 35 minutes. A file over FILE_BUDGET_S is named in the summary, and so
 * is the whole run past its share, so growth is seen in the change that causes it.
 */
const CI_BUDGET_S = 35 * 60;
const FILE_BUDGET_S = 90;
/**
 * Every failed test with the first line of its message, named again in the last lines: CI keeps only
 * the end of the output, and a failure scrolled out of it could not be named afterwards (2026-11-26).
 */
const failures = [];
/** Issue 21: no single test over this on a quiet machine; the summary names every one above it. */
const TEST_BUDGET_MS = 15_000;

/** Runs one Vitest project and reads its counts (and each test's duration) from the JSON report. */
async function vitest(name, cwd, extraEnv = {}, files = []) {
  const report = path.join(reportDir, `${name}.json`);
  rmSync(report, { force: true });
  console.log(`\n=== ${name} tests ===`);
  const prefix = extraEnv.E2E_OUTPUT_PREFIX;
  const vitestArgs = [
    path.join(ROOT, 'node_modules', '.bin', 'vitest'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...files,
  ];
  // A pass that runs beside another at a lower priority (E2E_NICE) takes the cores the other leaves idle.
  const [command, ...args] = extraEnv.E2E_NICE ? ['nice', '-n', extraEnv.E2E_NICE, ...vitestArgs] : vitestArgs;
  const child = spawn(command, args, {
    cwd,
    // Two passes at once: each line says which pass printed it.
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...QUIET_ENV, ...extraEnv },
  });
  if (prefix)
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
  const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed = json.numPassedTests;
    counts.failed = json.numFailedTests;
    counts.skipped = json.numPendingTests + (json.numTodoTests ?? 0);
    for (const file of json.testResults) {
      fileTimes.push({ suite: name, file: path.relative(cwd, file.name), ms: (file.endTime ?? 0) - (file.startTime ?? 0) });
      for (const test of file.assertionResults) {
        const entry = {
          suite: name,
          file: path.relative(cwd, file.name),
          title: [...test.ancestorTitles, test.title].join(' › '),
          ms: test.duration ?? 0,
        };
        timings.push(entry);
        if (test.status === 'failed')
          failures.push({
            ...entry,
            message: String(test.failureMessages?.[0] ?? '')
              .split('\n')[0]
              .slice(0, 300),
          });
      }
      // A file that failed outside its tests (an import, a beforeAll) has no failed test to name.
      if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'))
        failures.push({
          suite: name,
          file: path.relative(cwd, file.name),
          title: '(the file itself)',
          message: String(file.message ?? '')
            .split('\n')[0]
            .slice(0, 300),
        });
    }
  }
  // A runner that crashed (no report, or failed suites without failed tests) counts as a failure.
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const suites = [];
/**
 * Issue 47: after an e2e pass, every 5xx and error-level line in its CMS and site logs that no entry of
 * tests/expected-log-errors.mjs explains. LOG_GATE_FAILS turns the list into a failure once full CI runs have
 * shown the expectations complete; until then the summary names each one.
 */
const LOG_GATE_FAILS = false;
const logFindings = [];
function scanPassLogs(suite, dir) {
  const { explained, unexplained } = scanLogDir(dir, EXPECTED_LOG_ERRORS);
  logFindings.push({ suite, explained: explained.length, unexplained });
  if (LOG_GATE_FAILS && unexplained.length > 0) totals.failed += 1;
}

const run = async (name, cwd, extraEnv = {}) => {
  const suiteStarted = Date.now();
  // The e2e files run shuffled (tests/vitest.config.ts); the seed is chosen here so the summary can name it.
  const seed = name.startsWith('e2e') ? (process.env.E2E_SEED ?? String(Math.floor(Math.random() * 2 ** 31))) : null;
  const counts = await vitest(name, cwd, seed ? { ...extraEnv, E2E_SEED: seed } : extraEnv, name.startsWith('e2e') ? e2eFiles : []);
  suites.push({ name, ...counts, seed, seconds: Math.round((Date.now() - suiteStarted) / 1000) });
  if (extraEnv.E2E_LOG_DIR) scanPassLogs(name, extraEnv.E2E_LOG_DIR);
  Object.keys(totals).forEach((key) => (totals[key] += counts[key]));
};
const onPostgres = process.argv.includes('--postgres') || process.env.TEST_POSTGRES === '1';
const clusterPass = process.argv.includes('--cluster') || process.env.TEST_CLUSTER === '1';
/** `npm test -- e2e/search.test.ts`: only these e2e files, no unit tests (issue 47). */
const e2eFiles = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map((arg) => arg.replace(/^tests\//, ''));
const onlyFiles = e2eFiles.length > 0;
/** `--side-by-side`: the SQLite and cluster passes at once (decision 060; measured, not yet stable enough for CI). */
const sideBySide = process.argv.includes('--side-by-side');
const needsCompat = (name) => !onlyFiles || e2eFiles.some((file) => file.includes(name));
mkdirSync(reportDir, { recursive: true });

/** The cluster pass's own ports while the SQLite pass runs beside it: every e2e port 1,000 higher. */
const clusterPorts = () =>
  Object.fromEntries(Object.entries(E2E_PORT_DEFAULTS).map(([name, port]) => [name, String(Number(process.env[name] ?? port) + 1000)]));

/** The end-to-end suite on PostgreSQL: its own cluster, and a copy of the site build without the SQLite pass's page cache. */
async function onPostgresCluster(tests) {
  const postgres = await startPostgres({ port: Number(process.env.E2E_PG_PORT ?? 5439) });
  try {
    const logDir = path.join(reportDir, 'postgres');
    mkdirSync(logDir, { recursive: true });
    const env = {
      E2E_LOG_DIR: logDir,
      E2E_DATABASE_URL: postgres.url,
      E2E_WEB_DIST_DIR: copyWebBuild('postgres'),
      E2E_ONLY_DATABASE_FILES: '1',
    };
    await run('e2e-postgres', tests, env);
  } finally {
    postgres.stop();
  }
}

/**
 * The cluster pass (issue 18): the same database-bound files through nginx, with two CMS and two site
 * instances on one PostgreSQL and one Redis (tests/support/global-setup.ts E2E_CLUSTER). It replaces
 * the single-instance PostgreSQL pass in CI: every file of that pass runs here, on PostgreSQL too.
 */
async function onCluster(tests, extraEnv = {}) {
  const postgres = await startPostgres({ port: Number(process.env.E2E_PG_PORT ?? 5439) });
  const redis = await startRedis({ port: Number(process.env.E2E_REDIS_PORT ?? 6389) }).catch((error) => {
    postgres.stop();
    throw error;
  });
  try {
    const logDir = path.join(reportDir, 'cluster');
    mkdirSync(logDir, { recursive: true });
    await run('e2e-cluster', tests, {
      E2E_LOG_DIR: logDir,
      E2E_DATABASE_URL: postgres.url,
      E2E_REDIS_URL: redis.url,
      E2E_CLUSTER: '1',
      E2E_ONLY_DATABASE_FILES: '1',
      ...extraEnv,
    });
  } finally {
    await redis.stop();
    postgres.stop();
  }
}

try {
  buildShared();
  if (!onlyFiles) {
    await run('unit-shared', SHARED_DIR);
    await run('unit-web', path.join(ROOT, 'apps', 'web'));
    await run('unit-cms', path.join(ROOT, 'apps', 'cms'));
    await run('unit-scripts', path.join(ROOT, 'scripts'));
  }
  if (!process.argv.includes('--unit')) {
    ensureDebianTools();
    const buildStarted = Date.now();
    buildAll();
    suites.push({ name: 'builds', passed: 0, failed: 0, skipped: 0, seconds: Math.round((Date.now() - buildStarted) / 1000), build: true });
    if (needsCompat('strapi-4')) ensureStrapi4();
    if (needsCompat('strapi-3')) ensureStrapi3();
    const tests = path.join(ROOT, 'tests');
    // With files named and --cluster, only the cluster pass: the quick way to re-run one file there.
    if (clusterPass && !onlyFiles && sideBySide) {
      // Issue 47: the SQLite pass and the cluster pass at the same time, each on its own stack and ports. Alone,
      // a pass kept the two cores about 60 % busy (waits for mails, polls, timers); together they fill them.
      // Not CI's default yet (decision 060): under that load, timing and axe tests failed in 1 of 2 runs.
      await Promise.all([
        run('e2e', tests, { E2E_LOG_DIR: reportDir, E2E_OUTPUT_PREFIX: '[e2e]' }),
        // The shorter pass yields: the SQLite pass keeps its pace, the cluster pass fills the idle time.
        onCluster(tests, { ...clusterPorts(), E2E_OUTPUT_PREFIX: '[cluster]', E2E_NICE: '10' }),
      ]);
    } else {
      if (!(onlyFiles && clusterPass)) await run('e2e', tests, { E2E_LOG_DIR: reportDir });
      if (clusterPass) await onCluster(tests);
    }
    if (onPostgres) await onPostgresCluster(tests);
  }
} catch (error) {
  console.error(`\n${error.message}`);
  totals.failed += 1;
}

console.log('\nThe ten slowest tests:');
const slowest = [...timings].sort((a, b) => b.ms - a.ms);
for (const test of slowest.slice(0, 10))
  console.log(`${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.suite}  ${test.file}  ${test.title}`);
const overBudget = slowest.filter((test) => test.ms > TEST_BUDGET_MS);
console.log(
  overBudget.length
    ? `${overBudget.length} test(s) over the ${TEST_BUDGET_MS / 1000} s budget (see above).`
    : `Every test within the ${TEST_BUDGET_MS / 1000} s budget.`,
);
console.log(`\nTime per e2e file (budget ${FILE_BUDGET_S} s each), slowest first:`);
for (const file of [...fileTimes].filter((entry) => entry.suite.startsWith('e2e')).sort((a, b) => b.ms - a.ms))
  console.log(
    `${(file.ms / 1000).toFixed(0).padStart(6)} s  ${file.suite.padEnd(12)} ${file.file}${file.ms / 1000 > FILE_BUDGET_S ? '  OVER BUDGET' : ''}`,
  );
console.log('');
for (const suite of suites)
  console.log(
    suite.build
      ? `${suite.name}: ${suite.seconds} s`
      : `suite ${suite.name}: ${suite.passed} passed / ${suite.failed} failed / ${suite.skipped} skipped (${suite.seconds} s)${suite.seed ? `, E2E_SEED=${suite.seed}` : ''}`,
  );
// .ci/run exports CI_STARTED (before its install), so this is CI's whole wall time.
const ciStarted = Number(process.env.CI_STARTED ?? 0);
if (ciStarted) {
  const total = Math.round(Date.now() / 1000 - ciStarted);
  console.log(
    `CI so far: ${total} s of the ${CI_BUDGET_S} s budget (${Math.round((total / CI_BUDGET_S) * 100)} %)${total > CI_BUDGET_S ? ' — OVER BUDGET' : ''}`,
  );
}
for (const { suite, explained, unexplained } of logFindings) {
  console.log(`logs of ${suite}: ${explained} expected error line(s), ${unexplained.length} unexpected`);
  const counted = new Map();
  for (const finding of unexplained) {
    const key = `${finding.file}  ${finding.kind}  ${finding.text.slice(0, 200)}`;
    counted.set(key, (counted.get(key) ?? 0) + 1);
  }
  for (const [key, count] of counted)
    console.log(`${LOG_GATE_FAILS ? 'FAILED' : 'UNEXPECTED'} log ${suite}  ${key}${count > 1 ? `  (×${count})` : ''}`);
}
for (const failure of failures) console.log(`FAILED ${failure.suite}  ${failure.file}  ${failure.title}: ${failure.message}`);
console.log(`Tests finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
