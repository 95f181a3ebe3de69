#!/usr/bin/env node
/**
 * `npm run bench -- analytics` — analytics ingestion throughput (decision 007).
 *
 * Starts a throw-away Strapi (production build, fresh SQLite file, ANALYTICS_BENCH=true), then:
 *   1. batched: --clients concurrent connections post `POST /api/statistics` batches of --batch events
 *      as fast as they are answered, for --duration seconds. Every batch comes from another virtual
 *      visitor (own X-Forwarded-For address and session), as real traffic would.
 *   2. baseline: the same, but one event per request through Strapi's plain create
 *      (`POST /api/statistics/baseline` → strapi.documents().create), for --baseline-duration seconds.
 * Afterwards it counts the rows in the database and reports events/s accepted, events lost
 * (sent minus stored, and accepted minus stored) and the ratio batched / baseline.
 *
 * Options: --duration 60 --baseline-duration 20 --clients 16 --batch 50 --port 1450 --no-build --json
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { CMS_DIR, buildIfChanged, generateSecrets, startCms, stopProcess } from '../lib/stack.mjs';
import { flag, numberOption as option } from './lib/options.mjs';

const DURATION_S = option('duration', 60);
const BASELINE_S = option('baseline-duration', 20);
const CLIENTS = option('clients', 16);
const BATCH = option('batch', 50);
const PORT = option('port', 1450);
const TYPES = [
  'Pageview',
  'Pageview',
  'Pageview',
  'Itemview',
  'session start',
  'session pause',
  'session resume',
  'Marketing',
  'Lead',
  'email link',
];

let visitor = 0;
function nextVisitor() {
  visitor += 1;
  const now = Date.now();
  return {
    ip: `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    session: { id: `bench${visitor.toString(36).padStart(8, '0')}`, iat: now, exp: now + 365 * 86_400_000 },
  };
}

function makeEvents(count) {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const eventType = TYPES[i % TYPES.length];
    const event = { eventType, url: `/jobs/vacature/v${i % 37}/functie-${i % 37}`, timestamp: now - (count - i) };
    if (eventType === 'Itemview') event.item = { type: 'vacancy', id: `v${i % 37}` };
    else event.url = `/pagina-${i % 23}`;
    return event;
  });
}

async function run(url, seconds, eventsPerRequest) {
  const deadline = Date.now() + seconds * 1000;
  const totals = { requests: 0, sentEvents: 0, acceptedEvents: 0, statuses: {}, latencies: [] };
  const worker = async () => {
    while (Date.now() < deadline) {
      const { ip, session } = nextVisitor();
      const body = JSON.stringify({ data: { events: makeEvents(eventsPerRequest), session } });
      const started = performance.now();
      let status = 'network-error';
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'user-agent': 'bench' },
          body,
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        // counted below
      }
      totals.latencies.push(performance.now() - started);
      totals.requests += 1;
      totals.sentEvents += eventsPerRequest;
      totals.statuses[status] = (totals.statuses[status] ?? 0) + 1;
      if (status === 204) totals.acceptedEvents += eventsPerRequest;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  totals.seconds = (Date.now() - started) / 1000;
  totals.latencies.sort((a, b) => a - b);
  const pct = (p) => Math.round(totals.latencies[Math.min(totals.latencies.length - 1, Math.floor(totals.latencies.length * p))] ?? 0);
  totals.p50 = pct(0.5);
  totals.p99 = pct(0.99);
  delete totals.latencies;
  return totals;
}

const workDir = mkdtempSync(path.join(tmpdir(), 'vacaturesite-bench-'));
const dbFile = path.join(workDir, 'strapi.db');
let cms;
try {
  if (!flag('no-build')) buildIfChanged('CMS', CMS_DIR, 'dist/.source-hash');
  const env = {
    ...generateSecrets(),
    DATABASE_FILENAME: dbFile,
    PUBLIC_DIR: path.join(workDir, 'public'),
    ANALYTICS_BENCH: 'true',
    // Every client here is one address and one browser to the per-client limit (120 batches a minute),
    // which answered the whole run with 429 since the limiter moved to rate-limiter-flexible (issue 18).
    ANALYTICS_RATE_MAX: String(1e9),
    ANALYTICS_ADDRESS_EVENTS_MAX: String(1e9),
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  };
  cms = await startCms({ port: PORT, env, logFile: path.join(workDir, 'cms.log') });
  const base = `http://127.0.0.1:${PORT}/api/statistics`;
  console.log(
    `bench: ${CLIENTS} concurrent clients, ${cpus().length} cores, batches of ${BATCH} events for ${DURATION_S} s, baseline for ${BASELINE_S} s`,
  );
  await run(base, 2, BATCH); // warm-up (JIT, prepared statements); its rows are counted too
  const warmRows = await countRows();
  const batched = await run(base, DURATION_S, BATCH);
  const batchedRows = (await countRows()) - warmRows;
  const baseline = await run(`${base}/baseline`, BASELINE_S, 1);
  const baselineRows = await countRows('analytics_baseline_events');
  const result = {
    clients: CLIENTS,
    cores: cpus().length,
    batchSize: BATCH,
    batched: {
      ...batched,
      stored: batchedRows,
      eventsPerSecond: Math.round(batched.acceptedEvents / batched.seconds),
      lostSentMinusStored: batched.sentEvents - batchedRows,
      lostAcceptedMinusStored: batched.acceptedEvents - batchedRows,
    },
    baseline: {
      ...baseline,
      stored: baselineRows,
      eventsPerSecond: Math.round(baseline.acceptedEvents / baseline.seconds),
      lostSentMinusStored: baseline.sentEvents - baselineRows,
    },
  };
  result.ratio = Math.round((result.batched.eventsPerSecond / Math.max(1, result.baseline.eventsPerSecond)) * 10) / 10;
  if (flag('json')) console.log(JSON.stringify(result, null, 2));
  else {
    const b = result.batched;
    const s = result.baseline;
    console.log(
      `batched : ${b.eventsPerSecond} events/s accepted (${b.acceptedEvents} of ${b.sentEvents} sent in ${b.seconds.toFixed(1)} s, ${b.requests} requests, p50 ${b.p50} ms, p99 ${b.p99} ms), stored ${b.stored}, lost ${b.lostSentMinusStored} (sent − stored), statuses ${JSON.stringify(b.statuses)}`,
    );
    console.log(
      `baseline: ${s.eventsPerSecond} events/s with one plain Strapi create per event (${s.acceptedEvents} of ${s.sentEvents}, p50 ${s.p50} ms, p99 ${s.p99} ms), stored ${s.stored}, lost ${s.lostSentMinusStored}, statuses ${JSON.stringify(s.statuses)}`,
    );
    console.log(`ratio   : batched ingestion is ${result.ratio}× the plain create per event`);
  }
  if (result.batched.lostSentMinusStored !== 0) process.exitCode = 1;
} finally {
  await stopProcess(cms, 5000);
  rmSync(workDir, { recursive: true, force: true });
}

async function countRows(table = 'analytics_events') {
  // Read-only second connection; WAL or not, committed rows are visible.
  const Database = createRequire(path.join(CMS_DIR, 'package.json'))('better-sqlite3');
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get().n;
  } finally {
    db.close();
  }
}
