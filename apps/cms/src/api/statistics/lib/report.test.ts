import knexFactory from 'knex';
import { describe, expect, it, vi } from 'vitest';
import type { Knex } from 'knex';
import { EVENTS_TABLE, ensureEventsTable } from '../../../lib/analytics-events/store';
import { ensureRollupTables, rollUpOldEvents } from '../../../lib/analytics-events/rollup';
import { type DocumentKind, publishedDocuments } from './published';
import { type AccountCounter, buildReport, parseRange, type ReportSources } from './report';

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

/** The content tables the rankings check against, as Strapi names their columns (issue 35). */
const TABLES: Record<DocumentKind, { table: string; draftAndPublish: boolean }> = {
  vacancy: { table: 'vacancies', draftAndPublish: true },
  news: { table: 'news_items', draftAndPublish: true },
  event: { table: 'events', draftAndPublish: true },
  page: { table: 'pages', draftAndPublish: true },
  partner: { table: 'partners', draftAndPublish: true },
  'vacancy-category': { table: 'vacancy_categories', draftAndPublish: false },
  place: { table: 'places', draftAndPublish: false },
};

type Document = { document_id: string; slug?: string; published?: boolean };

/** The content tables with these documents: a published one has a draft row and a published row, as in Strapi 5. */
async function withDocuments(knex: Knex, documents: Partial<Record<DocumentKind, Document[]>>) {
  for (const { table } of Object.values(TABLES)) {
    await knex.schema.createTable(table, (t) => {
      t.increments('id');
      t.string('document_id');
      t.string('slug').nullable();
      t.bigInteger('published_at').nullable();
    });
  }
  for (const [kind, rows] of Object.entries(documents) as [DocumentKind, Document[]][]) {
    for (const { document_id, slug = null, published = true } of rows) {
      await knex(TABLES[kind].table).insert({ document_id, slug, published_at: null });
      if (published && TABLES[kind].draftAndPublish) await knex(TABLES[kind].table).insert({ document_id, slug, published_at: 1 });
    }
  }
}

const noAccounts: AccountCounter = async () => ({ registered: 0, confirmed: 0 });
const sources = (knex: Knex, accounts = noAccounts): ReportSources => ({ documents: publishedDocuments(knex, TABLES), accounts });

