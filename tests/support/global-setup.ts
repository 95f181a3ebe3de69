import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM module shared with the start script
import { generateSecrets, seedCms, startCms, startWeb, stopProcess } from '../../scripts/lib/stack.mjs';
import type { ChildProcess } from 'node:child_process';

const CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 1338);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const CONTROL_PORT = Number(process.env.E2E_CONTROL_PORT ?? 3199);

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { webUrl: string; cmsUrl: string; controlUrl: string; logDir: string };
  }
}

/**
 * A fresh Strapi on a new SQLite file, seeded by the real seed script, and the production build of
 * the site pointed at it. A small control server lets tests stop and start the CMS (health checks,
 * error screen) without owning the processes themselves.
 */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'vacaturesite-e2e-'));
  const logDir = process.env.E2E_LOG_DIR ?? workDir;
  const cmsEnv = {
    ...generateSecrets(),
    DATABASE_FILENAME: path.join(workDir, 'strapi.db'),
    PUBLIC_DIR: path.join(workDir, 'public'),
    ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
  };
  const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;
  const webUrl = `http://127.0.0.1:${WEB_PORT}`;

  mkdirSync(path.join(cmsEnv.PUBLIC_DIR, 'uploads'), { recursive: true });
  seedCms({ env: cmsEnv });
  let cms: ChildProcess = await startCms({ port: CMS_PORT, env: cmsEnv, logFile: path.join(logDir, 'cms.log') });
  const web: ChildProcess = await startWeb({ port: WEB_PORT, cmsUrl, logFile: path.join(logDir, 'web.log') });

  const control: Server = createServer(async (request, response) => {
    try {
      if (request.url === '/cms/stop') await stopProcess(cms);
      else if (request.url === '/cms/start') cms = await startCms({ port: CMS_PORT, env: cmsEnv, logFile: path.join(logDir, 'cms.log') });
      else return void response.writeHead(404).end();
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => control.listen(CONTROL_PORT, '127.0.0.1', resolve));

  project.provide('stack', { webUrl, cmsUrl, controlUrl: `http://127.0.0.1:${CONTROL_PORT}`, logDir });

  return async () => {
    control.closeAllConnections();
    control.close();
    // Throw-away servers: do not wait out their graceful keep-alive shutdown.
    await Promise.all([stopProcess(web, 3000), stopProcess(cms, 3000)]);
    if (!process.env.E2E_LOG_DIR) rmSync(workDir, { recursive: true, force: true });
  };
}
