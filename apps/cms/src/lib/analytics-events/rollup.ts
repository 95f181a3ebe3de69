import type { Knex } from 'knex';
import { amsterdamDay } from './day';
import { EVENTS_TABLE } from './store';

/**
 * Raw events past their period (ANALYTICS_RAW_DAYS, decision 050) become daily totals, and the raw rows
 * go. A raw row names a session (a random id in a first-party cookie) and a client hash; a daily total
 * names neither: per day, event type, page address, item and label the number of events and of
 * sessions they came from, and per day the number of visitors (distinct sessions).
 *
 * Exactly once across CMS instances: each run of one day is one transaction that first writes a
 * marker keyed on the lowest raw id it takes (unique). Two instances at once compute the same key; the
 * second's insert fails (PostgreSQL: once the first has committed; SQLite: writes are serialised) and
 * its transaction, totals and deletes included, rolls back. Rows that arrive for a day already rolled
 * up (a browser that slept) are rolled up later under a key of their own.
 */
export const ROLLUPS_TABLE = 'analytics_rollups';
export const DAILY_COUNTS_TABLE = 'analytics_daily_counts';

export async function ensureRollupTables(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable(ROLLUPS_TABLE))) {
    await knex.schema.createTable(ROLLUPS_TABLE, (table) => {
      table.bigIncrements('id').primary();
      table.bigInteger('from_id').notNullable().unique();
      table.string('day', 10).notNullable();
      table.integer('visitors').notNullable();
      table.integer('events').notNullable();
      table.bigInteger('rolled_at').notNullable();
    });
  }
  if (!(await knex.schema.hasTable(DAILY_COUNTS_TABLE))) {
    await knex.schema.createTable(DAILY_COUNTS_TABLE, (table) => {
      table.bigIncrements('id').primary();
      table.bigInteger('rollup_id').notNullable();
      table.string('day', 10).notNullable();
      table.string('event_type', 40).notNullable();
      table.string('url', 2048).notNullable();
      table.string('item_type', 16).nullable();
      table.string('item_id', 64).nullable();
      table.string('label', 200).nullable();
      table.integer('events').notNullable();
      table.integer('sessions').notNullable();
    });
  }
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??)', [
    'analytics_daily_counts_day_type_idx',
    DAILY_COUNTS_TABLE,
    'day',
    'event_type',
  ]);
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??)', ['analytics_rollups_day_idx', ROLLUPS_TABLE, 'day']);
  // One vacancy's rolled-up days for its poster (decision 055).
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??, ??, ??)', [
    'analytics_daily_counts_item_idx',
    DAILY_COUNTS_TABLE,
    'item_id',
    'item_type',
    'day',
  ]);
}

/** The first day whose raw events are kept: days before it are rolled up. */
export function firstRawDay(at: Date, rawDays: number): string {
  return amsterdamDay(at.getTime() - rawDays * 24 * 60 * 60 * 1000);
}

const GROUP = ['day', 'event_type', 'url', 'item_type', 'item_id', 'label'] as const;

/** Rolls up one day's raw rows in one transaction; false when another instance took them first. */
async function rollUpDay(knex: Knex, day: string, at: Date): Promise<{ events: number } | false> {
  try {
    return await knex.transaction(async (trx) => {
      const first = await trx(EVENTS_TABLE).where('day', day).min({ id: 'id' }).first();
      if (first?.id === null || first?.id === undefined) return { events: 0 };
      const totals = await trx(EVENTS_TABLE).where('day', day).countDistinct({ visitors: 'session_id' }).count({ events: '*' }).first();
      const [rollup] = await trx(ROLLUPS_TABLE)
        .insert({
          from_id: first.id,
          day,
          visitors: Number(totals?.visitors ?? 0),
          events: Number(totals?.events ?? 0),
          rolled_at: at.getTime(),
        })
        .returning('id');
      const rollupId = typeof rollup === 'object' ? (rollup as { id: number }).id : rollup;
      await trx
        .into(trx.raw('?? (??, ??, ??, ??, ??, ??, ??, ??, ??)', [DAILY_COUNTS_TABLE, 'rollup_id', ...GROUP, 'events', 'sessions']))
        .insert(
          trx(EVENTS_TABLE)
            .where('day', day)
            .select(trx.raw(`${Number(rollupId)} as rollup_id`), ...GROUP)
            .count({ events: '*' })
            .countDistinct({ sessions: 'session_id' })
            .groupBy(...GROUP),
        );
      const deleted = await trx(EVENTS_TABLE).where('day', day).del();
      return { events: deleted };
    });
  } catch (error) {
    if (/unique|duplicate/i.test(String((error as Error)?.message))) return false;
    throw error;
  }
}

