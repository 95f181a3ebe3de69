#!/usr/bin/env node
/**
 * `npm run bench -- backup` — what `npm run backup` and `npm run restore` cost (issue 38, decision 052),
 * for each database (SQLite, or PostgreSQL with --postgres) at --vacancies (default 100000):
 *
 *   1. the cached pages' p95 (home, /jobs, the newest vacancy) for --duration seconds without a backup,
 *      then for as long again with backups running back to back (`node scripts/backup.mjs`, as an
 *      operator's cron starts it); goal: at most 1.5 times the p95 without;
 *   2. the backup's time and archive size (the first of those backups);
 *   3. the restore's time into an empty target (a new SQLite file or PostgreSQL database, new folders),
 *      with the CMS stopped, as docs/operations.md asks.
 *
 * Then a Markdown table to paste into docs/benchmarks.md, and with --json the result as JSON first.
 *
 * Options: --vacancies 100000 --postgres (or --databases sqlite,postgresql) --duration 20
 * --connections 10 --cms-port 1387 --web-port 3187 --pg-port 5448 --no-build --json
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgres } from '../lib/postgres.mjs';
import { buildAll, CMS_DIR, copyWebBuild, ROOT, seedCms, siteSecrets, startCms, startWeb, stopProcess, WEB_DIR } from '../lib/stack.mjs';
import { drain, load } from './lib/load.mjs';
import { throwAwayCmsEnv } from './lib/throw-away-cms.mjs';
import { flag, listOption, numberOption } from './lib/options.mjs';

const VACANCIES = numberOption('vacancies', 100_000);
const DATABASES = flag('postgres')
  ? ['postgresql']
  : listOption('databases', 'sqlite').map((name) => (name.startsWith('postgres') ? 'postgresql' : name));
const DURATION_S = numberOption('duration', 20);
const CONNECTIONS = numberOption('connections', 10);
const CMS_PORT = numberOption('cms-port', 1387);
const WEB_PORT = numberOption('web-port', 3187);
const PG_PORT = numberOption('pg-port', 5448);
const GOAL = 1.5;
const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;
const webUrl = `http://127.0.0.1:${WEB_PORT}`;
const DIST = 'bench-backup';

if (!Number.isInteger(VACANCIES) || VACANCIES < 1 || DATABASES.some((name) => !['sqlite', 'postgresql'].includes(name))) {
  console.error('bench backup: --vacancies takes a whole number, --databases sqlite and/or postgresql');
  process.exit(2);
}

/** `node scripts/<name>` with the stage's settings only (no apps/cms/.env); answers its time and output. */
function script(name, args, env) {
  const started = Date.now();
  const base = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATABASE_FILENAME', 'PUBLIC_DIR', 'PRIVATE_UPLOADS_DIR', 'CMS_ENV_FILE', 'INIT_CWD'])
    delete base[key];
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', name), ...args], {
    cwd: ROOT,
    env: { ...base, ...env, ENV_PATH: path.join(tmpdir(), 'bench-backup-no-such.env') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve({ seconds: (Date.now() - started) / 1000, output }) : reject(new Error(`${name} exited ${code}:\n${output}`)),
    ),
  );
}

const measure = (paths) => load({ origin: webUrl, paths, connections: CONNECTIONS, durationS: DURATION_S });

async function cachedPaths() {
  const response = await fetch(`${cmsUrl}/api/vacancies?sort[0]=datePosted:desc&sort[1]=id:desc&pagination[pageSize]=1`);
  const [newest] = (await response.json()).data;
  const paths = ['/', '/jobs', `/jobs/vacature/${newest.documentId}/${newest.slug}`];
  for (const page of paths) await (await fetch(`${webUrl}${page}`)).arrayBuffer();
  return paths;
}

/** Backups back to back while `during` runs; answers the first one's time and the archive's size. */
async function backupsDuring(env, dir, during) {
  let stop = false;
  const times = [];
  let size = 0;
  const loop = (async () => {
    for (let n = 0; !stop; n += 1) {
      const out = path.join(dir, `backup-${n}.tar.gz`);
      const { seconds } = await script('backup.mjs', ['--out', out], env);
      times.push(seconds);
      size = statSync(out).size;
      // Kept: the first, for the restore; the others only cost disk.
      if (n > 0) rmSync(out, { force: true });
    }
  })();
  const result = await during();
  stop = true;
  await loop;
  return { result, times, size, archive: path.join(dir, 'backup-0.tar.gz') };
}

