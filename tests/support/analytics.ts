import { createRequire } from 'node:module';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';

export type StoredEvent = { event_type: string; url: string; item_type: string | null; item_id: string | null };

type Database = { prepare(sql: string): { all(...params: unknown[]): unknown[] }; close(): void };
type PgClient = { connect(): Promise<void>; query(sql: string, params: unknown[]): Promise<{ rows: unknown[] }>; end(): Promise<void> };
const load = createRequire(import.meta.url);
const SQL = 'SELECT event_type, url, item_type, item_id FROM analytics_events WHERE session_id = $1 ORDER BY id';

/** What the CMS stored for one analytics session, in arrival order (a read-only look into its database). */
export async function storedEvents(sessionId: string): Promise<StoredEvent[]> {
  const { cmsDatabaseFile, cmsDatabaseUrl } = inject('stack');
  if (cmsDatabaseUrl) {
    const { Client } = load('pg') as { Client: new (options: { connectionString: string }) => PgClient };
    const client = new Client({ connectionString: cmsDatabaseUrl });
    await client.connect();
    try {
      return (await client.query(SQL, [sessionId])).rows as StoredEvent[];
    } finally {
      await client.end();
    }
  }
  const BetterSqlite = load('better-sqlite3') as new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => Database;
  const db = new BetterSqlite(cmsDatabaseFile!, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(SQL.replace('$1', '?')).all(sessionId) as StoredEvent[];
  } finally {
    db.close();
  }
}

/** The id inside the page's `session` cookie, or null. */
export async function sessionId(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'session');
  if (!cookie) return null;
  return (JSON.parse(decodeURIComponent(cookie.value)) as { id: string }).id;
}

/** The page as a visitor switching tabs would leave it: visibility hidden, `visibilitychange` fired. */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
