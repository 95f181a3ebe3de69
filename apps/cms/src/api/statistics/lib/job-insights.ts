import type { Knex } from 'knex';
import { LEAD_LABELS } from '@vacaturesite/shared';
import type { Range } from '../../../lib/analytics-events/day';
import { EVENTS_TABLE } from '../../../lib/analytics-events/store';

/**
 * What editors of a job site ask of the period (issue 17, decision 035): what visitors searched for in
 * vain, how many searched, which vacancies turn views into applications, and how many saved an alert.
 * All from the anonymous events (decision 007): views and applications come from the same visitors (those
 * the site may count), so their ratio is a fair conversion.
 */
export const EMPTY_SEARCHES_SHOWN = 20;
export const VACANCIES_SHOWN = 20;

export type VacancyInsight = { id: string; views: number; applyClicks: number; applications: number; title?: string | null };
export type JobInsights = {
  searchesPerDay: { day: string; searches: number }[];
  emptySearches: { query: string; count: number }[];
  vacancies: VacancyInsight[];
  alertSignUps: number;
  conversion: { views: number; applications: number; rate: number };
};

type Aggregate = number | string | null;
const n = (value: Aggregate | undefined) => Number(value ?? 0);

/** `publishedVacancies`: a subquery of the published vacancies' documentIds; only they rank (issue 35). */
export async function buildJobInsights(knex: Knex, range: Range, publishedVacancies: Knex.QueryBuilder): Promise<JobInsights> {
  const inRange = () => knex(EVENTS_TABLE).whereBetween('day', [range.from, range.to]);
  const isApplication = (query: Knex.QueryBuilder) => query.where({ event_type: 'Lead', label: LEAD_LABELS.application });

  const searchRows: Array<{ day: string; searches: Aggregate }> = await inRange()
    .where('event_type', 'Search')
    .select('day')
    .count({ searches: '*' })
    .groupBy('day')
    .orderBy('day');

  const emptyRows: Array<{ query: string; count?: Aggregate }> = await inRange()
    .where('event_type', 'Search empty')
    .whereNotNull('label')
    .select({ query: knex.raw('lower(label)') })
    .count({ count: '*' })
    .groupByRaw('lower(label)')
    .orderBy([{ column: 'count', order: 'desc' }, 'query'])
    .limit(EMPTY_SEARCHES_SHOWN);

  // Per vacancy: one pass over its events in the range, counted by kind.
  const vacancyRows: Array<{ item_id: string; views: Aggregate; applyClicks: Aggregate; applications: Aggregate }> = await knex(
    EVENTS_TABLE,
  )
    .where('item_type', 'vacancy')
    .whereBetween('day', [range.from, range.to])
    .whereIn('item_id', publishedVacancies)
    .select('item_id')
    .sum({ views: knex.raw("CASE WHEN event_type = 'Itemview' THEN 1 ELSE 0 END") })
    .sum({ applyClicks: knex.raw("CASE WHEN event_type = 'Apply click' THEN 1 ELSE 0 END") })
    .sum({ applications: knex.raw("CASE WHEN event_type = 'Lead' AND label = ? THEN 1 ELSE 0 END", [LEAD_LABELS.application]) })
    .groupBy('item_id')
    .orderBy([{ column: 'applications', order: 'desc' }, { column: 'views', order: 'desc' }, 'item_id'])
    .limit(VACANCIES_SHOWN);

  const [views] = await inRange().where({ event_type: 'Itemview', item_type: 'vacancy' }).count({ count: '*' });
  const [applications] = await isApplication(inRange()).count({ count: '*' });
  const [alerts] = await inRange().where({ event_type: 'Lead', label: LEAD_LABELS.jobAlert }).count({ count: '*' });
  const viewCount = n((views as { count: Aggregate }).count);
  const applicationCount = n((applications as { count: Aggregate }).count);

  return {
    searchesPerDay: searchRows.map((row) => ({ day: row.day, searches: n(row.searches) })),
    emptySearches: emptyRows.map((row) => ({ query: row.query, count: n(row.count) })),
    vacancies: vacancyRows.map((row) => ({
      id: row.item_id,
      views: n(row.views),
      applyClicks: n(row.applyClicks),
      applications: n(row.applications),
    })),
    alertSignUps: n((alerts as { count: Aggregate }).count),
    conversion: { views: viewCount, applications: applicationCount, rate: viewCount ? applicationCount / viewCount : 0 },
  };
}
