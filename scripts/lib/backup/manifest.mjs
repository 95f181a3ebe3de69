/**
 * The archive's table of contents (decision 052): manifest.json, the archive's first entry, names the
 * format and its version, what made it, the database's kind and row counts, the settings to keep
 * beside it, and the size and SHA-256 of every other entry. A restore trusts nothing it did not check
 * against it.
 */
export const FORMAT = 'vacaturesite-backup';
export const VERSION = 1;
export const MANIFEST = 'manifest.json';

/** The archive's folders: the database dump, the media library (PUBLIC_DIR/uploads), the CVs (PRIVATE_UPLOADS_DIR). */
export const DATABASE_ENTRY = { sqlite: 'database/strapi.db', postgres: 'database/postgres.dump' };
export const MEDIA = 'media/';
export const PRIVATE = 'private/';

/** Why an archive is refused; the message is for the operator. */
export class ArchiveError extends Error {}

/** No absolute paths, no `..`, no empty or dot segments, only the three folders: a file can land only where it belongs. */
export function isSafeEntryPath(entryPath) {
  if (typeof entryPath !== 'string' || entryPath.includes('\\') || entryPath.includes('\0')) return false;
  const segments = entryPath.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return false;
  if (Object.values(DATABASE_ENTRY).includes(entryPath)) return true;
  return (entryPath.startsWith(MEDIA) || entryPath.startsWith(PRIVATE)) && segments.length > 1;
}

const SHA256 = /^[a-f0-9]{64}$/;

/**
 * Checks a parsed manifest's shape and answers it; throws an ArchiveError that says what is wrong.
 * `text` is the raw manifest.json.
 */
export function parseManifest(text) {
  let manifest;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new ArchiveError('manifest.json is not valid JSON: this is not a backup made by npm run backup, or it is damaged.');
  }
  if (manifest?.format !== FORMAT)
    throw new ArchiveError(`manifest.json is not a ${FORMAT} manifest: this archive was not made by npm run backup.`);
  if (manifest.version !== VERSION) {
    const newer = Number(manifest.version) > VERSION;
    throw new ArchiveError(
      newer
        ? `This backup has format version ${manifest.version}; this checkout reads version ${VERSION}. Restore it with the release that made it (app ${manifest.app?.version ?? 'unknown'}) or a newer one.`
        : `This backup has format version ${JSON.stringify(manifest.version)}, which this checkout does not read (it reads version ${VERSION}).`,
    );
  }
  const kind = manifest.database?.kind;
  if (!(kind in DATABASE_ENTRY)) throw new ArchiveError(`manifest.json names an unknown database kind: ${JSON.stringify(kind)}.`);
  if (!Array.isArray(manifest.files)) throw new ArchiveError('manifest.json lists no files.');
  const seen = new Set();
  for (const file of manifest.files) {
    if (!isSafeEntryPath(file?.path))
      throw new ArchiveError(`manifest.json names a path outside the backup's folders: ${JSON.stringify(file?.path)}.`);
    if (!Number.isSafeInteger(file.size) || file.size < 0 || !SHA256.test(file.sha256 ?? ''))
      throw new ArchiveError(`manifest.json has no valid size and SHA-256 for ${file.path}.`);
    if (seen.has(file.path)) throw new ArchiveError(`manifest.json names ${file.path} twice.`);
    seen.add(file.path);
  }
  if (!seen.has(DATABASE_ENTRY[kind])) throw new ArchiveError(`manifest.json lists no database (${DATABASE_ENTRY[kind]}).`);
  if (typeof manifest.database.tables !== 'object' || manifest.database.tables === null)
    throw new ArchiveError('manifest.json has no row counts for the database.');
  return manifest;
}

/**
 * Follows the entries of an archive against its manifest, in the order they come: the manifest
 * first, then each listed file once with its size and hash. `check(entry)` for each entry header,
 * `checkContent(path, size, sha256)` once its bytes are read, `finish()` at the end (every listed file
 * was there). Pure: the reading is archive.mjs's.
 */
export function manifestChecker() {
  let manifest = null;
  let expected = null;
  const seen = new Set();
  return {
    get manifest() {
      return manifest;
    },
    /** The header of the next entry; answers 'manifest' or 'file'. */
    check({ path: entryPath, type }) {
      if (!manifest) {
        if (entryPath !== MANIFEST)
          throw new ArchiveError(`The archive does not start with ${MANIFEST}: this is not a backup made by npm run backup.`);
        return 'manifest';
      }
      if (type !== 'File') throw new ArchiveError(`The archive holds a ${type} entry (${entryPath}); backups hold only files.`);
      if (!expected.has(entryPath)) throw new ArchiveError(`The archive holds ${entryPath}, which its manifest does not list.`);
      if (seen.has(entryPath)) throw new ArchiveError(`The archive holds ${entryPath} twice.`);
      seen.add(entryPath);
      return 'file';
    },
    setManifest(text) {
      manifest = parseManifest(text);
      expected = new Map(manifest.files.map((file) => [file.path, file]));
    },
    checkContent(entryPath, size, sha256) {
      const file = expected.get(entryPath);
      if (size !== file.size)
        throw new ArchiveError(`${entryPath} has ${size} bytes; the manifest says ${file.size}. The archive is damaged.`);
      if (sha256 !== file.sha256)
        throw new ArchiveError(`${entryPath} does not match its SHA-256 in the manifest. The archive is damaged.`);
    },
    finish() {
      if (!manifest) throw new ArchiveError('The archive is empty: no manifest.json.');
      const missing = [...expected.keys()].filter((entryPath) => !seen.has(entryPath));
      if (missing.length)
        throw new ArchiveError(
          `The archive lacks ${missing.length} file(s) its manifest lists (first: ${missing[0]}). It is incomplete (cut off?).`,
        );
      return manifest;
    },
  };
}
