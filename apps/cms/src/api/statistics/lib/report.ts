import type { Knex } from 'knex';
import { buildJobInsights, type JobInsights } from './job-insights';
import { EVENTS_TABLE } from './store';

/**
 * The editors' dashboard figures (decision 007) for an inclusive range of Dutch calendar days.
 * Every query filters on `day` first, which the `(day, event_type)` and `(item_type, day, item_id)`
 * indexes serve.
 */
export const MAX_RANGE_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type Range = { from: string; to: string };

export function parseRange(query: Record<string, unknown>, today: string): { ok: true; value: Range } | { ok: false; message: string } {
  const to = query.to === undefined ? today : query.to;
  const from = query.from === undefined ? shiftDay(String(to), -29) : query.from;
  if (
    typeof from !== 'string' ||
    typeof to !== 'string' ||
    !DAY.test(from) ||
    !DAY.test(to) ||
    Number.isNaN(Date.parse(from)) ||
    Number.isNaN(Date.parse(to))
  ) {
    return { ok: false, message: 'from and to must be days as YYYY-MM-DD' };
  }
  if (from > to) return { ok: false, message: 'from must not be after to' };
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > MAX_RANGE_DAYS)
    return { ok: false, message: `the range may span at most ${MAX_RANGE_DAYS} days` };
  return { ok: true, value: { from, to } };
}

export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export type Report = {
  range: Range;
  perDay: { day: string; visitors: number; pageviews: number }[];
  totals: { visitors: number; pageviews: number; events: number };
  topPages: { url: string; views: number }[];
  topItems: Record<'vacancy' | 'news' | 'event', { id: string; views: number; title?: string | null }[]>;
  eventsPerType: { eventType: string; count: number }[];
  funnel: { registered: number; emailValidated: number; signedInAfterSignUp: number };
  /** The job site's own figures (decision 035). */
  jobs: JobInsights;
};

const n = (value: unknown) => Number(value ?? 0);

/** A count or sum as the database driver returns it: a number, or a numeric string (PostgreSQL's bigint). */
type Aggregate = number | string | null;
type PerDayRow = { day: string; visitors: Aggregate; pageviews: Aggregate };
type TotalsRow = { visitors: Aggregate; pageviews: Aggregate; events: Aggregate };
type CountRow = { count: Aggregate };

export async function buildReport(knex: Knex, range: Range, limit = 10): Promise<Report> {
  const inRange = () => knex(EVENTS_TABLE).whereBetween('day', [range.from, range.to]);

  const perDayRows: PerDayRow[] = await inRange()
    .select('day')
    .countDistinct({ visitors: 'session_id' })
    .sum({ pageviews: knex.raw("CASE WHEN event_type = 'Pageview' THEN 1 ELSE 0 END") })
    .groupBy('day')
    .orderBy('day');
  const byDay = new Map(perDayRows.map((row) => [row.day, { visitors: n(row.visitors), pageviews: n(row.pageviews) }]));
  const perDay: Report['perDay'] = [];
  for (let day = range.from; day <= range.to; day = shiftDay(day, 1))
    perDay.push({ day, ...(byDay.get(day) ?? { visitors: 0, pageviews: 0 }) });

  const [totalsRow]: TotalsRow[] = await inRange()
    .countDistinct({ visitors: 'session_id' })
    .count({ events: '*' })
    .sum({ pageviews: knex.raw("CASE WHEN event_type = 'Pageview' THEN 1 ELSE 0 END") });

  const topPageRows: Array<{ url: string; views: Aggregate }> = await inRange()
    .where('event_type', 'Pageview')
    .select('url')
    .count({ views: '*' })
    .groupBy('url')
    .orderBy([{ column: 'views', order: 'desc' }, 'url'])
    .limit(limit);
  const topPages = topPageRows.map((row) => ({ url: row.url, views: n(row.views) }));

  const topItems: Report['topItems'] = { vacancy: [], news: [], event: [] };
  for (const type of Object.keys(topItems) as (keyof Report['topItems'])[]) {
    const rows: Array<{ item_id: string; views: Aggregate }> = await knex(EVENTS_TABLE)
      .where('item_type', type)
      .whereBetween('day', [range.from, range.to])
      .where('event_type', 'Itemview')
      .select('item_id')
      .count({ views: '*' })
      .groupBy('item_id')
      .orderBy([{ column: 'views', order: 'desc' }, 'item_id'])
      .limit(limit);
    topItems[type] = rows.map((row) => ({ id: row.item_id, views: n(row.views) }));
  }

  const eventTypeRows: Array<{ event_type: string; count: Aggregate }> = await inRange()
    .select('event_type')
    .count({ count: '*' })
    .groupBy('event_type')
    .orderBy([{ column: 'count', order: 'desc' }, 'event_type']);
  const eventsPerType = eventTypeRows.map((row) => ({
    eventType: row.event_type,
    count: n(row.count),
  }));

  const signUps = async (label: string): Promise<CountRow | undefined> =>
    inRange().where({ event_type: 'user-auth sign up', label }).count({ count: '*' }).first();
  const registered = n((await signUps('registered'))?.count);
  const emailValidated = n((await signUps('email validated'))?.count);
  const signedIn: CountRow | undefined = await inRange()
    .where('event_type', 'user-auth sign in')
    .whereIn(
      'session_id',
      knex(EVENTS_TABLE).select('session_id').whereBetween('day', [range.from, range.to]).where('event_type', 'user-auth sign up'),
    )
    .countDistinct({ count: 'session_id' })
    .first();

  return {
    range,
    perDay,
    totals: { visitors: n(totalsRow?.visitors), pageviews: n(totalsRow?.pageviews), events: n(totalsRow?.events) },
    topPages,
    topItems,
    eventsPerType,
    funnel: { registered, emailValidated, signedInAfterSignUp: n(signedIn?.count) },
    jobs: await buildJobInsights(knex, range),
  };
}
