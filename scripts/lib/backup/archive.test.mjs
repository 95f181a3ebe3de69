import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { create } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_DIR } from '../stack.mjs';
import { verifyArchive } from './archive.mjs';
import { createBackup } from './create.mjs';
import { ArchiveError, FORMAT } from './manifest.mjs';
import { checkKind, RefusedError, restoreBackup } from './restore.mjs';

/**
 * The archive end to end on a small SQLite site: what npm run backup writes checks out and restores
 * byte for byte; a cut-off, changed, foreign or newer archive is refused before anything is written.
 */
const Database = createRequire(path.join(CMS_DIR, 'package.json'))('better-sqlite3');
const work = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
const env = { JWT_SECRET: 'jwt', APP_KEYS: 'a,b', ENCRYPTION_KEY: 'enc' };
const site = (name) => ({
  database: { kind: 'sqlite', file: path.join(work, name, 'data', 'strapi.db') },
  mediaDir: path.join(work, name, 'public', 'uploads'),
  privateDir: path.join(work, name, 'private'),
});
const source = site('source');
const archive = path.join(work, 'backup.tar.gz');
const CV = 'cvs/0123456789abcdef0123456789abcdef';

/** The archive's tar with `change` applied to it, gzipped again: a damage gzip's own check cannot see. */
function rewritten(name, change) {
  const file = path.join(work, name);
  writeFileSync(file, gzipSync(change(gunzipSync(readFileSync(archive)))));
  return file;
}

const refusal = (file) =>
  verifyArchive(file).then(
    () => null,
    (error) => error,
  );

