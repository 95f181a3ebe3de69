import { existsSync } from 'node:fs';
import path from 'node:path';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { ROOT, stopProcess, waitForUrl } from '../../scripts/lib/stack.mjs';
import { runToEnd, spawnIn, type CompatProject } from './compat-strapi';
import { freePort } from './sockets';

/**
 * A real Strapi 3.6 with this project's content model (compat/strapi-3, decision 053): on Node 14 from
 * the npm registry, on a throw-away PostgreSQL of its own, filled from the suite's Strapi 5 by its import
 * script, mail to maildev. Node 14 and its node_modules come from compat/strapi-3/scripts/install.sh
 * (CI: .ci/run).
 */
export const STRAPI3_DIR = path.join(ROOT, 'compat', 'strapi-3');
const PROJECT: CompatProject = { dir: STRAPI3_DIR, node: path.join(STRAPI3_DIR, '.node14', 'bin', 'node'), name: 'compat/strapi-3' };
/** PostgreSQL, import and start on a busy two-core machine; Strapi 3 alone starts in a few seconds. */
const START_TIMEOUT_MS = 180_000;

export type Strapi3 = { url: string; logFile: string; stop: () => Promise<void> };

export async function startStrapi3({
  strapi5Url,
  siteUrl,
  smtpPort,
  logDir,
}: {
  strapi5Url: string;
  siteUrl: string;
  smtpPort: number;
  logDir: string;
}): Promise<Strapi3> {
  if (!existsSync(PROJECT.node) || !existsSync(path.join(STRAPI3_DIR, 'node_modules', 'strapi')))
    throw new Error('compat/strapi-3 is not installed: run compat/strapi-3/scripts/install.sh');
  const postgres = await startPostgres({ port: await freePort() });
  const port = await freePort();
  const logFile = path.join(logDir, `strapi-3-${process.pid}.log`);
  const env = {
    DATABASE_URL: postgres.url,
    STRAPI5_URL: strapi5Url,
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_URL: siteUrl,
    SMTP_PORT: String(smtpPort),
  };
  let server: ReturnType<typeof spawnIn> | undefined;
  const stop = async () => {
    await stopProcess(server, 5000);
    postgres.stop();
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await runToEnd(PROJECT, ['scripts/generate-models.js'], env, logFile);
    await runToEnd(PROJECT, ['scripts/import-from-strapi-5.js'], env, logFile);
    server = spawnIn(PROJECT, [path.join('node_modules', 'strapi', 'bin', 'strapi.js'), 'start'], env, logFile);
    // `proc`: fail at once when Strapi exits (stack.mjs's JSDoc-less defaults do not name it).
    await waitForUrl(`${url}/_health`, { timeoutMs: START_TIMEOUT_MS, proc: server } as { timeoutMs: number });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, logFile, stop };
}
