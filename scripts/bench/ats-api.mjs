#!/usr/bin/env node
/**
 * `npm run bench -- ats-api` — the ATS API (issue 39, decision 057) at scale.
 *
 * Seeds a throw-away Strapi (production build, fresh SQLite file) with --vacancies vacancies through the
 * seed's bulk path, then, before the CMS starts, gives one seeded partner an API key and makes it
 * verified, and writes --references ATS references to seeded vacancies (a tenth of them this
 * organisation's, the rest other organisations'), so the list pages through a table of realistic size.
 * Then it starts the CMS and sends, one after another:
 *   baseline  GET /api/v1/openapi.json: the same stack (middlewares, router) without key or database,
 *             measured in the same run so a busy machine shows in both;
 *   list      GET /api/v1/vacancies?page=…&pageSize=25 with the key, random pages;
 *   create    POST /api/v1/vacancies with a new reference each (verified: created and published);
 *   upsert    POST again with a reference already made (the idempotent path: an update).
 * Goal (issue 39): list and create p95 ≤ 100 ms at 100,000 vacancies.
 *
 * Options: --vacancies 100000 --references 20000 --requests 200 --port 1397 --no-build --json
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { CMS_DIR, buildIfChanged, seedCms, startCms, stopProcess } from '../lib/stack.mjs';
import { throwAwayCmsEnv } from './lib/throw-away-cms.mjs';
import { flag, numberOption as option } from './lib/options.mjs';
import { percentile } from './lib/load.mjs';

const VACANCIES = option('vacancies', 100_000);
const REFERENCES = option('references', 20_000);
const REQUESTS = option('requests', 200);
const PORT = option('port', 1397);
const GOAL_P95_MS = 100;

const require = createRequire(path.join(CMS_DIR, 'package.json'));
const knexFactory = require('knex');

const round = (ms) => Math.round(ms * 10) / 10;
const stats = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1) ?? 0) };
};
const documentId = () => randomBytes(16).toString('hex').slice(0, 24);

/** The key row and its link to the partner, as Strapi would write them (link table found by its name). */
async function prepareOrganisation(knex) {
  const partner = await knex('partners').whereNull('published_at').orderBy('id').first('id', 'document_id');
  if (!partner) throw new Error('the seed made no partner');
  await knex('partners').where({ document_id: partner.document_id }).update({ verification: 'verified' });
  const prefix = randomBytes(10)
    .toString('hex')
    .slice(0, 10)
    .replace(/[^a-z0-9]/g, 'a');
  const key = `vs_live_${prefix}_${randomBytes(32).toString('base64url')}`;
  const now = new Date().toISOString();
  const [row] = await knex('api_keys')
    .insert({
      document_id: documentId(),
      name: 'bench',
      prefix,
      secret_hash: createHash('sha256').update(key).digest('hex'),
      created_at: now,
      updated_at: now,
    })
    .returning('id');
  const tables = (await knex.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'api_keys_organisation%'")).map(
    (t) => t.name,
  );
  if (tables.length !== 1) throw new Error(`expected one link table for api_keys.organisation, found ${tables.join(', ') || 'none'}`);
  const columns = (await knex.raw(`PRAGMA table_info(${tables[0]})`)).map((c) => c.name);
  await knex(tables[0]).insert({
    [columns.find((c) => /^api_key_id$/.test(c))]: row.id ?? row,
    [columns.find((c) => /^partner_id$/.test(c))]: partner.id,
  });
  // References to seeded drafts: a tenth this organisation's.
  const drafts = await knex('vacancies').whereNull('published_at').orderBy('id').limit(REFERENCES).pluck('document_id');
  const rows = drafts.map((vacancy, i) => ({
    document_id: documentId(),
    organisation_id: i % 10 === 0 ? partner.document_id : `other${i % 97}`.padEnd(24, '0'),
    reference: `SEED-${i}`,
    vacancy_document_id: vacancy,
    created_at: now,
    updated_at: now,
  }));
  await knex.batchInsert('ats_vacancy_references', rows, 500);
  return { key, organisationRows: Math.ceil(drafts.length / 10) };
}

