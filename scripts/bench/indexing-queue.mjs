#!/usr/bin/env node
/**
 * `npm run bench -- indexing-queue` — what the Google notification queue (decisions 034 and 045) costs
 * as it grows, on SQLite and on a throw-away PostgreSQL, in one run per engine and size:
 *   look     one look of the worker (every few seconds in every CMS process): free stale claims, count
 *            what was sent in the last 24 hours, fetch the due pending rows, as lib/queue.ts asks them;
 *            p50 over --looks, without and then with the two indexes of database-indexes.ts;
 *   removal  the daily round's removal of what finished more than 90 days ago, once, and the rows left.
 * The table holds --sizes rows sent evenly over the past year (about 1 in 100 given up), and 50 waiting.
 * The indexes come from the CMS's compiled code (apps/cms/dist, built by `npm run build`), so they are
 * the ones the CMS creates; the queries are knex's forms of Strapi's.
 *
 * Both engines have their statistics refreshed (ANALYZE) after the fill, as a table this size would.
 *
 * Options: --sizes 100000,1000000 --looks 50 --databases sqlite,postgres --pg-port 5447 --json
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgres } from '../lib/postgres.mjs';
import { CMS_DIR } from '../lib/stack.mjs';
import { flag, listOption, numberOption } from './lib/options.mjs';

const SIZES = listOption('sizes', '100000,1000000').map(Number);
const LOOKS = numberOption('looks', 50);
const DATABASES = listOption('databases', 'sqlite,postgres');
const DAY_MS = 24 * 60 * 60 * 1000;

const require = createRequire(path.join(CMS_DIR, 'package.json'));
const knexFactory = require('knex');
const dist = path.join(CMS_DIR, 'dist', 'src');
const { DATABASE_INDEXES, createMissingIndexes, resolveIndexes } = require(path.join(dist, 'bootstrap', 'database-indexes.js'));
const { FINISHED_KEPT_DAYS } = require(path.join(dist, 'api', 'indexing', 'lib', 'queue.js'));

/** lib/queue.ts removeFinished's where. */
const finishedBefore = (query, before) =>
  query
    .where((q) => q.where({ state: 'sent' }).andWhere('sent_at', '<', before))
    .orWhere((q) => q.where({ state: 'failed' }).andWhere('due_at', '<', before));

const COLUMNS = { dueAt: 'due_at', sentAt: 'sent_at', state: 'state', dedupeKey: 'dedupe_key' };
const metadata = {
  get: () => ({
    tableName: 'indexing_notifications',
    attributes: Object.fromEntries(Object.entries(COLUMNS).map(([a, c]) => [a, { columnName: c }])),
  }),
};
const specs = DATABASE_INDEXES.filter((spec) => spec.uid === 'api::indexing.indexing-notification');
const [uniqueKey, ...lookIndexes] = resolveIndexes(metadata, specs);

async function fill(knex, rows, at) {
  await knex.schema.createTable('indexing_notifications', (table) => {
    table.increments('id');
    table.string('url', 500);
    table.string('type');
    table.string('vacancy_document_id');
    table.string('state');
    table.bigInteger('due_at');
    table.integer('attempts');
    table.bigInteger('claimed_at');
    table.bigInteger('sent_at');
    table.string('dedupe_key');
    table.text('error');
  });
  await createMissingIndexes(knex, [uniqueKey]);
  const batch = [];
  const flush = async () => {
    await knex.batchInsert('indexing_notifications', batch.splice(0), 500);
  };
  for (let i = 0; i < rows; i += 1) {
    const when = at - Math.floor((i / rows) * 365 * DAY_MS);
    const failed = i % 100 === 7;
    batch.push({
      url: `https://www.example.nl/jobs/vacature/${i.toString(36)}/functie`,
      type: 'URL_UPDATED',
      state: failed ? 'failed' : 'sent',
      due_at: when,
      attempts: failed ? 8 : 1,
      sent_at: failed ? null : when,
      dedupe_key: i % 10 === 0 ? `expired:${i}:2026-01-01` : null,
    });
    if (batch.length === 5000) await flush();
  }
  for (let i = 0; i < 50; i += 1)
    batch.push({
      url: `https://www.example.nl/wachtend/${i}`,
      type: 'URL_UPDATED',
      state: 'pending',
      due_at: at + (i % 2 ? DAY_MS : -1000),
      attempts: 0,
    });
  await flush();
}

/** The worker's look (lib/queue.ts tick), without the sends. */
async function look(knex, at) {
  await knex('indexing_notifications')
    .where({ state: 'claimed' })
    .andWhere('claimed_at', '<', at - 2 * 60 * 1000)
    .update({ state: 'pending' });
  await knex('indexing_notifications')
    .count({ count: 'id' })
    .where({ state: 'sent' })
    .andWhere('sent_at', '>', at - DAY_MS);
  return knex('indexing_notifications')
    .select('id', 'url', 'type', 'attempts')
    .where({ state: 'pending' })
    .andWhere('due_at', '<=', at)
    .orderBy([{ column: 'due_at' }, { column: 'id' }])
    .limit(20);
}

async function p50Look(knex, at) {
  const times = [];
  for (let i = 0; i < LOOKS; i += 1) {
    const started = performance.now();
    const due = await look(knex, at);
    times.push(performance.now() - started);
    if (due.length !== 20) throw new Error(`the look found ${due.length} due rows, not 20`);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

async function measure(knex, rows) {
  const at = Date.now();
  await fill(knex, rows, at);
  await knex.raw('ANALYZE');
  const without = await p50Look(knex, at);
  await createMissingIndexes(knex, lookIndexes);
  await knex.raw('ANALYZE');
  const withIndexes = await p50Look(knex, at);
  const started = performance.now();
  const removed = await finishedBefore(knex('indexing_notifications'), at - FINISHED_KEPT_DAYS * DAY_MS).delete();
  const removalMs = performance.now() - started;
  const [{ left }] = await knex('indexing_notifications').count({ left: 'id' });
  return { rows, lookMsWithout: without, lookMsWith: withIndexes, removed, removalMs, left: Number(left) };
}

const results = [];
for (const database of DATABASES) {
  for (const rows of SIZES) {
    const dir = mkdtempSync(path.join(tmpdir(), 'indexing-queue-'));
    const postgres = database === 'postgres' ? await startPostgres({ port: numberOption('pg-port', 5447) }) : null;
    const connection = postgres
      ? { client: 'pg', connection: postgres.url }
      : { client: 'better-sqlite3', connection: { filename: path.join(dir, 'queue.db') } };
    const knex = knexFactory({ ...connection, useNullAsDefault: true });
    try {
      results.push({ database, ...(await measure(knex, rows)) });
    } finally {
      await knex.destroy();
      postgres?.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

if (flag('json')) console.log(JSON.stringify(results, null, 2));
else {
  const ms = (n) => `${n.toFixed(2)} ms`;
  console.log(
    '| database | rows (a year of sends) | a look, no index | a look, indexed | ratio | removed after 90 days | removal | rows left |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.database} | ${r.rows.toLocaleString('en')} | ${ms(r.lookMsWithout)} | ${ms(r.lookMsWith)} | ${(r.lookMsWithout / r.lookMsWith).toFixed(0)}× | ${r.removed.toLocaleString('en')} | ${ms(r.removalMs)} | ${r.left.toLocaleString('en')} |`,
    );
}
