import knexFactory from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENTS_TABLE, EventWriter, ensureEventsTable, toRows } from './store';

const NOW = Date.UTC(2026, 10, 23, 23, 30, 0);

describe('EventWriter', () => {
  const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  afterEach(async () =>
    knex(EVENTS_TABLE)
      .delete()
      .catch(() => undefined),
  );

  it('stores concurrent batches completely, in order, with the Dutch calendar day', async () => {
    await ensureEventsTable(knex);
    await ensureEventsTable(knex); // idempotent
    const writer = new EventWriter(knex, 250);
    const batches = Array.from({ length: 20 }, (_, b) =>
      toRows(
        {
          sessionId: `session-${b}x`,
          events: Array.from({ length: 50 }, (_, i) => ({
            eventType: 'Pageview' as const,
            url: `/p/${b}/${i}`,
            timestamp: NOW + i,
            itemType: null,
            itemId: null,
            label: null,
          })),
        },
        'hash',
        NOW,
      ),
    );
    await Promise.all(batches.map((rows) => writer.write(rows)));
    const rows = await knex(EVENTS_TABLE).select('url', 'day').orderBy('id');
    expect(rows).toHaveLength(1000);
    expect(rows[0]).toEqual({ url: '/p/0/0', day: '2026-11-24' });
    expect(rows[999].url).toBe('/p/19/49');
  });

  it('rejects every batch of a failed transaction and stores none of it', async () => {
    await ensureEventsTable(knex);
    const writer = new EventWriter(knex);
    const good = toRows(
      { sessionId: 'session-ok', events: [{ eventType: 'Lead', url: '/', timestamp: NOW, itemType: null, itemId: null, label: null }] },
      'h',
      NOW,
    );
    const bad = [{ ...good[0], event_type: null as unknown as string }];
    const results = await Promise.allSettled([writer.write(good), writer.write(bad)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await knex(EVENTS_TABLE).count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
