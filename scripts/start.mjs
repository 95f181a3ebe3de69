#!/usr/bin/env node
/**
 * `npm start`: builds what changed, seeds the Dutch demo content (idempotent), starts the CMS and
 * the site, and prints where to find them. Ctrl+C stops everything.
 */
import { DEFAULT_PORTS, printUrls } from './lib/urls.mjs';
import { buildAll, ensureCmsEnvFile, seedCms, startCms, startWeb, stopProcess } from './lib/stack.mjs';

const started = Date.now();
const cmsPort = Number(process.env.CMS_PORT ?? DEFAULT_PORTS.cms);
const webPort = Number(process.env.WEB_PORT ?? DEFAULT_PORTS.web);
const children = [];

async function shutdown(code = 0) {
  await Promise.all(children.map((child) => stopProcess(child)));
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  ensureCmsEnvFile();
  buildAll();
  console.log('Demo-inhoud klaarzetten…');
  seedCms();
  children.push(await startCms({ port: cmsPort }));
  children.push(await startWeb({ port: webPort, cmsUrl: `http://127.0.0.1:${cmsPort}` }));
  printUrls({ cmsPort, webPort, seconds: (Date.now() - started) / 1000 });
  for (const child of children) {
    child.once('exit', (code) => {
      console.error(`${child.name} stopped (exit ${code}); stopping the rest.`);
      shutdown(code || 1);
    });
  }
} catch (error) {
  console.error(`\nStarten mislukt: ${error.message}`);
  await shutdown(1);
}
