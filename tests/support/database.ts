import { createRequire } from 'node:module';
import { inject } from 'vitest';

const load = createRequire(import.meta.url);
type PgClient = {
  connect(): Promise<void>;
  query(sql: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;
  end(): Promise<void>;
};
type SqliteStatement = {
  reader: boolean;
  all(...params: unknown[]): Record<string, unknown>[];
  run(...params: unknown[]): { changes: number };
};
type SqliteDatabase = { prepare(sql: string): SqliteStatement; close(): void };

/**
 * One statement on the suite's CMS database, SQLite or PostgreSQL (the CMS's own drivers), with `?`
 * placeholders on both: to read what no API shows, or to write behind the CMS's back (old data, another
 * instance's work in flight). Dates are written as each keeps Strapi's datetimes (SQLite: milliseconds).
 * Answers the rows read and how many rows the statement changed.
 */
export async function runSql(
  statement: string,
  params: unknown[] = [],
  /** Another CMS's database (e2e/backup.test.ts's restored one); the suite's by default. */
  { cmsDatabaseFile, cmsDatabaseUrl }: { cmsDatabaseFile: string | null; cmsDatabaseUrl: string | null } = inject('stack'),
): Promise<{ rows: Record<string, unknown>[]; changed: number }> {
  if (cmsDatabaseUrl) {
    const { Client } = load('pg') as { Client: new (options: { connectionString: string }) => PgClient };
    const client = new Client({ connectionString: cmsDatabaseUrl });
    await client.connect();
    try {
      let n = 0;
      const { rows, rowCount } = await client.query(
        statement.replace(/\?/g, () => `$${(n += 1)}`),
        params,
      );
      return { rows, changed: rowCount ?? 0 };
    } finally {
      await client.end();
    }
  }
  if (!cmsDatabaseFile) throw new Error('the stack names neither a SQLite file nor a PostgreSQL URL for the CMS');
  const Database = load('better-sqlite3') as new (file: string, options: { fileMustExist: boolean }) => SqliteDatabase;
  const db = new Database(cmsDatabaseFile, { fileMustExist: true });
  try {
    const prepared = db.prepare(statement);
    const values = params.map((value) => (value instanceof Date ? value.getTime() : value));
    if (prepared.reader) return { rows: prepared.all(...values), changed: 0 };
    return { rows: [], changed: prepared.run(...values).changes };
  } finally {
    db.close();
  }
}
