#!/usr/bin/env node
/**
 * `npm start`: builds what changed, seeds the Dutch demo content (idempotent), starts the mail
 * catcher (maildev), the CMS and the site, and prints where to find them. Ctrl+C stops everything.
 *
 * The CMS sends its mails (confirmation, password reset, activation) to maildev on SMTP_PORT
 * (1025); read them at the printed mail address. With SMTP_HOST set, the CMS uses that server
 * instead and no mail catcher is started.
 *
 * Besides the ports (CMS_PORT, WEB_PORT, SMTP_PORT, MAIL_WEB_PORT) and the data locations the CMS
 * reads itself (DATABASE_FILENAME, PUBLIC_DIR, PRIVATE_UPLOADS_DIR), a second copy can be started
 * next to the usual one (tests/e2e/start.test.ts) with:
 *   CMS_ENV_FILE   the secrets file to create or keep instead of apps/cms/.env (given to Strapi as ENV_PATH)
 *   NEXT_DIST_DIR  the site build folder to serve (a copy of apps/web/.next, so the page caches stay apart)
 *   SEED_ARGS      extra arguments for apps/cms/scripts/seed.js, e.g. "--vacancies 5 --no-compile"
 *   SKIP_BUILD=1   serve the builds as they are (a test next to a running suite must not rebuild under it)
 * Each process serves its Prometheus metrics on a loopback port of its own (decision 051):
 *   CMS_METRICS_PORT, WEB_METRICS_PORT   9464 and 9465; `off` for none
 */
import { DEFAULT_PORTS, printUrls } from './lib/urls.mjs';
import {
  buildAll,
  ensureAdminPassword,
  ensureCmsEnvFile,
  seedCms,
  siteSecrets,
  startCms,
  startMailCatcher,
  startWeb,
  stopProcess,
} from './lib/stack.mjs';

const started = Date.now();
const cmsPort = Number(process.env.CMS_PORT ?? DEFAULT_PORTS.cms);
const webPort = Number(process.env.WEB_PORT ?? DEFAULT_PORTS.web);
const smtpPort = Number(process.env.SMTP_PORT ?? DEFAULT_PORTS.smtp);
const mailPort = Number(process.env.MAIL_WEB_PORT ?? DEFAULT_PORTS.mail);
const useMailCatcher = !process.env.SMTP_HOST;
/** METRICS_PORT for one process: each its own, so an operator's METRICS_PORT in this shell never reaches both. */
function metricsPort(value, fallback) {
  const port = value ?? String(fallback);
  return port === 'off' ? '' : port;
}
const cmsMetricsPort = metricsPort(process.env.CMS_METRICS_PORT, DEFAULT_PORTS.cmsMetrics);
const webMetricsPort = metricsPort(process.env.WEB_METRICS_PORT, DEFAULT_PORTS.webMetrics);
const children = [];
let mailCatcher = null;

async function shutdown(code = 0) {
  await Promise.all([...children.map((child) => stopProcess(child)), mailCatcher?.stop().catch(() => {})]);
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  const envFile = ensureCmsEnvFile(process.env.CMS_ENV_FILE || undefined);
  const newAdminPassword = ensureAdminPassword(envFile);
  // Strapi loads ENV_PATH instead of apps/cms/.env (dotenv in @strapi/core's configuration).
  const envPath = process.env.CMS_ENV_FILE ? { ENV_PATH: envFile } : {};
  if (process.env.SKIP_BUILD !== '1') buildAll();
  console.log('Demo-inhoud klaarzetten…');
  await seedCms({ env: envPath, args: process.env.SEED_ARGS?.split(/\s+/).filter(Boolean) ?? [] });
  if (useMailCatcher) mailCatcher = await startMailCatcher({ smtpPort, webPort: mailPort });
  const cmsEnv = {
    ...envPath,
    SMTP_PORT: String(smtpPort),
    METRICS_PORT: cmsMetricsPort,
    // Links in the CMS's mails point at the site.
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${webPort}`,
  };
  // Side by side: the site asks the CMS only when a page is requested, so it need not wait for it.
  // The CMS reads its .env itself; the site needs the shared secrets from it too.
  const [cms, web] = await Promise.allSettled([
    startCms({ port: cmsPort, env: cmsEnv }),
    startWeb({
      port: webPort,
      cmsUrl: `http://127.0.0.1:${cmsPort}`,
      env: { SITE_URL: cmsEnv.SITE_URL, METRICS_PORT: webMetricsPort, ...siteSecrets(envFile) },
      distDir: process.env.NEXT_DIST_DIR || undefined,
    }),
  ]);
  for (const outcome of [cms, web]) if (outcome.status === 'fulfilled') children.push(outcome.value);
  for (const outcome of [cms, web]) if (outcome.status === 'rejected') throw outcome.reason;
  printUrls({
    cmsPort,
    webPort,
    mailPort: mailCatcher ? mailPort : null,
    metricsPorts: { CMS: cmsMetricsPort, site: webMetricsPort },
    seconds: (Date.now() - started) / 1000,
    envFile,
    newAdminPassword,
  });
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
