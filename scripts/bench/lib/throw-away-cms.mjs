import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { generateSecrets } from '../../lib/stack.mjs';

/**
 * The environment of a benchmark's throw-away CMS in `dir`: fresh secrets, its own database (the SQLite
 * file in `dir`, or `postgres`'s URL) and its own media and CV folders (created here). Also answers the
 * secrets, which the site in front of it needs too.
 */
export function throwAwayCmsEnv({ dir, postgres, webUrl, extra = {} }) {
  const secrets = generateSecrets();
  const env = {
    ...secrets,
    ...(postgres ? { DATABASE_URL: postgres.url } : { DATABASE_FILENAME: path.join(dir, 'strapi.db') }),
    PUBLIC_DIR: path.join(dir, 'public'),
    PRIVATE_UPLOADS_DIR: path.join(dir, 'private'),
    SITE_URL: webUrl,
    ...extra,
  };
  mkdirSync(path.join(env.PUBLIC_DIR, 'uploads'), { recursive: true });
  return { env, secrets };
}
