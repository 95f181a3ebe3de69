/**
 * `npm run restore <archive>` (decision 052): into an empty database and empty upload folders, or over
 * them with --force. Nothing is written before the whole archive has been read and every file checked
 * against its manifest; the database goes in last and whole (SQLite: a rename; PostgreSQL: pg_restore
 * in one transaction), and its row counts are compared with the manifest's.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readArchive, verifyArchive } from './archive.mjs';
import { isEmptyDir } from './files.mjs';
import { ArchiveError, DATABASE_ENTRY, MEDIA, PRIVATE } from './manifest.mjs';
import { countPostgres, emptyPostgres, inspectPostgres, restorePostgres } from './postgres.mjs';
import { settingDifferences } from './secrets.mjs';
import { checkSqlite, countSqlite, installSqlite, isEmptySqlite } from './sqlite.mjs';

/** A restore that must not start; the message says why and what to do. */
export class RefusedError extends Error {}

const KIND_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** What is in the way: the database and folders that already hold something. */
async function occupied(locations) {
  const { database } = locations;
  const found = [];
  if (database.kind === 'sqlite') {
    if (!isEmptySqlite(database.file)) found.push(`the database ${database.file} has tables`);
  } else {
    const { empty, otherSessions } = await inspectPostgres(database);
    if (!empty) found.push('the PostgreSQL database (DATABASE_URL) has tables');
    if (otherSessions) found.push(`${otherSessions} other session(s) use the PostgreSQL database (is a CMS still running?)`);
  }
  if (!(await isEmptyDir(locations.mediaDir))) found.push(`the media folder ${locations.mediaDir} is not empty`);
  if (!(await isEmptyDir(locations.privateDir))) found.push(`the CV folder ${locations.privateDir} is not empty`);
  return found;
}

/** The folder's contents go; the folder stays (it may be a mounted volume). */
async function emptyDir(dir) {
  const names = await readdir(dir).catch((error) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  await Promise.all(names.map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
}

/** A new file for one entry, its folders created first. */
function fileFor(file, { fileMode, dirMode }) {
  mkdirSync(path.dirname(file), { recursive: true, mode: dirMode });
  return createWriteStream(file, { mode: fileMode });
}

/** A restore does not move data between SQLite and PostgreSQL: their dumps are not each other's. */
export function checkKind(manifest, database) {
  if (manifest.database.kind === database.kind) return;
  throw new ArchiveError(
    `The backup holds a ${KIND_NAMES[manifest.database.kind]} database, and this CMS uses ${KIND_NAMES[database.kind]} ` +
      `(${database.kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}). A restore does not move data between the two.`,
  );
}

const sameCounts = (a, b) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

export async function restoreBackup({ archive, env, locations, force = false, log = console.log }) {
  const { database } = locations;
  const inTheWay = await occupied(locations);
  if (inTheWay.length && !force)
    throw new RefusedError(
      `Nothing was restored: ${inTheWay.join('; ')}. Restore into an empty database and empty folders, or add --force to replace what is there.`,
    );

  log(`Checking ${archive}…`);
  const manifest = await verifyArchive(archive);
  checkKind(manifest, database);
  log(
    `The archive checks out: ${manifest.files.length} files, made ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version}.`,
  );
  const differences = settingDifferences(manifest.settings, env);

  if (inTheWay.length) {
    log(`--force: replacing what is there (${inTheWay.join('; ')}).`);
    if (database.kind === 'postgres') await emptyPostgres(database);
    await emptyDir(locations.mediaDir);
    await emptyDir(locations.privateDir);
  }

  const started = Date.now();
  // SQLite: beside the target, so the final rename stays on one disk; PostgreSQL: a dump for pg_restore.
  const scratch =
    database.kind === 'sqlite'
      ? (mkdirSync(path.dirname(database.file), { recursive: true }), await mkdtemp(`${database.file}.restoring-`))
      : await mkdtemp(path.join(tmpdir(), 'vacaturesite-restore-'));
  try {
    const databaseCopy = path.join(scratch, path.basename(DATABASE_ENTRY[database.kind]));
    await readArchive(archive, (entry) => {
      if (entry.path === DATABASE_ENTRY[database.kind]) return fileFor(databaseCopy, { fileMode: 0o600, dirMode: 0o700 });
      if (entry.path.startsWith(MEDIA))
        return fileFor(path.join(locations.mediaDir, entry.path.slice(MEDIA.length)), { fileMode: 0o644, dirMode: 0o755 });
      if (entry.path.startsWith(PRIVATE))
        // As the CMS keeps CVs (src/lib/cv-storage.ts): readable by its own user only.
        return fileFor(path.join(locations.privateDir, entry.path.slice(PRIVATE.length)), { fileMode: 0o600, dirMode: 0o700 });
      return undefined;
    }).catch((error) => {
      throw new Error(`The restore stopped halfway (${error.message}). The database was not replaced; run it again with --force.`);
    });

    let counts;
    if (database.kind === 'sqlite') {
      checkSqlite(databaseCopy);
      installSqlite(databaseCopy, database.file);
      counts = countSqlite(database.file);
    } else {
      await restorePostgres(database, databaseCopy);
      counts = await countPostgres(database);
    }
    if (!sameCounts(counts, manifest.database.tables))
      throw new Error('The database was restored, but its row counts differ from the manifest: do not start the CMS on it; restore again.');
    return { manifest, differences, ms: Date.now() - started };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
