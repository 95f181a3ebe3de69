import { createRequire } from 'node:module';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';

export type StoredEvent = { event_type: string; url: string; item_type: string | null; item_id: string | null };

type Database = { prepare(sql: string): { all(...params: unknown[]): unknown[] }; close(): void };
const BetterSqlite = createRequire(import.meta.url)('better-sqlite3') as new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => Database;

/** What the CMS stored for one analytics session, in arrival order (read-only look into its SQLite file). */
export function storedEvents(sessionId: string): StoredEvent[] {
  const { cmsDatabaseFile } = inject('stack');
  if (!cmsDatabaseFile) throw new Error('analytics tests read the SQLite file; E2E_DATABASE_URL is not supported here');
  const db = new BetterSqlite(cmsDatabaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT event_type, url, item_type, item_id FROM analytics_events WHERE session_id = ? ORDER BY id').all(sessionId) as StoredEvent[];
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
