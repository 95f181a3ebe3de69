import type { Knex } from 'knex';
import { amsterdamDay } from './day';
import type { CleanBatch } from './validation';

/**
 * Events live in a plain table that Strapi's schema sync does not own (decision 007): inserted in bulk
 * with knex, indexed for the dashboard's queries, no document ids, no draft/publish, no admin UI.
 */
export const EVENTS_TABLE = 'analytics_events';

export async function ensureEventsTable(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable(EVENTS_TABLE))) {
    await knex.schema.createTable(EVENTS_TABLE, (table) => {
      table.bigIncrements('id').primary();
      table.string('event_type', 40).notNullable();
      table.string('url', 2048).notNullable();
      table.bigInteger('ts').notNullable();
      table.string('day', 10).notNullable();
      table.string('session_id', 64).notNullable();
      table.string('client_hash', 32).notNullable();
      table.string('item_type', 16).nullable();
      table.string('item_id', 64).nullable();
      table.string('label', 200).nullable();
      table.bigInteger('received_at').notNullable();
    });
  }
  // IF NOT EXISTS: also adds indexes introduced later to an existing table.
  const indexes: [string, string[]][] = [
    ['analytics_events_day_type_idx', ['day', 'event_type']],
    ['analytics_events_type_day_idx', ['event_type', 'day']],
    ['analytics_events_item_idx', ['item_type', 'day', 'item_id']],
    ['analytics_events_session_idx', ['session_id', 'ts']],
    // One vacancy's days for its poster (decision 055): the item first, so only its own rows are read.
    ['analytics_events_item_id_day_idx', ['item_id', 'item_type', 'day']],
  ];
  for (const [name, columns] of indexes) {
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`, [name, EVENTS_TABLE, ...columns]);
  }
}

export type Row = {
  event_type: string;
  url: string;
  ts: number;
  day: string;
  session_id: string;
  client_hash: string;
  item_type: string | null;
  item_id: string | null;
  label: string | null;
  received_at: number;
};

export function toRows(batch: CleanBatch, clientHash: string, receivedAt: number): Row[] {
  return batch.events.map((event) => ({
    event_type: event.eventType,
    url: event.url,
    ts: event.timestamp,
    day: amsterdamDay(event.timestamp),
    session_id: batch.sessionId,
    client_hash: clientHash,
    item_type: event.itemType,
    item_id: event.itemId,
    label: event.label,
    received_at: receivedAt,
  }));
}

/** Rows per INSERT statement: 11 columns × 400 rows stays far under SQLite's 32766 bound variables. */
const ROWS_PER_STATEMENT = 400;

/**
 * Group commit: batches arriving while a transaction is being written wait for the next one, which
 * then writes all of them together. Each request is answered only after its rows are committed, so an
 * accepted batch is never lost, while SQLite sees one transaction per round instead of one per request.
 */
export class EventWriter {
  private pending: { rows: Row[]; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private writing = false;

  constructor(
    private readonly knex: Knex,
    private readonly maxRowsPerTransaction = 5000,
  ) {}

  write(rows: Row[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ rows, resolve, reject });
      if (!this.writing) setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.pending.length > 0) {
        const group: typeof this.pending = [];
        let count = 0;
        while (this.pending.length > 0 && (group.length === 0 || count + this.pending[0].rows.length <= this.maxRowsPerTransaction)) {
          const next = this.pending.shift()!;
          group.push(next);
          count += next.rows.length;
        }
        try {
          const rows = group.flatMap((entry) => entry.rows);
          await this.knex.transaction(async (trx) => {
            for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) await trx(EVENTS_TABLE).insert(rows.slice(i, i + ROWS_PER_STATEMENT));
          });
          for (const entry of group) entry.resolve();
        } catch (error) {
          for (const entry of group) entry.reject(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