describe('dashboard report', () => {
  it('counts visitors and page views per day, top pages and items, types and the sign-up funnel', async () => {
    const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await ensureEventsTable(knex);
    await withDocuments(knex, { vacancy: [{ document_id: 'v1' }, { document_id: 'v2' }] });
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
    const accounts = vi.fn<AccountCounter>(async () => ({ registered: 2, confirmed: 1 }));
    const report = await buildReport(knex, { from: '2026-11-01', to: '2026-11-03' }, sources(knex, accounts));
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
    expect(report.eventsPerType[0]).toEqual({ eventType: 'Itemview', label: 'Vacature, nieuwsbericht of evenement bekeken', count: 3 });
    expect(report.funnel).toEqual({ registered: 2, emailValidated: 1, signedInAfterSignUp: 1 });
    // The accounts of the Dutch days 1 to 3 November: from midnight in Amsterdam (UTC+1) to the 4th's.
    expect(accounts).toHaveBeenCalledWith(new Date('2026-10-31T23:00:00Z'), new Date('2026-11-03T23:00:00Z'));
    await knex.destroy();
  });

  it("gives the job site's figures: searches per day, vain searches, vacancies from view to application, alerts", async () => {
    const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await ensureEventsTable(knex);
    await withDocuments(knex, { vacancy: [{ document_id: 'v1' }, { document_id: 'v2' }] });
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
    const { jobs } = await buildReport(knex, { from: '2026-11-01', to: '2026-11-03' }, sources(knex));
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

  it('ranks only pages and items that are published documents: a 404 or a made-up address never ranks (issue 35)', async () => {
    const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await ensureEventsTable(knex);
    const category = 'c1c2c3c4c5c6c7c8c9c0c1c2';
    await withDocuments(knex, {
      news: [{ document_id: 'n1' }, { document_id: 'ndraft', published: false }],
      vacancy: [{ document_id: 'v1' }],
      page: [
        { document_id: 'p1', slug: 'over-ons' },
        { document_id: 'p2', slug: 'concept', published: false },
      ],
      'vacancy-category': [{ document_id: category }],
    });
    const times = (count: number, make: (i: number) => ReturnType<typeof row>) => Array.from({ length: count }, (_, i) => make(i));
    const news = (id: string) => ({ item_type: 'news', item_id: id, url: `/nieuws/${id}/titel` });
    await knex(EVENTS_TABLE).insert([
      // Posted straight to the CMS, as often as anyone likes: none of these may rank.
      ...times(9, () => row('2026-11-02', 'aaaaaaaa', 'Pageview', { url: '/nieuws/gekocht-bericht' })),
      ...times(8, () => row('2026-11-02', 'aaaaaaaa', 'Pageview', { url: '/verzonnen-pagina' })),
      ...times(7, () => row('2026-11-02', 'aaaaaaaa', 'Pageview', { url: '/concept' })),
      ...times(6, () => row('2026-11-02', 'aaaaaaaa', 'Pageview', { url: '/jobs/cat/zzzzzzzzzzzzzzzzzzzzzzzz' })),
      ...times(9, () => row('2026-11-02', 'aaaaaaaa', 'Itemview', news('gekochtbericht'))),
      ...times(8, () => row('2026-11-02', 'aaaaaaaa', 'Itemview', news('ndraft'))),
      ...times(9, () => row('2026-11-02', 'aaaaaaaa', 'Itemview', { item_type: 'vacancy', item_id: 'vnep' })),
      ...times(9, () => row('2026-11-02', 'aaaaaaaa', 'Lead', { item_type: 'vacancy', item_id: 'vnep', label: 'sollicitatie' })),
      // The site's own pages and published documents.
      ...times(3, () => row('2026-11-02', 'bbbbbbbb', 'Pageview', { url: '/over-ons' })),
      ...times(2, () => row('2026-11-02', 'bbbbbbbb', 'Pageview', { url: '/jobs?bron=email' })),
      row('2026-11-02', 'bbbbbbbb', 'Pageview', { url: `/jobs/cat/${category}` }),
      ...times(2, () => row('2026-11-02', 'bbbbbbbb', 'Itemview', news('n1'))),
      row('2026-11-02', 'bbbbbbbb', 'Itemview', { item_type: 'vacancy', item_id: 'v1' }),
    ]);
    const report = await buildReport(knex, { from: '2026-11-01', to: '2026-11-03' }, sources(knex));
    expect(report.topPages).toEqual([
      { url: '/over-ons', views: 3 },
      { url: '/jobs?bron=email', views: 2 },
      { url: `/jobs/cat/${category}`, views: 1 },
    ]);
    expect(report.topItems.news).toEqual([{ id: 'n1', views: 2 }]);
    expect(report.topItems.vacancy).toEqual([{ id: 'v1', views: 1 }]);
    expect(report.jobs.vacancies).toEqual([{ id: 'v1', views: 1, applyClicks: 0, applications: 0 }]);
    // Totals still count every event the CMS accepted: only the rankings name pages and items.
    expect(report.totals.pageviews).toBe(36);
    await knex.destroy();
  });

  it('counts the sign-ups of the period from the accounts, also without a single sign-up event (issue 35)', async () => {
    const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await ensureEventsTable(knex);
    await withDocuments(knex, {});
    const accounts = vi.fn<AccountCounter>(async () => ({ registered: 2, confirmed: 2 }));
    const report = await buildReport(knex, { from: '2026-07-01', to: '2026-07-01' }, sources(knex, accounts));
    expect(report.funnel).toEqual({ registered: 2, emailValidated: 2, signedInAfterSignUp: 0 });
    // A summer day in Amsterdam (UTC+2): 22:00 UTC the evening before up to 22:00 UTC that day.
    expect(accounts).toHaveBeenCalledWith(new Date('2026-06-30T22:00:00Z'), new Date('2026-07-01T22:00:00Z'));
    await knex.destroy();
  });

  it('shows the same pages, items, types and days after their raw events were rolled up (decision 050)', async () => {
    const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    await ensureEventsTable(knex);
    await ensureRollupTables(knex);
    await withDocuments(knex, { vacancy: [{ document_id: 'v1' }, { document_id: 'v2' }] });
    await knex(EVENTS_TABLE).insert([
      row('2026-11-01', 'aaaaaaaa', 'Pageview', { url: '/jobs' }),
      row('2026-11-01', 'aaaaaaaa', 'Pageview', { url: '/jobs' }),
      row('2026-11-01', 'bbbbbbbb', 'Pageview', { url: '/' }),
      row('2026-11-03', 'bbbbbbbb', 'Itemview', { item_type: 'vacancy', item_id: 'v1' }),
      row('2026-11-03', 'cccccccc', 'Itemview', { item_type: 'vacancy', item_id: 'v1' }),
      row('2026-11-03', 'cccccccc', 'Itemview', { item_type: 'vacancy', item_id: 'v2' }),
      row('2026-11-04', 'dddddddd', 'Pageview', { url: '/' }),
      row('2026-11-04', 'dddddddd', 'Pageview', { url: '/' }),
    ]);
    const range = { from: '2026-11-01', to: '2026-11-04' };
    const before = await buildReport(knex, range, sources(knex));
    // 1 and 3 November rolled up, the 4th still raw: the report adds the two.
    expect(await rollUpOldEvents(knex, { at: new Date('2026-11-04T12:00:00Z'), rawDays: 0 })).toEqual({ days: 2, events: 6 });
    const after = await buildReport(knex, range, sources(knex));
    expect(after.perDay).toEqual(before.perDay);
    expect(after.topPages).toEqual([
      { url: '/', views: 3 },
      { url: '/jobs', views: 2 },
    ]);
    expect(after.topPages).toEqual(before.topPages);
    expect(after.topItems).toEqual(before.topItems);
    expect(after.eventsPerType).toEqual(before.eventsPerType);
    // Visitors are counted per day once the sessions are gone: b, on the 1st and the 3rd, counts twice.
    expect(before.totals).toEqual({ visitors: 4, pageviews: 5, events: 8 });
    expect(after.totals).toEqual({ visitors: 5, pageviews: 5, events: 8 });
    await knex.destroy();
  });

  it('parses the date range', () => {
    expect(parseRange({}, '2026-11-30')).toEqual({ ok: true, value: { from: '2026-11-01', to: '2026-11-30' } });
    expect(parseRange({ from: '2026-11-05', to: '2026-11-01' }, '2026-11-30').ok).toBe(false);
    expect(parseRange({ from: 'x' }, '2026-11-30').ok).toBe(false);
    expect(parseRange({ from: '2024-01-01', to: '2026-01-01' }, '2026-11-30').ok).toBe(false);
  });
});
