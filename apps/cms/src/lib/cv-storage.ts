import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * CVs live outside Strapi's public folder (decision 005): in PRIVATE_UPLOADS_DIR (default
 * `data/private-uploads` in the CMS app), under a random name that says nothing about the person.
 * Nothing serves that folder; the only way out is GET /api/my-jobs/applications/:id/cv, which checks
 * who asks. The key is stored on the application (a private field).
 */

const KEY = /^[a-f0-9]{32}$/;

export function privateUploadsDir(appRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PRIVATE_UPLOADS_DIR?.trim();
  return path.resolve(appRoot, configured || path.join('data', 'private-uploads'));
}

export function cvStorage(root: string) {
  const dir = path.join(root, 'cvs');
  const fileFor = (key: string) => {
    if (!KEY.test(key)) throw new Error('Invalid CV key');
    return path.join(dir, key);
  };
  return {
    dir,
    /** Where the file of `key` lives (the personal-data export streams it from there). */
    pathOf: fileFor,
    /** Copies an uploaded temp file in under a new random key, readable by the CMS user only. */
    async store(tempFile: string): Promise<string> {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const key = randomBytes(16).toString('hex');
      const target = fileFor(key);
      await copyFile(tempFile, target);
      await chmod(target, 0o600);
      return key;
    },
    async open(key: string) {
      const file = fileFor(key);
      const { size } = await stat(file);
      return { size, stream: createReadStream(file) };
    },
    /** Best effort: a file that is already gone is fine. */
    async remove(keys: Array<string | null | undefined>): Promise<void> {
      await Promise.all(
        keys.filter((key): key is string => typeof key === 'string' && KEY.test(key)).map((key) => rm(fileFor(key), { force: true })),
      );
    },
  };
}
export type CvStorage = ReturnType<typeof cvStorage>;