async function runStage(database, workDir) {
  const dir = path.join(workDir, database);
  const postgres = database === 'postgresql' ? await startPostgres({ port: PG_PORT }) : null;
  let cms;
  let web;
  try {
    const { env, secrets } = throwAwayCmsEnv({ dir, postgres, webUrl });
    await seedCms({ env, args: ['--vacancies', String(VACANCIES), '--no-compile'] });
    cms = await startCms({ port: CMS_PORT, env, logFile: path.join(dir, 'cms.log'), timeoutMs: 600_000 });
    web = await startWeb({
      port: WEB_PORT,
      cmsUrl,
      distDir: copyWebBuild(DIST),
      env: { SITE_URL: webUrl, ...siteSecrets(secrets) },
      logFile: path.join(dir, 'web.log'),
    });
    const paths = await cachedPaths();
    await drain([`${cmsUrl}/_health`, `${webUrl}/`]);

    const quiet = await measure(paths);
    await drain([`${cmsUrl}/_health`, `${webUrl}/`]);
    const busy = await backupsDuring(env, dir, () => measure(paths));
    await Promise.all([stopProcess(web, 5000), stopProcess(cms, 15_000)]);
    web = cms = null;

    // Into an empty target, as after losing the machine.
    const target = {
      ...env,
      DATABASE_FILENAME: path.join(dir, 'restored', 'strapi.db'),
      PUBLIC_DIR: path.join(dir, 'restored', 'public'),
      PRIVATE_UPLOADS_DIR: path.join(dir, 'restored', 'private'),
    };
    if (postgres) {
      const { Client } = createRequire(path.join(CMS_DIR, 'package.json'))('pg');
      const client = new Client({ connectionString: postgres.url });
      await client.connect();
      await client.query('CREATE DATABASE restored');
      await client.end();
      target.DATABASE_URL = postgres.url.replace(/\/[^/]+$/, '/restored');
    }
    const restore = await script('restore.mjs', [busy.archive], target);
    return {
      database,
      vacancies: VACANCIES,
      archiveMB: Math.round(busy.size / 1e5) / 10,
      backupSeconds: busy.times[0],
      backupsDuringMeasurement: busy.times.length,
      restoreSeconds: restore.seconds,
      p95: { without: quiet.p95, during: busy.result.p95 },
      requestsPerSecond: { without: quiet.requestsPerSecond, during: busy.result.requestsPerSecond },
      non2xx: quiet.non2xx + busy.result.non2xx,
      ratio: quiet.p95 > 0 ? Math.round((busy.result.p95 / quiet.p95) * 100) / 100 : null,
    };
  } finally {
    await Promise.all([stopProcess(web, 5000), stopProcess(cms, 15_000)]);
    postgres?.stop();
  }
}

function report(stages) {
  const lines = [
    `Backups at ${VACANCIES.toLocaleString('en')} vacancies (${cpus().length} cores, ${CONNECTIONS} connections, ${DURATION_S} s per measurement; cached home, /jobs, newest vacancy):`,
    '',
    '| Database | Archive | Backup | Restore | Cached p95 without / during backups | Ratio (goal ≤ 1.5) | Requests/s without / during |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const s of stages)
    lines.push(
      `| ${s.database} | ${s.archiveMB} MB | ${s.backupSeconds.toFixed(1)} s | ${s.restoreSeconds.toFixed(1)} s | ${s.p95.without} / ${s.p95.during} ms | ${s.ratio ?? '–'} ${s.ratio !== null && s.ratio <= GOAL ? '✓' : '✗'} | ${s.requestsPerSecond.without} / ${s.requestsPerSecond.during} |`,
    );
  return lines.join('\n');
}

const workDir = mkdtempSync(path.join(tmpdir(), 'vacaturesite-bench-backup-'));
try {
  if (!flag('no-build')) buildAll();
  const stages = [];
  for (const database of DATABASES) stages.push(await runStage(database, workDir));
  if (flag('json')) console.log(JSON.stringify(stages, null, 2));
  console.log(report(stages));
  if (stages.some((stage) => stage.non2xx)) {
    console.error('bench: requests answered other than 2xx');
    process.exitCode = 1;
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
  rmSync(path.join(WEB_DIR, `.next-${DIST}`), { recursive: true, force: true });
}
