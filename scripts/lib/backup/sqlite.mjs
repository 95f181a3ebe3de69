/**
 * SQLite through its online backup API (better-sqlite3's db.backup()), so a running CMS is backed up
 * without stopping it. Strapi keeps the file in rollback-journal mode, where every commit by the CMS
 * restarts a backup in progress; the pages copied per step grow after each restart, so under steady
 * writes the copy ends in one step, which holds the CMS's commits back for that step only (its driver
 * waits up to 5 s for the lock).
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_DIR } from '../stack.mjs';

const Database = createRequire(path.join(CMS_DIR, 'package.json'))('better-sqlite3');
const FIRST_STEP_PAGES = 1000;

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/** Copies the live database at `file` to `target`; answers how often a write by the CMS restarted the copy. */
export async function snapshotSqlite(file, target) {
  if (!existsSync(file)) throw new Error(`The SQLite database ${file} does not exist (DATABASE_FILENAME).`);
  const db = new Database(file, { readonly: true, fileMustExist: true, timeout: 10_000 });
  let pages = FIRST_STEP_PAGES;
  let remaining = Infinity;
  let restarts = 0;
  try {
    await db.backup(target, {
      progress({ remainingPages }) {
        if (remainingPages > remaining) {
          restarts += 1;
          pages *= 4;
        }
        remaining = remainingPages;
        return pages;
      },
    });
  } finally {
    db.close();
  }
  return { restarts };
}

/** Rows per table (every table, Strapi's and its plugins'), read from `file`. */
export function countSqlite(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")
      .pluck()
      .all();
    return Object.fromEntries(
      tables.map((name) => [
        name,
        db
          .prepare(`SELECT count(*) FROM ${quote(name)}`)
          .pluck()
          .get(),
      ]),
    );
  } finally {
    db.close();
  }
}

/** A database the CMS has not created its tables in yet: no file, or a file without tables. */
export function isEmptySqlite(file) {
  if (!existsSync(file)) return true;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'").pluck().get() === 0;
  } finally {
    db.close();
  }
}

/** Refuses a copy SQLite itself finds damaged (the manifest's hash proves the bytes, this the pages). */
export function checkSqlite(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.prepare('PRAGMA quick_check').pluck().all();
    if (result.length !== 1 || result[0] !== 'ok')
      throw new Error(`SQLite finds the restored database damaged: ${result.slice(0, 3).join('; ')}`);
  } finally {
    db.close();
  }
}

/**
 * Puts `restored` (a complete file in the same folder) in place of `file` with one rename. A journal
 * or WAL left by the old database would be applied to the new one at its next open: they go first.
 */
export function installSqlite(restored, file) {
  for (const suffix of ['-journal', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  renameSync(restored, file);
}
