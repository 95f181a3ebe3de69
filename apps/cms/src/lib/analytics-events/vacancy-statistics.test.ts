import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { DAILY_COUNTS_TABLE, ensureRollupTables, rollUpOldEvents } from './rollup';
import { EVENTS_TABLE, ensureEventsTable } from './store';
import { addDays, aggregateDays, countsOf, statisticsRange, vacancyStatistics } from './vacancy-statistics';

const NOON = (day: string) => Date.parse(`${day}T11:00:00Z`);

describe('the range of a vacancy’s statistics', () => {
  it('is the last 90 Dutch days, or fewer since the first publication', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(statisticsRange(NOON('2026-11-27'), null)).toEqual({ from: '2026-08-30', to: '2026-11-27' });
    expect(statisticsRange(NOON('2026-11-27'), '2026-11-20')).toEqual({ from: '2026-11-20', to: '2026-11-27' });
    expect(statisticsRange(NOON('2026-11-27'), '2025-01-01')).toEqual({ from: '2026-08-30', to: '2026-11-27' });
    // 23:30 UTC on the 27th is already the 28th in Amsterdam
    expect(statisticsRange(Date.parse('2026-11-27T23:30:00Z'), '2026-11-28').to).toBe('2026-11-28');
  });
});

describe('aggregating a vacancy’s days', () => {
  it('fills every day, adds both tables, and counts only applications among the leads', () => {
    const result = aggregateDays({ from: '2026-11-25', to: '2026-11-27' }, [
      { day: '2026-11-25', event_type: 'Itemview', label: 'search', count: 2 },
      { day: '2026-11-25', event_type: 'Itemview', label: 'search', count: '1' }, // rolled up, PostgreSQL's sum as text
      { day: '2026-11-27', event_type: 'Itemview', label: null, count: 1 },
      { day: '2026-11-27', event_type: 'Itemview', label: 'alert', count: 1 },
      { day: '2026-11-27', event_type: 'Apply click', label: null, count: 1 },
      { day: '2026-11-27', event_type: 'Lead', label: 'sollicitatie', count: 1 },
      { day: '2026-11-27', event_type: 'Lead', label: 'vacature-alert', count: 4 },
      { day: '2026-10-01', event_type: 'Itemview', label: 'search', count: 9 }, // outside the range
    ]);
    expect(result.days.map((d) => [d.day, d.views, d.applyClicks, d.applications])).toEqual([
      ['2026-11-25', 3, 0, 0],
      ['2026-11-26', 0, 0, 0],
      ['2026-11-27', 2, 1, 1],
    ]);
    expect(result.sources).toEqual([
      { source: 'search', views: 3 },
      { source: 'alert', views: 1 },
      { source: 'unknown', views: 1 },
    ]);
    expect(result.days[1].sources).toEqual({ search: 0, alert: 0, unknown: 0 });
    expect(result.totals).toEqual({ views: 5, applyClicks: 1, applications: 1 });
  });
});

describe('querying a vacancy’s statistics', () => {
  const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  const event = (day: string, session: string, eventType: string, itemId: string, label: string | null) => ({
    event_type: eventType,
    url: `/jobs/vacature/${itemId}/kok`,
    ts: NOON(day),
    day,
    session_id: session,
    client_hash: 'hash',
    item_type: 'vacancy',
    item_id: itemId,
    label,
    received_at: NOON(day),
  });

  it('counts its own raw events and keeps the sources through the roll-up (decision 050)', async () => {
    await ensureEventsTable(knex);
    await ensureRollupTables(knex);
    await knex(EVENTS_TABLE).insert([
      event('2026-10-02', 'a', 'Itemview', 'mine', 'search'),
      event('2026-10-02', 'b', 'Itemview', 'mine', 'alert'),
      event('2026-10-02', 'b', 'Apply click', 'mine', null),
      event('2026-11-26', 'c', 'Itemview', 'mine', 'search-engine'),
      event('2026-11-26', 'c', 'Lead', 'mine', 'sollicitatie'),
      event('2026-11-26', 'd', 'Itemview', 'other', 'direct'),
    ]);
    await rollUpOldEvents(knex, { at: new Date(NOON('2026-11-27')), rawDays: 30 });
    expect(await knex(EVENTS_TABLE).where('day', '2026-10-02').count({ n: '*' })).toEqual([{ n: 0 }]);

    const result = await vacancyStatistics(knex, 'mine', { from: '2026-10-01', to: '2026-11-27' });
    const day = (d: string) => result.days.find((entry) => entry.day === d)!;
    expect(day('2026-10-02')).toMatchObject({ views: 2, applyClicks: 1, sources: { search: 1, alert: 1 } });
    expect(day('2026-11-26')).toMatchObject({ views: 1, applications: 1, sources: { 'search-engine': 1 } });
    expect(result.totals).toEqual({ views: 3, applyClicks: 1, applications: 1 });
    expect(result.sources.map((s) => s.source)).toEqual(['search', 'alert', 'search-engine']);
  });

  it('reads each table through the index that starts with the item', async () => {
    await ensureEventsTable(knex);
    await ensureRollupTables(knex);
    const range = { from: '2026-08-30', to: '2026-11-27' };
    for (const [table, index] of [
      [EVENTS_TABLE, 'analytics_events_item_id_day_idx'],
      [DAILY_COUNTS_TABLE, 'analytics_daily_counts_item_idx'],
    ]) {
      const { sql, bindings } = countsOf(knex, table, 'mine', range).toSQL();
      const plan: Array<{ detail: string }> = await knex.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as never);
      expect(plan.map((step) => step.detail).join('\n')).toContain(index);
    }
  });
});
