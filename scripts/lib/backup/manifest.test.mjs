import { describe, expect, it } from 'vitest';
import { ArchiveError, FORMAT, isSafeEntryPath, manifestChecker, parseManifest, VERSION } from './manifest.mjs';

const HASH = 'a'.repeat(64);
const valid = (changes = {}) => ({
  format: FORMAT,
  version: VERSION,
  app: { name: 'vacaturesite', version: '0.1.0' },
  database: { kind: 'sqlite', tables: { vacancies: 2 } },
  settings: [],
  files: [
    { path: 'database/strapi.db', size: 10, sha256: HASH },
    { path: 'media/a.jpg', size: 3, sha256: HASH },
  ],
  ...changes,
});
const parse = (manifest) => () => parseManifest(JSON.stringify(manifest));

describe('the manifest', () => {
  it('accepts what npm run backup writes', () => {
    expect(parseManifest(JSON.stringify(valid())).database.kind).toBe('sqlite');
  });

  it('refuses another format, another version, and says when the backup is newer than the checkout', () => {
    expect(() => parseManifest('{')).toThrow(ArchiveError);
    expect(parse(valid({ format: 'something-else' }))).toThrow(/not a vacaturesite-backup manifest/);
    expect(parse(valid({ version: VERSION + 1 }))).toThrow(/format version 2; this checkout reads version 1.*release that made it/);
    expect(parse(valid({ version: '1' }))).toThrow(/format version "1"/);
  });

  it('refuses an unknown database kind, a missing database, duplicate or malformed entries', () => {
    expect(parse(valid({ database: { kind: 'mysql', tables: {} } }))).toThrow(/unknown database kind/);
    expect(parse(valid({ files: [{ path: 'media/a.jpg', size: 3, sha256: HASH }] }))).toThrow(/lists no database/);
    expect(parse(valid({ files: [...valid().files, { path: 'media/a.jpg', size: 3, sha256: HASH }] }))).toThrow(/twice/);
    expect(parse(valid({ files: [{ path: 'database/strapi.db', size: -1, sha256: HASH }] }))).toThrow(/no valid size/);
    expect(parse(valid({ files: [{ path: 'database/strapi.db', size: 1, sha256: 'abc' }] }))).toThrow(/no valid size/);
  });

  it("lets files land only in the backup's three folders", () => {
    for (const good of ['database/strapi.db', 'database/postgres.dump', 'media/x.jpg', 'private/cvs/0123abcd'])
      expect(isSafeEntryPath(good), good).toBe(true);
    for (const bad of [
      '/etc/passwd',
      'media/../../x',
      'media/',
      'media//x',
      'private/./x',
      'other/x',
      'database/other.db',
      'media\\x',
      '../media/x',
    ])
      expect(isSafeEntryPath(bad), bad).toBe(false);
    expect(parse(valid({ files: [...valid().files, { path: 'media/../../.bashrc', size: 1, sha256: HASH }] }))).toThrow(
      /outside the backup's folders/,
    );
  });
});

describe('following an archive against its manifest', () => {
  const start = () => {
    const checker = manifestChecker();
    expect(checker.check({ path: 'manifest.json', type: 'File' })).toBe('manifest');
    checker.setManifest(JSON.stringify(valid()));
    return checker;
  };

  it('wants the manifest first', () => {
    expect(() => manifestChecker().check({ path: 'media/a.jpg', type: 'File' })).toThrow(/does not start with manifest.json/);
  });

  it('refuses entries the manifest does not list, a second copy, links and folders', () => {
    expect(() => start().check({ path: 'media/b.jpg', type: 'File' })).toThrow(/does not list/);
    expect(() => start().check({ path: 'media/a.jpg', type: 'SymbolicLink' })).toThrow(/SymbolicLink entry/);
    const checker = start();
    checker.check({ path: 'media/a.jpg', type: 'File' });
    expect(() => checker.check({ path: 'media/a.jpg', type: 'File' })).toThrow(/twice/);
  });

  it("checks each file's size and hash, and that none is missing at the end", () => {
    const checker = start();
    checker.check({ path: 'media/a.jpg', type: 'File' });
    expect(() => checker.checkContent('media/a.jpg', 4, HASH)).toThrow(/4 bytes; the manifest says 3/);
    expect(() => checker.checkContent('media/a.jpg', 3, 'b'.repeat(64))).toThrow(/does not match its SHA-256/);
    checker.checkContent('media/a.jpg', 3, HASH);
    expect(() => checker.finish()).toThrow(/lacks 1 file.*database\/strapi.db/);
  });
});