/** Every day before the raw period, oldest first: totals written, raw rows deleted. */
export async function rollUpOldEvents(
  knex: Knex,
  { at, rawDays }: { at: Date; rawDays: number },
): Promise<{ days: number; events: number }> {
  const before = firstRawDay(at, rawDays);
  const days: string[] = (await knex(EVENTS_TABLE).where('day', '<', before).distinct('day').orderBy('day')).map(
    (row: { day: string }) => row.day,
  );
  let rolled = 0;
  let events = 0;
  for (const day of days) {
    const result = await rollUpDay(knex, day, at);
    if (!result || !result.events) continue;
    rolled += 1;
    events += result.events;
  }
  return { days: rolled, events };
}

type Aggregate = number | string | null;
const n = (value: Aggregate | undefined) => Number(value ?? 0);

/** The daily totals of a range of days, in the shapes the dashboard report adds to the raw events' (report.ts). */
export type RolledUpFigures = {
  perDay: Map<string, { visitors: number; pageviews: number }>;
  totals: { visitors: number; pageviews: number; events: number };
  pages: Map<string, number>;
  items: (type: string, ids: Knex.QueryBuilder, limit: number) => Promise<Map<string, number>>;
  eventTypes: Map<string, number>;
};

/**
 * What the daily totals say of the days `from`..`to` (decision 050), so the dashboard keeps showing the
 * days whose raw events are gone. Visitors are per day: over several days, a visitor of two rolled-up days
 * counts twice (the sessions that tied them are what was deleted), and the sign-up funnel has no sessions
 * to follow there.
 */
export async function rolledUpFigures(knex: Knex, range: { from: string; to: string }, pageCandidates: number): Promise<RolledUpFigures> {
  const empty: RolledUpFigures = {
    perDay: new Map(),
    totals: { visitors: 0, pageviews: 0, events: 0 },
    pages: new Map(),
    items: async () => new Map(),
    eventTypes: new Map(),
  };
  if (!(await knex.schema.hasTable(DAILY_COUNTS_TABLE))) return empty;
  const counts = () => knex(DAILY_COUNTS_TABLE).whereBetween('day', [range.from, range.to]);

  const visitorRows: Array<{ day: string; visitors: Aggregate; events: Aggregate }> = await knex(ROLLUPS_TABLE)
    .whereBetween('day', [range.from, range.to])
    .select('day')
    .sum({ visitors: 'visitors', events: 'events' })
    .groupBy('day');
  if (!visitorRows.length) return empty;
  const pageviewRows: Array<{ day: string; pageviews: Aggregate }> = await counts()
    .where('event_type', 'Pageview')
    .select('day')
    .sum({ pageviews: 'events' })
    .groupBy('day');
  const perDay = new Map(visitorRows.map((row) => [row.day, { visitors: n(row.visitors), pageviews: 0 }]));
  for (const row of pageviewRows) perDay.set(row.day, { visitors: perDay.get(row.day)?.visitors ?? 0, pageviews: n(row.pageviews) });

  const pageRows: Array<{ url: string; views: Aggregate }> = await counts()
    .where('event_type', 'Pageview')
    .select('url')
    .sum({ views: 'events' })
    .groupBy('url')
    .orderBy([{ column: 'views', order: 'desc' }, 'url'])
    .limit(pageCandidates);
  const typeRows: Array<{ event_type: string; count: Aggregate }> = await counts()
    .select('event_type')
    .sum({ count: 'events' })
    .groupBy('event_type');

  return {
    perDay,
    totals: {
      visitors: visitorRows.reduce((sum, row) => sum + n(row.visitors), 0),
      pageviews: pageviewRows.reduce((sum, row) => sum + n(row.pageviews), 0),
      events: visitorRows.reduce((sum, row) => sum + n(row.events), 0),
    },
    pages: new Map(pageRows.map((row) => [row.url, n(row.views)])),
    async items(type, ids, limit) {
      const rows: Array<{ item_id: string; views: Aggregate }> = await counts()
        .where({ item_type: type, event_type: 'Itemview' })
        .whereIn('item_id', ids)
        .select('item_id')
        .sum({ views: 'events' })
        .groupBy('item_id')
        .orderBy([{ column: 'views', order: 'desc' }, 'item_id'])
        .limit(limit);
      return new Map(rows.map((row) => [row.item_id, n(row.views)]));
    },
    eventTypes: new Map(typeRows.map((row) => [row.event_type, n(row.count)])),
  };
}

/** Two counts by key added up, highest first (ties by key), at most `limit`. */
export function mergeCounts(a: Iterable<[string, number]>, b: Iterable<[string, number]>, limit = Infinity): Array<[string, number]> {
  const merged = new Map<string, number>(a);
  for (const [key, count] of b) merged.set(key, (merged.get(key) ?? 0) + count);
  return [...merged].sort(([keyA, countA], [keyB, countB]) => countB - countA || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0)).slice(0, limit);
}
