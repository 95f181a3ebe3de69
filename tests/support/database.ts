import { createRequire } from 'node:module';
import { inject } from 'vitest';

const load = createRequire(import.meta.url);
type PgClient = {
  connect(): Promise<void>;
  query(sql: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
};
type SqliteStatement = { reader: boolean; all(...params: unknown[]): Record<string, unknown>[]; run(...params: unknown[]): unknown };
type SqliteDatabase = { prepare(sql: string): SqliteStatement; close(): void };

/**
 * One statement on the suite's CMS database, SQLite or PostgreSQL, with `?` placeholders on both: for
 * a state no API makes, such as another CMS instance's work in flight. Dates are written as each
 * database keeps Strapi's datetimes (SQLite: milliseconds). Only while the CMS is stopped or idle.
 */
export async function runSql(statement: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const { cmsDatabaseFile, cmsDatabaseUrl } = inject('stack');
  if (cmsDatabaseUrl) {
    const { Client } = load('pg') as { Client: new (options: { connectionString: string }) => PgClient };
    const client = new Client({ connectionString: cmsDatabaseUrl });
    await client.connect();
    try {
      let n = 0;
      return (
        await client.query(
          statement.replace(/\?/g, () => `$${(n += 1)}`),
          params,
        )
      ).rows;
    } finally {
      await client.end();
    }
  }
  const Database = load('better-sqlite3') as new (file: string, options: { fileMustExist: boolean }) => SqliteDatabase;
  const db = new Database(cmsDatabaseFile!, { fileMustExist: true });
  try {
    const prepared = db.prepare(statement);
    const values = params.map((value) => (value instanceof Date ? value.getTime() : value));
    if (prepared.reader) return prepared.all(...values);
    prepared.run(...values);
    return [];
  } finally {
    db.close();
  }
}
