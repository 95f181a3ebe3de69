/**
 * `npm run backup`: one archive with the database, the media library, the CVs and a manifest
 * (decision 052). The database is copied first, into a folder next to the archive (so on the same
 * disk, never in memory); the files are hashed, packed behind the manifest, and the finished archive
 * is read back and checked against it before it gets its name: an archive that exists is a complete one.
 */
import { chmod, mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack.mjs';
import { verifyArchive, writeArchive } from './archive.mjs';
import { hashFile, listFiles } from './files.mjs';
import { DATABASE_ENTRY, FORMAT, MANIFEST, MEDIA, PRIVATE, VERSION } from './manifest.mjs';
import { snapshotPostgres } from './postgres.mjs';
import { settingsToKeep } from './secrets.mjs';
import { countSqlite, snapshotSqlite } from './sqlite.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The Strapi that runs the CMS, wherever npm put it. */
function strapiVersion() {
  for (const dir of [path.join(ROOT, 'apps', 'cms', 'node_modules'), path.join(ROOT, 'node_modules')]) {
    const file = path.join(dir, '@strapi', 'strapi', 'package.json');
    if (existsSync(file)) return readJson(file).version;
  }
  return null;
}

/** `vacaturesite-YYYYMMDD-HHMMSS.tar.gz` in local time, as an operator reads a listing. */
export function defaultArchiveName(now = new Date()) {
  const pad = (n) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  return `vacaturesite-${date}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}.tar.gz`;
}

async function describe(prefix, dir) {
  const files = [];
  for (const name of await listFiles(dir)) files.push({ path: `${prefix}${name}`, ...(await hashFile(path.join(dir, name))) });
  return files;
}

/** Writes the archive to `out`; answers its manifest and how long each part took. */
export async function createBackup({ env, locations, out, log = console.log }) {
  if (existsSync(out)) throw new Error(`${out} exists already; choose another --out.`);
  await mkdir(path.dirname(out), { recursive: true });
  // mkdtemp makes it 0700: the database copy and the unfinished archive hold personal data.
  const staging = await mkdtemp(path.join(path.dirname(out), '.vacaturesite-backup-'));
  const timings = {};
  const timed = async (name, work) => {
    const started = Date.now();
    const result = await work();
    timings[name] = Date.now() - started;
    return result;
  };
  try {
    const { database } = locations;
    const databaseEntry = DATABASE_ENTRY[database.kind];
    const databaseCopy = path.join(staging, databaseEntry);
    await mkdir(path.dirname(databaseCopy));
    const tables = await timed('database', async () => {
      if (database.kind === 'postgres') return (await snapshotPostgres(database, databaseCopy)).tables;
      const { restarts } = await snapshotSqlite(database.file, databaseCopy);
      if (restarts) log(`  the CMS wrote during the copy; it started again ${restarts} time(s)`);
      return countSqlite(databaseCopy);
    });
    log(`Database (${database.kind}) copied in ${timings.database} ms.`);

    // The archive's folders point at the real ones, so tar reads each file where it is.
    await symlink(locations.mediaDir, path.join(staging, MEDIA.slice(0, -1)));
    await symlink(locations.privateDir, path.join(staging, PRIVATE.slice(0, -1)));
    const files = await timed('hash', async () => [
      { path: databaseEntry, ...(await hashFile(databaseCopy)) },
      ...(await describe(MEDIA, locations.mediaDir)),
      ...(await describe(PRIVATE, locations.privateDir)),
    ]);
    const manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      app: { name: readJson(path.join(ROOT, 'package.json')).name, version: readJson(path.join(ROOT, 'package.json')).version },
      strapi: { version: strapiVersion() },
      node: process.version,
      database: { kind: database.kind, tables },
      settings: settingsToKeep(env),
      files,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    const partial = path.join(staging, 'archive.tar.gz');
    await timed('pack', () => writeArchive(partial, staging, [MANIFEST, ...files.map((file) => file.path)]));
    await timed('verify', () => verifyArchive(partial));
    await chmod(partial, 0o600);
    await rename(partial, out);
    return { manifest, timings };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
