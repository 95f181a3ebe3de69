/** The upload folders as the backup sees them: their files, each file's hash, and whether a folder is empty. */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Git keeps the empty media folder with it; it is no content. */
const PLACEHOLDERS = new Set(['.gitkeep']);

/** Every regular file under `dir`, as paths relative to it with `/`, sorted; none when it does not exist. */
export async function listFiles(dir) {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

/** A file's size and SHA-256, of the bytes read (as a stream). */
export async function hashFile(file) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Whether `dir` holds anything but git's placeholder (a missing folder is empty). */
export async function isEmptyDir(dir) {
  try {
    return (await readdir(dir)).every((name) => PLACEHOLDERS.has(name));
  } catch (error) {
    if (error.code === 'ENOENT') return true;
    throw error;
  }
}