const workDir = mkdtempSync(path.join(tmpdir(), 'vacaturesite-bench-ats-'));
let cms;
try {
  if (!flag('no-build')) buildIfChanged('CMS', CMS_DIR, 'dist/.source-hash');
  const { env } = throwAwayCmsEnv({
    dir: workDir,
    webUrl: 'http://127.0.0.1:3999',
    extra: {
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      // The bench measures the API, not its limit.
      ATS_API_REQUESTS_PER_MINUTE: '1000000',
    },
  });
  let started = Date.now();
  await seedCms({ env, args: ['--vacancies', String(VACANCIES), '--no-compile'] });
  const seedSeconds = Math.round((Date.now() - started) / 1000);

  const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: env.DATABASE_FILENAME }, useNullAsDefault: true });
  let prepared;
  try {
    prepared = await prepareOrganisation(knex);
  } finally {
    await knex.destroy();
  }

  started = Date.now();
  cms = await startCms({ port: PORT, env, logFile: path.join(workDir, 'cms.log'), timeoutMs: 600_000 });
  const startSeconds = Math.round((Date.now() - started) / 1000);

  const base = `http://127.0.0.1:${PORT}/api/v1`;
  const headers = { authorization: `Bearer ${prepared.key}`, 'content-type': 'application/json' };
  const timed = async (method, pathAndQuery, body, expected) => {
    const t = performance.now();
    const response = await fetch(`${base}${pathAndQuery}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    const text = await response.text();
    const ms = performance.now() - t;
    if (!expected.includes(response.status))
      throw new Error(`${method} ${pathAndQuery} answered ${response.status}: ${text.slice(0, 300)}`);
    return ms;
  };
  const validThrough = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const body = (reference, i) => ({
    data: {
      reference,
      title: `Benchmonteur ${i}`,
      summary: 'Een vacature uit de benchmark van de ATS-API.',
      employerName: 'Benchbedrijf BV',
      employmentType: 'FULL_TIME',
      hoursPerWeek: 32 + (i % 8),
      validThrough,
    },
  });
  const pages = Math.max(1, Math.floor(prepared.organisationRows / 25));
  // Warm-up: JIT, connection, prepared statements.
  for (let i = 0; i < 20; i += 1) {
    await timed('GET', '/openapi.json', null, [200]);
    await timed('GET', `/vacancies?page=${1 + (i % pages)}&pageSize=25`, null, [200]);
  }
  const result = { baseline: [], list: [], create: [], upsert: [] };
  for (let i = 0; i < REQUESTS; i += 1) {
    result.baseline.push(await timed('GET', '/openapi.json', null, [200]));
    result.list.push(await timed('GET', `/vacancies?page=${1 + ((i * 7919) % pages)}&pageSize=25`, null, [200]));
    result.create.push(await timed('POST', '/vacancies', body(`BENCH-${i}`, i), [201]));
    if (i % 2 === 1) result.upsert.push(await timed('POST', '/vacancies', body(`BENCH-${i - 1}`, i), [200]));
  }
  const summary = {
    database: 'sqlite',
    vacancies: VACANCIES,
    references: REFERENCES,
    cores: cpus().length,
    seedSeconds,
    startSeconds,
    ...Object.fromEntries(Object.entries(result).map(([name, latencies]) => [name, stats(latencies)])),
  };
  if (flag('json')) console.log(JSON.stringify(summary, null, 2));
  else {
    console.log(
      `ats-api: ${VACANCIES} vacancies, ${REFERENCES} references on sqlite, ${summary.cores} cores; seed ${seedSeconds} s, CMS start ${startSeconds} s`,
    );
    for (const name of ['baseline', 'list', 'create', 'upsert']) {
      const s = summary[name];
      const over = name === 'baseline' ? '' : `, p95 ${round(s.p95 - summary.baseline.p95)} ms over the baseline`;
      console.log(`${name.padEnd(8)}: ${s.count} requests, p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms${over}`);
    }
  }
  const missed = ['list', 'create'].filter((name) => summary[name].p95 > GOAL_P95_MS);
  if (missed.length) {
    console.log(`p95 above the ${GOAL_P95_MS} ms goal: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await stopProcess(cms, 5000);
  // The CMS's log says where the time went or why a request failed; it would go with the work folder.
  const kept = path.join(tmpdir(), 'bench-ats-api-cms.log');
  if (existsSync(path.join(workDir, 'cms.log'))) copyFileSync(path.join(workDir, 'cms.log'), kept);
  console.log(`CMS log kept: ${kept}`);
  rmSync(workDir, { recursive: true, force: true });
}
