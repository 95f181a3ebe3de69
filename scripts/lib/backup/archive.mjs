/**
 * Writing and reading the backup archive (a gzipped tar, with the `tar` package). Both stream: no
 * file, not the database either, is ever held in memory whole.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { create, Parser } from 'tar';
import { ArchiveError, manifestChecker, MANIFEST } from './manifest.mjs';

/**
 * Hard-linked files (nlink > 1) would otherwise become link entries without their bytes, which the
 * manifest could not check: every file goes in whole.
 */
const NO_HARD_LINKS = { get: () => undefined, set: () => undefined };

/**
 * Packs `entries` (paths relative to `cwd`; the manifest first) into a gzipped tar at `file`.
 * Level 1: the database compresses well even so, the media are compressed already, and the site keeps
 * its CPU while a backup runs.
 */
export async function writeArchive(file, cwd, entries) {
  await create({ file, cwd, gzip: { level: 1 }, portable: true, strict: true, linkCache: NO_HARD_LINKS }, entries);
}

/** zlib's and tar's words for a cut-off or mangled archive, said for an operator. */
function explain(error) {
  if (error instanceof ArchiveError) return error;
  const text = `${error.code ?? ''} ${error.message}`;
  if (/unexpected end of file|Truncated input/i.test(text))
    return new ArchiveError(
      'The archive is incomplete: it ends in the middle (cut off while copying, or the disk was full when it was made).',
    );
  if (/incorrect header check|invalid (stored )?block|incorrect data check|invalid distance|Z_DATA_ERROR|checksum failure/i.test(text))
    return new ArchiveError(`The archive is damaged: its compressed data does not check out (${error.message}).`);
  if (/Unrecognized archive format|TAR_BAD_ARCHIVE|TAR_ENTRY_INVALID/i.test(text))
    return new ArchiveError(`This is not a backup archive (not a gzipped tar made by npm run backup): ${error.message}.`);
  return error;
}

/**
 * Reads the archive at `file` once, checking it against its manifest as it goes. For every listed
 * file `onFile(entry, manifest)` may answer a writable stream that gets the entry's bytes as they are
 * hashed (e.g. a file), or nothing (the bytes are only hashed). Answers the manifest once every
 * entry checked out; throws an ArchiveError that says what is wrong otherwise.
 */
export function readArchive(file, onFile = () => undefined) {
  const checker = manifestChecker();
  const work = [];
  return new Promise((resolve, reject) => {
    let failed = false;
    const source = createReadStream(file);
    const fail = (error) => {
      if (failed) return;
      failed = true;
      source.destroy();
      reject(explain(error));
    };
    const parser = new Parser({
      strict: true,
      // The manifest's sizes bound what is read, and nothing is written before all of it checked out;
      // a database of mostly empty pages compresses past tar's default guard of 1000:1.
      maxDecompressionRatio: Infinity,
      onReadEntry(entry) {
        if (failed) return entry.resume();
        try {
          const kind = checker.check(entry);
          if (kind === 'manifest') {
            const chunks = [];
            entry.on('data', (chunk) => chunks.push(chunk));
            entry.on('end', () => {
              try {
                checker.setManifest(Buffer.concat(chunks).toString('utf8'));
              } catch (error) {
                fail(error);
              }
            });
            return;
          }
          const hash = createHash('sha256');
          const destination = onFile(entry, checker.manifest);
          let size = 0;
          // One consumer for the bytes: a second (a pipe beside this listener) would miss what the entry
          // buffered before it was attached.
          entry.on('data', (chunk) => {
            hash.update(chunk);
            size += chunk.length;
            if (destination && !destination.write(chunk)) entry.pause();
          });
          destination?.on('drain', () => entry.resume());
          const read = new Promise((done) => entry.on('end', done)).then(() => {
            checker.checkContent(entry.path, size, hash.digest('hex'));
            destination?.end();
          });
          const written = destination
            ? new Promise((done, failed) => {
                destination.once('close', done);
                destination.once('error', failed);
              })
            : null;
          work.push(Promise.all([read, written]).catch(fail));
        } catch (error) {
          entry.resume();
          fail(error);
        }
      },
    });
    parser.on('error', fail);
    source.on('error', (error) => fail(error.code === 'ENOENT' ? new ArchiveError(`There is no file ${file}.`) : error));
    parser.on('end', async () => {
      await Promise.all(work);
      if (failed) return;
      try {
        resolve(checker.finish());
      } catch (error) {
        fail(error);
      }
    });
    source.pipe(parser);
  });
}

/** Reads the whole archive and checks every byte against the manifest; answers the manifest. */
export const verifyArchive = (file) => readArchive(file);

export { MANIFEST };
