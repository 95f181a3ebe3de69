import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, stopProcess, waitForUrl } from '../../scripts/lib/stack.mjs';
import { runToEnd, spawnIn, type CompatProject } from './compat-strapi';
import { freePort } from './sockets';

/**
 * A real Strapi 4 with this project's content model (compat/strapi-4, decision 053): on a SQLite file
 * of its own in a temp folder, filled from the suite's Strapi 5 by its import script, mail to maildev.
 * Its node_modules come from compat/strapi-4/scripts/install.sh (CI: .ci/run).
 */
export const STRAPI4_DIR = path.join(ROOT, 'compat', 'strapi-4');
const PROJECT: CompatProject = { dir: STRAPI4_DIR, node: process.execPath, name: 'compat/strapi-4' };
/** Boot, import and start on a busy two-core machine; each alone takes 10–60 s. */
const START_TIMEOUT_MS = 180_000;

export type Strapi4 = { url: string; logFile: string; stop: () => Promise<void> };

export async function startStrapi4({
  strapi5Url,
  siteUrl,
  smtpPort,
  logDir,
}: {
  strapi5Url: string;
  siteUrl: string;
  smtpPort: number;
  logDir: string;
}): Promise<Strapi4> {
  if (!existsSync(path.join(STRAPI4_DIR, 'node_modules', '@strapi', 'strapi')))
    throw new Error('compat/strapi-4 is not installed: run compat/strapi-4/scripts/install.sh');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vacaturesite-strapi-4-'));
  const port = await freePort();
  const logFile = path.join(logDir, `strapi-4-${process.pid}.log`);
  const env = {
    STRAPI4_DATA_DIR: dataDir,
    STRAPI5_URL: strapi5Url,
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_URL: siteUrl,
    SMTP_PORT: String(smtpPort),
  };
  // One SQLite file, one writer: the content goes in before the server starts.
  await runToEnd(PROJECT, ['scripts/generate-schemas.mjs'], env, logFile);
  await runToEnd(PROJECT, ['scripts/import-from-strapi-5.js'], env, logFile);
  const server = spawnIn(PROJECT, [path.join('node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'], env, logFile);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(server, 5000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // `proc`: fail at once when Strapi exits (stack.mjs's JSDoc-less defaults do not name it).
    await waitForUrl(`${url}/_health`, { timeoutMs: START_TIMEOUT_MS, proc: server } as { timeoutMs: number });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, logFile, stop };
}
