import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMissingIndexes, DATABASE_INDEXES, resolveIndexes } from './database-indexes';

/** Strapi's metadata shape for the one model these tests need: the vacancy table as Strapi names it. */
const VACANCY_COLUMNS = {
  id: 'id',
  datePosted: 'date_posted',
  closed: 'closed',
  validThrough: 'valid_through',
  publishedAt: 'published_at',
  updatedAt: 'updated_at',
  slug: 'slug',
};
const metadata = {
  get: (uid: string) => {
    if (uid !== 'api::vacancy.vacancy') throw new Error(`no model ${uid} in this test`);
    return {
      tableName: 'vacancies',
      attributes: Object.fromEntries(Object.entries(VACANCY_COLUMNS).map(([name, columnName]) => [name, { columnName }])),
    };
  },
};
const vacancyIndexes = () =>
  resolveIndexes(
    metadata,
    DATABASE_INDEXES.filter((spec) => spec.uid === 'api::vacancy.vacancy'),
  );

/** A real SQLite file with a vacancies table from before this code: an "existing database". */
let dir: string;
let knex: Knex;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'database-indexes-'));
  knex = knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(dir, 'strapi.db') }, useNullAsDefault: true });
  await knex.schema.createTable('vacancies', (table) => {
    table.increments('id');
    table.date('date_posted');
    table.date('valid_through');
    table.boolean('closed');
    table.datetime('published_at');
    table.datetime('updated_at');
    table.string('slug');
  });
});
afterEach(async () => {
  await knex.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const indexNames = async () =>
  ((await knex.raw("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'vacancies'")) as { name: string }[])
    .map((row) => row.name)
    .sort();

describe('createMissingIndexes', () => {
  it('adds the indexes to an existing table, and a second start creates nothing', async () => {
    const all = ['vacancies_open_list_idx', 'vacancies_open_by_id_idx', 'vacancies_published_updated_idx', 'vacancies_slug_idx'];
    expect(await createMissingIndexes(knex, vacancyIndexes())).toEqual(all);
    expect(await indexNames()).toEqual([...all].sort());
    expect(await createMissingIndexes(knex, vacancyIndexes())).toEqual([]);
  });

  it('puts back an index that was dropped', async () => {
    await createMissingIndexes(knex, vacancyIndexes());
    await knex.raw('DROP INDEX vacancies_open_list_idx');
    expect(await createMissingIndexes(knex, vacancyIndexes())).toEqual(['vacancies_open_list_idx']);
    expect(await indexNames()).toContain('vacancies_open_list_idx');
  });

  it('makes the open-vacancy list read in index order instead of sorting the whole table', async () => {
    // The list query as Strapi 5 writes it for lib/cms/queries getVacancies (knex:query log).
    const list = knex('vacancies as t0')
      .select('t0.*')
      .whereNotNull('t0.published_at')
      .where((q) => q.where('t0.closed', false).orWhereNull('t0.closed'))
      .where((q) => q.where('t0.valid_through', '>=', '2026-11-24').orWhereNull('t0.valid_through'))
      .orderBy([
        { column: 't0.date_posted', order: 'desc' },
        { column: 't0.id', order: 'desc' },
      ])
      .limit(20)
      .toString();
    const plan = async () => ((await knex.raw(`EXPLAIN QUERY PLAN ${list}`)) as { detail: string }[]).map((row) => row.detail).join(' | ');
    expect(await plan()).toMatch(/TEMP B-TREE FOR ORDER BY/);
    await createMissingIndexes(knex, vacancyIndexes());
    expect(await plan()).toBe('SCAN t0 USING INDEX vacancies_open_list_idx');
  });
});

describe('unique indexes', () => {
  it('keeps a key once in the database itself, and leaves rows without a key alone', async () => {
    await knex.schema.createTable('indexing_notifications', (table) => {
      table.increments('id');
      table.string('dedupe_key');
    });
    const notifications = {
      get: () => ({ tableName: 'indexing_notifications', attributes: { dedupeKey: { columnName: 'dedupe_key' } } }),
    };
    const spec = DATABASE_INDEXES.find((index) => index.uid === 'api::indexing.indexing-notification')!;
    expect(await createMissingIndexes(knex, resolveIndexes(notifications, [spec]))).toEqual(['indexing_notifications_dedupe_key_unique']);
    await knex('indexing_notifications').insert([{ dedupe_key: 'expired:a:2026-11-25' }, { dedupe_key: null }, { dedupe_key: null }]);
    await expect(knex('indexing_notifications').insert({ dedupe_key: 'expired:a:2026-11-25' })).rejects.toThrow(/UNIQUE/);
  });
});

describe('a unique link (issue 48)', () => {
  it('lets an account into one organisation only, however many invitations are accepted at once', async () => {
    await knex.schema.createTable('organisation_members_user_lnk', (table) => {
      table.increments('id');
      table.integer('organisation_member_id');
      table.integer('user_id');
    });
    const members = {
      get: () => ({
        tableName: 'organisation_members',
        attributes: { user: { joinTable: { name: 'organisation_members_user_lnk', inverseJoinColumn: { name: 'user_id' } } } },
      }),
    };
    const spec = DATABASE_INDEXES.find((index) => index.suffix === 'one_per_account')!;
    expect(await createMissingIndexes(knex, resolveIndexes(members, [spec]))).toEqual(['organisation_members_user_lnk_one_per_account']);
    await knex('organisation_members_user_lnk').insert([
      { organisation_member_id: 1, user_id: 7 },
      { organisation_member_id: 2, user_id: 8 },
    ]);
    await expect(knex('organisation_members_user_lnk').insert({ organisation_member_id: 3, user_id: 7 })).rejects.toThrow(/UNIQUE/);
  });
});

describe('resolveIndexes', () => {
  it('fails loudly when an attribute it indexes no longer exists', () => {
    const renamed = { get: () => ({ tableName: 'vacancies', attributes: { id: { columnName: 'id' } } }) };
    expect(() => resolveIndexes(renamed, DATABASE_INDEXES.slice(0, 1))).toThrow(/has no column for "datePosted"/);
  });
});
