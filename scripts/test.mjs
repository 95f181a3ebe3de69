#!/usr/bin/env node
/**
 * `npm test`: unit tests (Vitest), then the production builds, then end-to-end tests in Debian
 * Chromium against a fresh Strapi (new SQLite file, real seed) and the real Next.js server.
 * `npm test -- --postgres` (or TEST_POSTGRES=1) also runs the end-to-end suite with the CMS on a
 * throw-away PostgreSQL cluster (scripts/lib/postgres.mjs; port E2E_PG_PORT, default 5439), at the
 * same time as the SQLite pass: its own ports (every E2E_* port + PG_PORT_OFFSET), its own copy of the
 * site's build, and without the files that test only the browser (tests/vitest.config.ts), which ran
 * the two cores into the ground when both passes had them. Much of an end-to-end test is waiting
 * (mails, debounces, the network going quiet): the SQLite pass alone used the cores for 8.5 of its
 * 13.5 minutes, so the two together take far less than one after the other (decision 011). Their
 * output goes to .run/{name}.log and is printed when both are done.
 * Ends with the counts per suite and one summary line "N passed, N failed" over all of them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startPostgres } from './lib/postgres.mjs';
import { buildAll, copyWebBuild, E2E_PORT_DEFAULTS, e2ePort, QUIET_ENV, ROOT } from './lib/stack.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = path.join(ROOT, '.run');
const started = Date.now();

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) throw new Error(`Chromium ontbreekt (${CHROMIUM}). Installeer het: sudo apt-get update && sudo apt-get install -y chromium`);
  console.log('Installing Debian chromium for the browser tests…');
  const result = spawnSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(CHROMIUM)) throw new Error('installing chromium failed');
}

/** Runs one Vitest project; with `logFile` its output goes there instead of the terminal (a pass running alongside another). */
async function vitest(name, cwd, extraEnv = {}, logFile = null) {
  const report = path.join(reportDir, `${name}.json`);
  rmSync(report, { force: true });
  if (!logFile) console.log(`\n=== ${name} tests ===`);
  const log = logFile ? openSync(logFile, 'w') : null;
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd,
    stdio: log === null ? 'inherit' : ['ignore', log, log],
    env: { ...process.env, ...QUIET_ENV, ...extraEnv },
  });
  const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  if (log !== null) closeSync(log);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed = json.numPassedTests;
    counts.failed = json.numFailedTests;
    counts.skipped = json.numPendingTests + (json.numTodoTests ?? 0);
  }
  // A runner that crashed (no report, or failed suites without failed tests) counts as a failure.
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const suites = [];
const run = async (name, cwd, extraEnv, logFile) => {
  const suiteStarted = Date.now();
  const counts = await vitest(name, cwd, extraEnv, logFile);
  suites.push({ name, ...counts, seconds: Math.round((Date.now() - suiteStarted) / 1000) });
  Object.keys(totals).forEach((key) => (totals[key] += counts[key]));
};
/** The PostgreSQL pass runs on every e2e port + PG_PORT_OFFSET (the push port follows the control port unless set). */
const PG_PORT_OFFSET = 20;
const shiftedPorts = (offset) => {
  const names = [...Object.keys(E2E_PORT_DEFAULTS), ...(process.env.E2E_PUSH_PORT ? ['E2E_PUSH_PORT'] : [])];
  return Object.fromEntries(names.map((name) => [name, String(e2ePort(name) + offset)]));
};
const onPostgres = process.argv.includes('--postgres') || process.env.TEST_POSTGRES === '1';
mkdirSync(reportDir, { recursive: true });

/** The end-to-end suite on SQLite and on PostgreSQL at the same time (see the top of this file). */
async function bothDatabases(tests) {
  const postgres = await startPostgres({ port: Number(process.env.E2E_PG_PORT ?? 5439) });
  try {
    const logDir = path.join(reportDir, 'postgres');
    mkdirSync(logDir, { recursive: true });
    const postgresEnv = {
      ...shiftedPorts(PG_PORT_OFFSET),
      E2E_LOG_DIR: logDir,
      E2E_DATABASE_URL: postgres.url,
      E2E_WEB_DIST_DIR: copyWebBuild('postgres'),
      E2E_BROWSER_ONLY: 'skip',
    };
    const passes = [
      ['e2e', { E2E_LOG_DIR: reportDir }],
      ['e2e-postgres', postgresEnv],
    ];
    console.log(`\n=== ${passes.map(([name]) => name).join(' and ')} tests, at the same time (output follows when both are done) ===`);
    await Promise.all(passes.map(([name, env]) => run(name, tests, env, path.join(reportDir, `${name}.log`))));
    for (const [name] of passes) {
      console.log(`\n=== ${name} tests ===`);
      process.stdout.write(readFileSync(path.join(reportDir, `${name}.log`)));
    }
  } finally {
    postgres.stop();
  }
}

try {
  await run('unit-web', path.join(ROOT, 'apps', 'web'));
  await run('unit-cms', path.join(ROOT, 'apps', 'cms'));
  if (!process.argv.includes('--unit')) {
    ensureChromium();
    buildAll();
    const tests = path.join(ROOT, 'tests');
    if (onPostgres) await bothDatabases(tests);
    else await run('e2e', tests, { E2E_LOG_DIR: reportDir });
  }
} catch (error) {
  console.error(`\n${error.message}`);
  totals.failed += 1;
}

console.log('');
for (const suite of suites) console.log(`suite ${suite.name}: ${suite.passed} passed / ${suite.failed} failed / ${suite.skipped} skipped (${suite.seconds} s)`);
console.log(`Tests finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
