import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';

/**
 * Issue 14 (bounded data path, decision 011): the CMS creates indexes for the site's and the
 * search's filters and sorts when it starts (src/bootstrap/database-indexes.ts), and the open-vacancy
 * list Strapi's REST API runs for the home and the category pages reads them in order instead of
 * sorting every vacancy. A read-only look into whichever database the suite's CMS runs on.
 */

const { cmsDatabaseFile, cmsDatabaseUrl } = inject('stack');
const load = createRequire(import.meta.url);

const EXPECTED = [
  'vacancies_open_list_idx',
  'vacancies_open_by_id_idx',
  'vacancies_published_updated_idx',
  'events_published_start_idx',
  'news_items_published_date_idx',
  'pages_slug_idx',
  'vacancies_slug_idx',
  'places_name_idx',
  'vacancy_categories_name_idx',
  'partners_name_idx',
  'products_name_idx',
  'registrations_event_state_idx',
  'job_alerts_category_place_idx',
  'job_alerts_unsubscribe_token_idx',
  'job_alert_deliveries_digest_pending_idx',
  'job_alert_deliveries_alert_idx',
  'job_alert_deliveries_pair_key_unique',
  'indexing_notifications_dedupe_key_unique',
  'indexing_notifications_state_due_idx',
  'indexing_notifications_state_sent_idx',
];

/**
 * The list and its count as Strapi 5 writes them for lib/cms/queries getVacancies (seen in the CMS's
 * `DEBUG=knex:query` log): published, not closed, valid through today or later, newest first.
 */
const OPEN = (no: string) =>
  `("t0"."published_at" is not null and ((("t0"."closed" = ${no}) or ("t0"."closed" is null)) and (("t0"."valid_through" >= '2026-11-24') or ("t0"."valid_through" is null))) and "t0"."published_at" is not null)`;
const LIST = (no: string) =>
  `select "t0".*, "t0"."id" from "vacancies" as "t0" where ${OPEN(no)} order by "t0"."date_posted" desc, "t0"."id" desc limit 20`;
const COUNT = (no: string) => `select count("t0"."id") as "count" from "vacancies" as "t0" where ${OPEN(no)} limit 1`;
/** The count of a category page's list: Strapi joins the link table and counts distinct ids. */
const CATEGORY_COUNT = (no: string) =>
  `select count(distinct "t0"."id") as "count" from "vacancies" as "t0" left join "vacancies_category_lnk" as "t1" on "t0"."id" = "t1"."vacancy_id" left join "vacancy_categories" as "t2" on "t1"."vacancy_category_id" = "t2"."id" where ${OPEN(no).replace(/\)$/, ` and "t2"."document_id" = 'x')`)} limit 1`;

type Look = { indexes: string[]; listPlan: string; countPlan: string; categoryCountPlan?: string };

/**
 * PostgreSQL rightly prefers a scan and a sort for a test-sized table, so both are priced out here
 * to see whether an index can give the list its order; with 100,000 vacancies it picks that index by
 * itself (EXPLAIN ANALYZE in decision 011).
 */
async function lookIntoPostgres(url: string): Promise<Look> {
  type Client = { connect(): Promise<void>; query(sql: string): Promise<{ rows: Record<string, string>[] }>; end(): Promise<void> };
  const { Client } = load('pg') as { Client: new (options: { connectionString: string }) => Client };
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const indexes = (await client.query('SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()')).rows.map(
      (row) => row.indexname,
    );
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    await client.query('SET LOCAL enable_sort = off');
    const plan = async (sql: string) => (await client.query(`EXPLAIN ${sql}`)).rows.map((row) => row['QUERY PLAN']).join('\n');
    const look = { indexes, listPlan: await plan(LIST('false')), countPlan: await plan(COUNT('false')) };
    await client.query('ROLLBACK');
    return look;
  } finally {
    await client.end();
  }
}

function lookIntoSqlite(file: string): Look {
  type Database = { prepare(sql: string): { all(): Record<string, string>[] }; close(): void };
  const BetterSqlite = load('better-sqlite3') as new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => Database;
  const db = new BetterSqlite(file, { readonly: true, fileMustExist: true });
  try {
    const plan = (sql: string) =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all()
        .map((row) => row.detail)
        .join('\n');
    const indexes = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index'")
      .all()
      .map((row) => row.name);
    return { indexes, listPlan: plan(LIST('0')), countPlan: plan(COUNT('0')), categoryCountPlan: plan(CATEGORY_COUNT('0')) };
  } finally {
    db.close();
  }
}

const look = () => (cmsDatabaseUrl ? lookIntoPostgres(cmsDatabaseUrl) : lookIntoSqlite(cmsDatabaseFile!));

describe('database indexes', () => {
  it('the CMS has created an index for every filter and sort of the site and the search', async () => {
    const { indexes } = await look();
    expect(EXPECTED.filter((name) => !indexes.includes(name))).toEqual([]);
  });

  it('the open-vacancy list reads the newest vacancies in index order, and its count only published rows from an index', async () => {
    const { listPlan, countPlan } = await look();
    expect(listPlan).toContain('vacancies_open_list_idx');
    // No sort of every open vacancy to find the first 20.
    expect(listPlan).not.toMatch(/TEMP B-TREE|Sort/);
    // SQLite counts from the index alone. PostgreSQL reads only the published rows through one of the
    // published-only indexes (at 100,000 vacancies: an index-only scan of vacancies_open_by_id_idx).
    expect(countPlan).toMatch(
      cmsDatabaseUrl
        ? /(using|on) vacancies_(open_list|open_by_id|published_updated)_idx/
        : /COVERING INDEX vacancies_open_(list|by_id)_idx/,
    );
  });

  it.skipIf(cmsDatabaseUrl)("SQLite counts a category page's vacancies from the id-ordered index, not the whole table", async () => {
    // PostgreSQL plans this join from the category's side (a hash join over the link table).
    const { categoryCountPlan } = await look();
    expect(categoryCountPlan).toContain('COVERING INDEX vacancies_open_by_id_idx');
  });
});
