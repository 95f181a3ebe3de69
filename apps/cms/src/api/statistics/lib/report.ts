import type { Knex } from 'knex';
import { eventLabel, pageClaim, type PageDocument } from '@vacaturesite/shared';
import { amsterdamDayStart, type Range } from '../../../lib/analytics-events/day';
import { buildJobInsights, type JobInsights } from './job-insights';
import { documentKey, type PublishedDocuments } from './published';
import { mergeCounts, rolledUpFigures } from '../../../lib/analytics-events/rollup';
import { EVENTS_TABLE } from '../../../lib/analytics-events/store';

/**
 * The editors' dashboard figures (decision 007) for an inclusive range of Dutch calendar days.
 * Every query filters on `day` first, which the `(day, event_type)` and `(item_type, day, item_id)`
 * indexes serve. Days whose raw events were rolled up (decision 050) add their daily totals; the
 * sign-up funnel and the job insights count the raw events only.
 */
export const MAX_RANGE_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
  /** `label`: the event name in Dutch, for the admin (issue 35). */
  eventsPerType: { eventType: string; label: string; count: number }[];
  /**
   * Sign-ups of the period: accounts created (`registered`) and those of them with a confirmed e-mail
   * address (`emailValidated`), from the accounts themselves; `signedInAfterSignUp` from the events.
   */
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

/** Accounts created from `from` up to (not including) `to`, and how many of them have confirmed their address. */
export type AccountCounter = (from: Date, to: Date) => Promise<{ registered: number; confirmed: number }>;

/** What the report reads besides the events: which documents exist (issue 35) and the accounts. */
export type ReportSources = { documents: PublishedDocuments; accounts: AccountCounter };

/**
 * How many of the most viewed addresses are checked for being pages of the site (issue 35): the ten
 * shown come from these. Bounded, so a flood of made-up addresses costs the report no more than this;
 * at worst it leaves fewer than ten real pages to show, it never shows a made-up one.
 */
export const PAGE_CANDIDATES = 200;

export async function buildReport(knex: Knex, range: Range, sources: ReportSources, limit = 10): Promise<Report> {
  const inRange = () => knex(EVENTS_TABLE).whereBetween('day', [range.from, range.to]);
  const rolled = await rolledUpFigures(knex, range, PAGE_CANDIDATES);

  const perDayRows: PerDayRow[] = await inRange()
    .select('day')
    .countDistinct({ visitors: 'session_id' })
    .sum({ pageviews: knex.raw("CASE WHEN event_type = 'Pageview' THEN 1 ELSE 0 END") })
    .groupBy('day')
    .orderBy('day');
  const byDay = new Map(rolled.perDay);
  for (const row of perDayRows) {
    const earlier = byDay.get(row.day) ?? { visitors: 0, pageviews: 0 };
    byDay.set(row.day, { visitors: earlier.visitors + n(row.visitors), pageviews: earlier.pageviews + n(row.pageviews) });
  }
  const perDay: Report['perDay'] = [];
  for (let day = range.from; day <= range.to; day = shiftDay(day, 1))
    perDay.push({ day, ...(byDay.get(day) ?? { visitors: 0, pageviews: 0 }) });

  const [totalsRow]: TotalsRow[] = await inRange()
    .countDistinct({ visitors: 'session_id' })
    .count({ events: '*' })
    .sum({ pageviews: knex.raw("CASE WHEN event_type = 'Pageview' THEN 1 ELSE 0 END") });

  // Pages: the most viewed addresses, of which only pages of the site rank, and of those that show a
  // document only the ones whose document is published (issue 35; lib/published.ts says why here).
  const candidateRows: Array<{ url: string; views: Aggregate }> = await inRange()
    .where('event_type', 'Pageview')
    .select('url')
    .count({ views: '*' })
    .groupBy('url')
    .orderBy([{ column: 'views', order: 'desc' }, 'url'])
    .limit(PAGE_CANDIDATES);
  const merged = mergeCounts(
    candidateRows.map((row): [string, number] => [row.url, n(row.views)]),
    rolled.pages,
    PAGE_CANDIDATES,
  );
  const candidates = merged.flatMap(([url, views]) => {
    const claim = pageClaim(url);
    return claim ? [{ url, views, documents: claim.documents }] : [];
  });
  const published = await sources.documents.existing(candidates.flatMap((candidate) => candidate.documents));
  const isPublished = (document: PageDocument) => published.has(documentKey(document));
  const topPages = candidates
    .filter((candidate) => candidate.documents.every(isPublished))
    .slice(0, limit)
    .map(({ url, views }) => ({ url, views }));

  const topItems: Report['topItems'] = { vacancy: [], news: [], event: [] };
  for (const type of Object.keys(topItems) as (keyof Report['topItems'])[]) {
    const rows: Array<{ item_id: string; views: Aggregate }> = await knex(EVENTS_TABLE)
      .where('item_type', type)
      .whereBetween('day', [range.from, range.to])
      .where('event_type', 'Itemview')
      // Only published items rank (issue 35): a posted id of nothing, or a 404's, is left out here.
      .whereIn('item_id', sources.documents.ids(type))
      .select('item_id')
      .count({ views: '*' })
      .groupBy('item_id')
      .orderBy([{ column: 'views', order: 'desc' }, 'item_id'])
      .limit(limit);
    const rolledItems = await rolled.items(type, sources.documents.ids(type), limit);
    topItems[type] = mergeCounts(
      rows.map((row): [string, number] => [row.item_id, n(row.views)]),
      rolledItems,
      limit,
    ).map(([id, views]) => ({ id, views }));
  }

  const eventTypeRows: Array<{ event_type: string; count: Aggregate }> = await inRange()
    .select('event_type')
    .count({ count: '*' })
    .groupBy('event_type')
    .orderBy([{ column: 'count', order: 'desc' }, 'event_type']);
  const eventsPerType = mergeCounts(
    eventTypeRows.map((row): [string, number] => [row.event_type, n(row.count)]),
    rolled.eventTypes,
  ).map(([eventType, count]) => ({ eventType, label: eventLabel(eventType), count }));

  // Sign-ups from the accounts, not from `user-auth sign up` events (issue 35): those come only from a
  // browser that allows counting and completes the site's form, so a sign-up with Do Not Track or
  // Global Privacy Control, through a route call or a confirmation link opened elsewhere counted 0,
  // and anyone could post them.
  const accounts = await sources.accounts(amsterdamDayStart(range.from), amsterdamDayStart(shiftDay(range.to, 1)));
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
    totals: {
      visitors: n(totalsRow?.visitors) + rolled.totals.visitors,
      pageviews: n(totalsRow?.pageviews) + rolled.totals.pageviews,
      events: n(totalsRow?.events) + rolled.totals.events,
    },
    topPages,
    topItems,
    eventsPerType,
    funnel: { registered: accounts.registered, emailValidated: accounts.confirmed, signedInAfterSignUp: n(signedIn?.count) },
    jobs: await buildJobInsights(knex, range, sources.documents.ids('vacancy')),
  };
}
