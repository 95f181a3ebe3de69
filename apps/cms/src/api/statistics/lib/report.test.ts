import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { EVENTS_TABLE, ensureEventsTable } from './store';
import { buildReport, parseRange } from './report';

const row = (day: string, session: string, event_type: string, extra: Record<string, unknown> = {}) => ({
  event_type,
  url: '/',
  ts: Date.parse(`${day}T10:00:00Z`),
  day,
  session_id: session,
  client_hash: 'h',
  item_type: null,
  item_id: null,
  label: null,
  received_at: 0,
  ...extra,
});

describe('dashboard report', () => {
  it('counts visitors and page views per day, top pages and items, types and the sign-up funnel', async () => {
    const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await ensureEventsTable(knex);
    await knex(EVENTS_TABLE).insert([
      row('2026-11-01', 'aaaaaaaa', 'Pageview', { url: '/jobs' }),
      row('2026-11-01', 'aaaaaaaa', 'Pageview', { url: '/jobs' }),
      row('2026-11-01', 'bbbbbbbb', 'Pageview', { url: '/' }),
      row('2026-11-03', 'bbbbbbbb', 'Itemview', { item_type: 'vacancy', item_id: 'v1' }),
      row('2026-11-03', 'cccccccc', 'Itemview', { item_type: 'vacancy', item_id: 'v1' }),
      row('2026-11-03', 'cccccccc', 'Itemview', { item_type: 'vacancy', item_id: 'v2' }),
      row('2026-11-03', 'cccccccc', 'user-auth sign up', { label: 'registered' }),
      row('2026-11-03', 'dddddddd', 'user-auth sign up', { label: 'registered' }),
      row('2026-11-03', 'cccccccc', 'user-auth sign up', { label: 'email validated' }),
      row('2026-11-03', 'cccccccc', 'user-auth sign in'),
      row('2026-11-03', 'eeeeeeee', 'user-auth sign in'),
      row('2026-12-01', 'ffffffff', 'Pageview', { url: '/jobs' }),
    ]);
    const report = await buildReport(knex, { from: '2026-11-01', to: '2026-11-03' });
    expect(report.perDay).toEqual([
      { day: '2026-11-01', visitors: 2, pageviews: 3 },
      { day: '2026-11-02', visitors: 0, pageviews: 0 },
      { day: '2026-11-03', visitors: 4, pageviews: 0 },
    ]);
    expect(report.totals).toEqual({ visitors: 5, pageviews: 3, events: 11 });
    expect(report.topPages).toEqual([
      { url: '/jobs', views: 2 },
      { url: '/', views: 1 },
    ]);
    expect(report.topItems.vacancy).toEqual([
      { id: 'v1', views: 2 },
      { id: 'v2', views: 1 },
    ]);
    expect(report.eventsPerType[0]).toEqual({ eventType: 'Itemview', count: 3 });
    expect(report.funnel).toEqual({ registered: 2, emailValidated: 1, signedInAfterSignUp: 1 });
    await knex.destroy();
  });

  it("gives the job site's figures: searches per day, vain searches, vacancies from view to application, alerts", async () => {
    const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await ensureEventsTable(knex);
    const vacancy = (id: string) => ({ item_type: 'vacancy', item_id: id });
    await knex(EVENTS_TABLE).insert([
      row('2026-11-01', 'aaaaaaaa', 'Search', { label: 'kok' }),
      row('2026-11-01', 'aaaaaaaa', 'Search', { label: 'duikinstructeur' }),
      row('2026-11-01', 'aaaaaaaa', 'Search empty', { label: 'duikinstructeur' }),
      row('2026-11-03', 'bbbbbbbb', 'Search', { label: 'Duikinstructeur' }),
      row('2026-11-03', 'bbbbbbbb', 'Search empty', { label: 'Duikinstructeur' }),
      row('2026-11-03', 'bbbbbbbb', 'Search empty', { label: 'imker' }),
      row('2026-11-03', 'bbbbbbbb', 'Itemview', vacancy('v1')),
      row('2026-11-03', 'cccccccc', 'Itemview', vacancy('v1')),
      row('2026-11-03', 'dddddddd', 'Itemview', vacancy('v1')),
      row('2026-11-03', 'eeeeeeee', 'Itemview', vacancy('v1')),
      row('2026-11-03', 'bbbbbbbb', 'Apply click', vacancy('v1')),
      row('2026-11-03', 'cccccccc', 'Apply click', vacancy('v1')),
      row('2026-11-03', 'cccccccc', 'Lead', { label: 'sollicitatie', ...vacancy('v1') }),
      row('2026-11-03', 'cccccccc', 'Itemview', vacancy('v2')),
      row('2026-11-03', 'cccccccc', 'Lead', { label: 'vacature-alert' }),
      row('2026-11-03', 'dddddddd', 'Lead', { label: 'inschrijving' }),
      row('2026-12-01', 'ffffffff', 'Search empty', { label: 'imker' }),
      row('2026-12-01', 'ffffffff', 'Lead', { label: 'sollicitatie', ...vacancy('v2') }),
    ]);
    const { jobs } = await buildReport(knex, { from: '2026-11-01', to: '2026-11-03' });
    expect(jobs.searchesPerDay).toEqual([
      { day: '2026-11-01', searches: 2 },
      { day: '2026-11-03', searches: 1 },
    ]);
    expect(jobs.emptySearches).toEqual([
      { query: 'duikinstructeur', count: 2 },
      { query: 'imker', count: 1 },
    ]);
    expect(jobs.vacancies).toEqual([
      { id: 'v1', views: 4, applyClicks: 2, applications: 1 },
      { id: 'v2', views: 1, applyClicks: 0, applications: 0 },
    ]);
    expect(jobs.alertSignUps).toBe(1);
    expect(jobs.conversion).toEqual({ views: 5, applications: 1, rate: 0.2 });
    await knex.destroy();
  });

  it('parses the date range', () => {
    expect(parseRange({}, '2026-11-30')).toEqual({ ok: true, value: { from: '2026-11-01', to: '2026-11-30' } });
    expect(parseRange({ from: '2026-11-05', to: '2026-11-01' }, '2026-11-30').ok).toBe(false);
    expect(parseRange({ from: 'x' }, '2026-11-30').ok).toBe(false);
    expect(parseRange({ from: '2024-01-01', to: '2026-01-01' }, '2026-11-30').ok).toBe(false);
  });
});