beforeAll(async () => {
  mkdirSync(path.dirname(source.database.file), { recursive: true });
  const db = new Database(source.database.file);
  db.exec(
    "CREATE TABLE vacancies (id INTEGER PRIMARY KEY, title TEXT); INSERT INTO vacancies (title) VALUES ('Verpleegkundige'), ('Lasser')",
  );
  db.exec('CREATE TABLE up_users (id INTEGER PRIMARY KEY, email TEXT)');
  db.close();
  mkdirSync(path.join(source.mediaDir, 'nested'), { recursive: true });
  writeFileSync(path.join(source.mediaDir, 'logo.png'), Buffer.alloc(70_000, 7));
  writeFileSync(path.join(source.mediaDir, 'nested', 'photo.jpg'), 'photo');
  mkdirSync(path.join(source.privateDir, 'cvs'), { recursive: true });
  writeFileSync(path.join(source.privateDir, CV), 'a CV');
  await createBackup({ env, locations: source, out: archive, log: () => undefined });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run backup', () => {
  it('writes one archive, readable by its owner only, with the manifest first and every file hashed', async () => {
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    const names = execFileSync('tar', ['tzf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(names[0]).toBe('manifest.json');
    expect(names.slice(1).sort()).toEqual(['database/strapi.db', 'media/logo.png', 'media/nested/photo.jpg', `private/${CV}`]);
    const manifest = await verifyArchive(archive);
    expect(manifest).toMatchObject({ format: FORMAT, version: 1, database: { kind: 'sqlite', tables: { vacancies: 2, up_users: 0 } } });
    expect(manifest.files.find((file) => file.path === 'media/logo.png')).toMatchObject({ size: 70_000 });
    // Names and fingerprints of the settings, never their values.
    expect(JSON.stringify(manifest)).not.toContain('"jwt"');
    expect(manifest.settings.find((setting) => setting.name === 'JWT_SECRET')).toMatchObject({
      set: true,
      fingerprint: expect.stringMatching(/^[a-f0-9]{12}$/),
    });
  });

  it('will not overwrite an archive', async () => {
    await expect(createBackup({ env, locations: source, out: archive, log: () => undefined })).rejects.toThrow(/exists already/);
  });
});

describe('verifying an archive', () => {
  it('refuses a truncated archive', async () => {
    const bytes = readFileSync(archive);
    for (const length of [bytes.length - 100, Math.floor(bytes.length / 2), 20]) {
      const file = path.join(work, `cut-${length}.tar.gz`);
      writeFileSync(file, bytes.subarray(0, length));
      const error = await refusal(file);
      expect(error, `cut at ${length}`).toBeInstanceOf(ArchiveError);
      expect(error.message).toMatch(/incomplete|damaged/);
    }
  });

  it('refuses an archive with one changed byte, in the compressed data or in a file gzip cannot see', async () => {
    const bytes = Buffer.from(readFileSync(archive));
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(path.join(work, 'flipped.tar.gz'), bytes);
    expect(await refusal(path.join(work, 'flipped.tar.gz'))).toBeInstanceOf(ArchiveError);

    const changed = rewritten('changed.tar.gz', (tar) => {
      const at = tar.indexOf('a CV');
      tar[at] = 'A'.charCodeAt(0);
      return tar;
    });
    expect((await refusal(changed)).message).toMatch(`private/${CV} does not match its SHA-256`);
  });

  it('refuses a foreign tar, something that is no archive at all, and a missing file', async () => {
    const foreign = path.join(work, 'foreign.tar.gz');
    await create({ file: foreign, gzip: true, cwd: source.mediaDir }, ['logo.png']);
    expect((await refusal(foreign)).message).toMatch(/does not start with manifest.json/);
    writeFileSync(path.join(work, 'notes.tar.gz'), 'just some text, long enough to be more than one tar block? no.'.repeat(20));
    expect((await refusal(path.join(work, 'notes.tar.gz'))).message).toMatch(/not a backup archive|damaged/);
    expect((await refusal(path.join(work, 'absent.tar.gz'))).message).toMatch(/There is no file/);
  });

  it('refuses another format version, a file left out and a file slipped in', async () => {
    const newer = rewritten('newer.tar.gz', (tar) =>
      Buffer.from(tar.toString('latin1').replace('"version": 1,', '"version": 2,'), 'latin1'),
    );
    expect((await refusal(newer)).message).toMatch(/format version 2; this checkout reads version 1/);
    // The last file's header and data zeroed: to tar the archive ends there, well formed.
    const shorter = rewritten('shorter.tar.gz', (tar) => {
      const header = tar.lastIndexOf(Buffer.from(`private/${CV}`));
      return Buffer.concat([tar.subarray(0, header), Buffer.alloc(tar.length - header)]);
    });
    expect((await refusal(shorter)).message).toMatch(/lacks 1 file/);
  });
});

describe('npm run restore', () => {
  it('restores into an empty site: the database and both folders, byte for byte, CVs private', async () => {
    const target = site('restored');
    const { manifest } = await restoreBackup({ archive, env, locations: target, log: () => undefined });
    const db = new Database(target.database.file, { readonly: true });
    expect(db.prepare('SELECT title FROM vacancies ORDER BY id').pluck().all()).toEqual(['Verpleegkundige', 'Lasser']);
    db.close();
    expect(readFileSync(path.join(target.mediaDir, 'nested', 'photo.jpg'), 'utf8')).toBe('photo');
    expect(readFileSync(path.join(target.mediaDir, 'logo.png'))).toEqual(readFileSync(path.join(source.mediaDir, 'logo.png')));
    expect(statSync(path.join(target.privateDir, CV)).mode & 0o777).toBe(0o600);
    expect(manifest.database.tables.vacancies).toBe(2);
  });

  it('refuses a site that has data, and replaces it with --force', async () => {
    const target = site('occupied');
    mkdirSync(target.mediaDir, { recursive: true });
    writeFileSync(path.join(target.mediaDir, 'old.jpg'), 'old');
    await expect(restoreBackup({ archive, env, locations: target, log: () => undefined })).rejects.toThrow(RefusedError);
    expect(existsSync(target.database.file)).toBe(false);
    await restoreBackup({ archive, env, locations: target, force: true, log: () => undefined });
    expect(existsSync(path.join(target.mediaDir, 'old.jpg'))).toBe(false);
    expect(existsSync(path.join(target.mediaDir, 'logo.png'))).toBe(true);
  });

  it('writes nothing from a truncated archive, even with --force', async () => {
    const target = site('untouched');
    mkdirSync(target.mediaDir, { recursive: true });
    writeFileSync(path.join(target.mediaDir, 'kept.jpg'), 'kept');
    const cut = path.join(work, 'cut-for-restore.tar.gz');
    const bytes = readFileSync(archive);
    writeFileSync(cut, bytes.subarray(0, bytes.length - 200));
    await expect(restoreBackup({ archive: cut, env, locations: target, force: true, log: () => undefined })).rejects.toThrow(ArchiveError);
    expect(readFileSync(path.join(target.mediaDir, 'kept.jpg'), 'utf8')).toBe('kept');
    expect(existsSync(path.dirname(target.database.file))).toBe(false);
  });

  it('refuses a backup of the other database kind', () => {
    const manifest = { database: { kind: 'sqlite' } };
    expect(() => checkKind(manifest, { kind: 'postgres' })).toThrow(
      /holds a SQLite database, and this CMS uses PostgreSQL \(DATABASE_URL is set\)/,
    );
    expect(() => checkKind(manifest, { kind: 'sqlite' })).not.toThrow();
  });

  it("names the settings that differ from the backup's", async () => {
    const { differences } = await restoreBackup({
      archive,
      env: { ...env, JWT_SECRET: 'other' },
      locations: site('other-secrets'),
      log: () => undefined,
    });
    expect(differences).toEqual([expect.stringMatching(/^JWT_SECRET differs from the one the backup was made with/)]);
  });
});
