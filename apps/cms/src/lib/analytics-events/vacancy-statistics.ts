import type { Knex } from 'knex';
import {
  isVisitSource,
  LEAD_LABELS,
  VACANCY_STATISTICS_DAYS,
  type VacancyStatistics,
  type VacancyStatisticsDay,
  VISIT_SOURCES,
  type VisitSourceOrUnknown,
} from '@vacaturesite/shared';
import { amsterdamDay } from './day';
import { DAILY_COUNTS_TABLE } from './rollup';
import { EVENTS_TABLE } from './store';

/**
 * One vacancy's figures for its poster (issue 39, decision 055): views by source, apply clicks and
 * applications per day, from the raw events and from the daily totals that replace them after
 * ANALYTICS_RAW_DAYS (decision 050). Counts only: no session, address or client hash leaves here.
 */

/** One group of events: a day, an event type and its label, and how many. */
export type CountRow = { day: string; event_type: string; label: string | null; count: number | string | null };

const MEASURED = ['Itemview', 'Apply click', 'Lead'];

/** 'YYYY-MM-DD' plus `days` calendar days (UTC arithmetic on a date: no clock changes involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last VACANCY_STATISTICS_DAYS days up to today, or fewer from the day the vacancy was first published. */
export function statisticsRange(now: number, publishedDay: string | null): { from: string; to: string } {
  const to = amsterdamDay(now);
  const earliest = addDays(to, -(VACANCY_STATISTICS_DAYS - 1));
  const from = publishedDay && publishedDay > earliest ? (publishedDay > to ? to : publishedDay) : earliest;
  return { from, to };
}

/** The grouped rows of both tables as one series of days, zeros included; an Itemview without a known label counts as 'unknown'. */
export function aggregateDays(range: { from: string; to: string }, rows: CountRow[]): VacancyStatistics {
  const days = new Map<string, VacancyStatisticsDay>();
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    days.set(day, { day, views: 0, applyClicks: 0, applications: 0, sources: {} });
  }
  const sourceTotals = new Map<VisitSourceOrUnknown, number>();
  for (const row of rows) {
    const entry = days.get(row.day);
    const count = Number(row.count ?? 0);
    if (!entry || !count) continue;
    if (row.event_type === 'Itemview') {
      const source: VisitSourceOrUnknown = isVisitSource(row.label) ? row.label : 'unknown';
      entry.views += count;
      entry.sources[source] = (entry.sources[source] ?? 0) + count;
      sourceTotals.set(source, (sourceTotals.get(source) ?? 0) + count);
    } else if (row.event_type === 'Apply click') entry.applyClicks += count;
    else if (row.event_type === 'Lead' && row.label === LEAD_LABELS.application) entry.applications += count;
  }
  const sources = [...VISIT_SOURCES, 'unknown' as const]
    .filter((source) => sourceTotals.has(source))
    .map((source) => ({ source, views: sourceTotals.get(source)! }));
  const list = [...days.values()];
  for (const entry of list) for (const { source } of sources) entry.sources[source] ??= 0;
  const sum = (key: 'views' | 'applyClicks' | 'applications') => list.reduce((total, entry) => total + entry[key], 0);
  return {
    ...range,
    days: list,
    sources,
    totals: { views: sum('views'), applyClicks: sum('applyClicks'), applications: sum('applications') },
  };
}

/**
 * Two grouped queries, one per table, each read through its item index (store.ts, rollup.ts). Rows of a
 * day can be in both: events that arrived after their day was rolled up wait raw until the next round.
 */
export async function vacancyStatistics(knex: Knex, vacancyId: string, range: { from: string; to: string }): Promise<VacancyStatistics> {
  const raw: CountRow[] = await countsOf(knex, EVENTS_TABLE, vacancyId, range);
  const rolledUp: CountRow[] = (await knex.schema.hasTable(DAILY_COUNTS_TABLE))
    ? await countsOf(knex, DAILY_COUNTS_TABLE, vacancyId, range)
    : [];
  return aggregateDays(range, [...raw, ...rolledUp]);
}

/** One table's grouped counts: rows in the raw table, the `events` column in the daily totals. */
export function countsOf(knex: Knex, table: string, vacancyId: string, range: { from: string; to: string }): Knex.QueryBuilder {
  const query = knex(table)
    .where({ item_id: vacancyId, item_type: 'vacancy' })
    .whereBetween('day', [range.from, range.to])
    .whereIn('event_type', MEASURED)
    .select('day', 'event_type', 'label')
    .groupBy('day', 'event_type', 'label');
  return table === EVENTS_TABLE ? query.count({ count: '*' }) : query.sum({ count: 'events' });
}
