import knexFactory from 'knex';
import { beforeEach, describe, expect, it } from 'vitest';
import { DAILY_COUNTS_TABLE, ensureRollupTables, firstRawDay, ROLLUPS_TABLE, rollUpOldEvents } from './rollup';
import { EVENTS_TABLE, ensureEventsTable } from './store';

const AT = new Date(Date.UTC(2026, 10, 27, 2, 30, 0));

function row(day: string, session: string, extra: Record<string, unknown> = {}) {
  return {
    event_type: 'Pageview',
    url: '/jobs',
    ts: Date.parse(`${day}T12:00:00Z`),
    day,
    session_id: session,
    client_hash: 'hash',
    item_type: null,
    item_id: null,
    label: null,
    received_at: Date.parse(`${day}T12:00:00Z`),
    ...extra,
  };
}

describe('rolling up raw analytics events (decision 050)', () => {
  const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  beforeEach(async () => {
    await ensureEventsTable(knex);
    await ensureRollupTables(knex);
    await ensureRollupTables(knex); // idempotent
    for (const table of [EVENTS_TABLE, ROLLUPS_TABLE, DAILY_COUNTS_TABLE]) await knex(table).delete();
  });

  it('keeps the period’s days raw and turns older ones into totals without sessions', async () => {
    expect(firstRawDay(AT, 30)).toBe('2026-10-28');
    await knex(EVENTS_TABLE).insert([
      row('2026-10-01', 'a'),
      row('2026-10-01', 'a'),
      row('2026-10-01', 'b'),
      row('2026-10-01', 'b', { event_type: 'Search', url: '/jobs/zoeken', label: 'kok' }),
      row('2026-10-02', 'c', { event_type: 'Itemview', url: '/jobs/vacature/x/kok', item_type: 'vacancy', item_id: 'x' }),
      row('2026-11-20', 'd'),
    ]);
    expect(await rollUpOldEvents(knex, { at: AT, rawDays: 30 })).toEqual({ days: 2, events: 5 });

    expect((await knex(EVENTS_TABLE).select('day')).map((r) => r.day)).toEqual(['2026-11-20']);
    expect(await knex(ROLLUPS_TABLE).select('day', 'visitors', 'events').orderBy('day')).toEqual([
      { day: '2026-10-01', visitors: 2, events: 4 },
      { day: '2026-10-02', visitors: 1, events: 1 },
    ]);
    const counts = await knex(DAILY_COUNTS_TABLE)
      .select('day', 'event_type', 'url', 'item_id', 'label', 'events', 'sessions')
      .orderBy('id');
    expect(counts).toEqual(
      expect.arrayContaining([
        { day: '2026-10-01', event_type: 'Pageview', url: '/jobs', item_id: null, label: null, events: 3, sessions: 2 },
        { day: '2026-10-01', event_type: 'Search', url: '/jobs/zoeken', item_id: null, label: 'kok', events: 1, sessions: 1 },
        { day: '2026-10-02', event_type: 'Itemview', url: '/jobs/vacature/x/kok', item_id: 'x', label: null, events: 1, sessions: 1 },
      ]),
    );
    expect(counts).toHaveLength(3);
    // Nothing left to do: a second round changes nothing.
    expect(await rollUpOldEvents(knex, { at: AT, rawDays: 30 })).toEqual({ days: 0, events: 0 });
  });

  it('counts a day once when two rounds run at once, and rolls up late rows under a key of their own', async () => {
    await knex(EVENTS_TABLE).insert([row('2026-10-01', 'a'), row('2026-10-01', 'b')]);
    const results = await Promise.all([rollUpOldEvents(knex, { at: AT, rawDays: 30 }), rollUpOldEvents(knex, { at: AT, rawDays: 30 })]);
    expect(results.reduce((sum, result) => sum + result.events, 0)).toBe(2);
    await knex(EVENTS_TABLE).insert([row('2026-10-01', 'c')]);
    await rollUpOldEvents(knex, { at: AT, rawDays: 30 });
    expect(await knex(ROLLUPS_TABLE).sum({ events: 'events' }).first()).toEqual({ events: 3 });
    expect(await knex(DAILY_COUNTS_TABLE).sum({ events: 'events' }).first()).toEqual({ events: 3 });
    expect(await knex(EVENTS_TABLE).count({ n: '*' }).first()).toEqual({ n: 0 });
  });
});
