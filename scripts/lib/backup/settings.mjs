/**
 * Where the CMS keeps its data, read the way the CMS reads it, so `npm run backup` in a checkout
 * started with `npm start` needs no options: the environment first, then the CMS's env file
 * (apps/cms/.env, or ENV_PATH as Strapi takes it, or npm start's CMS_ENV_FILE), whose values never
 * override the environment (dotenv's rule in @strapi/core). Paths resolve as in
 * apps/cms/config/database.ts, config/server.ts and src/lib/cv-storage.ts: relative to apps/cms.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { CMS_DIR, ROOT } from '../stack.mjs';

/** The env file the CMS loads: ENV_PATH is Strapi's (relative to its working folder, apps/cms). */
export function cmsEnvFile(env = process.env) {
  if (env.ENV_PATH) return path.resolve(CMS_DIR, env.ENV_PATH);
  if (env.CMS_ENV_FILE) return path.resolve(ROOT, env.CMS_ENV_FILE);
  return path.join(CMS_DIR, '.env');
}

/** The environment as the CMS sees it: the file's values under the process's own. */
export function cmsEnvironment(env = process.env) {
  const file = cmsEnvFile(env);
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  return { file: existsSync(file) ? file : null, env: { ...fromFile, ...env } };
}

/**
 * The database (SQLite file or PostgreSQL URL) and the two upload folders. `database.kind` is
 * 'sqlite' or 'postgres', as the manifest names it.
 */
export function cmsLocations(env) {
  const url = env.DATABASE_URL ?? '';
  const database = url
    ? { kind: 'postgres', url, ssl: env.DATABASE_SSL === 'true' }
    : { kind: 'sqlite', file: path.resolve(CMS_DIR, env.DATABASE_FILENAME || path.join('data', 'strapi.db')) };
  return {
    database,
    mediaDir: path.join(path.resolve(CMS_DIR, env.PUBLIC_DIR || 'public'), 'uploads'),
    privateDir: path.resolve(CMS_DIR, env.PRIVATE_UPLOADS_DIR?.trim() || path.join('data', 'private-uploads')),
  };
}
