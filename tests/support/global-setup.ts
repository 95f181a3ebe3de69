import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  WEB_DIR,
  e2ePort,
  generateSecrets,
  seedCms,
  siteSecrets,
  startCms,
  startMailCatcher,
  startWeb,
  stopProcess,
  copyWebBuild,
} from '../../scripts/lib/stack.mjs';
import { startNginx } from '../../scripts/lib/nginx.mjs';
import { startIndexingServer } from './indexing-server';
import { startOidcServer } from './oidc-server';
import { createFileLock } from './file-lock-server';
import type { ChildProcess } from 'node:child_process';

const CMS_PORT = e2ePort('E2E_CMS_PORT');
const WEB_PORT = e2ePort('E2E_WEB_PORT');
const CONTROL_PORT = e2ePort('E2E_CONTROL_PORT');
const SMTP_PORT = e2ePort('E2E_SMTP_PORT');
const MAIL_WEB_PORT = e2ePort('E2E_MAIL_WEB_PORT');
const OIDC_PORT = e2ePort('E2E_OIDC_PORT');
const CMS_PUBLIC_PORT = e2ePort('E2E_CMS_PUBLIC_PORT');
const CMS_METRICS_PORT = e2ePort('E2E_CMS_METRICS_PORT');
const WEB_METRICS_PORT = e2ePort('E2E_WEB_METRICS_PORT');
/** The push-service stand-in that e2e/push.test.ts starts (support/push-service.ts); the CMS may post only there. */
const PUSH_PORT = Number(process.env.E2E_PUSH_PORT ?? CONTROL_PORT + 1);
/** Google's Indexing API stand-in (support/indexing-server.ts), up for the whole run as maildev is. */
const INDEXING_PORT = Number(process.env.E2E_INDEXING_PORT ?? CONTROL_PORT + 2);
/**
 * The cluster pass (`npm test -- --cluster`, issue 18): two CMS and two site instances on PostgreSQL
 * and Redis, behind nginx with the repo's configuration (deploy/nginx/vacaturesite.conf). nginx listens
 * on the usual ports, so every file runs unchanged through it; the instances listen on the ports after.
 */
const CLUSTER = process.env.E2E_CLUSTER === '1';
const INSTANCES = CLUSTER ? 2 : 1;
const instancePorts = (port: number) => (CLUSTER ? Array.from({ length: INSTANCES }, (_, index) => port + 1 + index) : [port]);
/** Strapi boots in ~10 s alone, but took over 120 s while CI started the SQLite and PostgreSQL stacks together. */
const CMS_START_TIMEOUT_MS = 300_000;
const OIDC_CLIENT = { clientId: 'vacaturesite', clientSecret: 'e2e-oidc-geheim' };
/**
 * Four times the production default (60): every newsletter goes to every confirmed subscriber the run
 * has made so far, so at one a second a send took longer the later its file ran (issue 21). The
 * throttle itself is still checked, at this rate.
 */
const NEWSLETTER_MAILS_PER_MINUTE = 240;
/** Before Strapi's 30-minute admin access token runs out. */
const ADMIN_TOKEN_RENEW_MS = 20 * 60_000;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      webUrl: string;
      cmsUrl: string;
      controlUrl: string;
      logDir: string;
      mailApi: string;
      adminEmail: string;
      adminPassword: string;
      privateUploadsDir: string;
      uploadTempDir: string;
      pushPort: number;
      /** The Indexing API stand-in: `GET /_received`, `POST /_answer` (support/indexing-server.ts). */
      indexingUrl: string;
      cmsDatabaseFile: string | null;
      /** Set when the suite runs on PostgreSQL (E2E_DATABASE_URL). */
      cmsDatabaseUrl: string | null;
      /** The CMS's newsletter throttle in this run (NEWSLETTER_MAILS_PER_MINUTE). */
      newsletterMailsPerMinute: number;
      /** What a second site against this CMS needs to sign visitors' addresses (e2e/security-client-address). */
      siteCmsSecret: string;
      /** Every instance's own address, behind nginx in the cluster pass; one each (the same as above) otherwise. */
      cmsInstanceUrls: string[];
      cmsPublicUrl: string | null;
      siteInstanceUrls: string[];
      /** Set in the cluster pass (E2E_CLUSTER=1). */
      redisUrl: string | null;
      /** Each instance's Prometheus metrics (METRICS_PORT, decision 051), in the order of cmsInstanceUrls and siteInstanceUrls. */
      cmsMetricsUrls: string[];
      siteMetricsUrls: string[];
      /** nginx's JSON line per request (deploy/nginx/vacaturesite.conf) in the cluster pass; null otherwise. */
      nginxAccessLog: string | null;
      /** The CMS's whole environment (secrets, DATABASE_FILENAME or DATABASE_URL, PUBLIC_DIR …): a second CMS on a restored backup (e2e/backup.test.ts) starts with the same. */
      cmsEnv: Record<string, string>;
    };
  }
}

/**
 * The admin API token, from one login for the whole run: Strapi answers a sixth admin login from one
 * address and e-mail within its window with 429, so files that each logged in made the admin panel's
 * own sign-in (newsletter) fail depending on the order the files ran in.
 */
async function adminLogin(cmsUrl: string, admin: { ADMIN_EMAIL: string; ADMIN_PASSWORD: string }): Promise<string> {
  const response = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * A fresh Strapi on a new SQLite file, seeded by the real seed script, and the production build of
 * the site pointed at it. A small control server lets tests stop and start the CMS (health checks,
 * error screen) without owning the processes themselves.
 */
/** A crash: no shutdown hooks run (the newsletter sender keeps its claim). */
async function killProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
  await exited;
}

function redisUrl(): string {
  const url = process.env.E2E_REDIS_URL;
  if (!url) throw new Error('The cluster pass needs E2E_REDIS_URL (scripts/test.mjs --cluster starts one)');
  return url;
}

export default async function setup(project: TestProject) {
  if (CLUSTER && !process.env.E2E_DATABASE_URL) throw new Error('The cluster pass runs on PostgreSQL: E2E_DATABASE_URL');
  const workDir = mkdtempSync(path.join(tmpdir(), 'vacaturesite-e2e-'));
  const logDir = process.env.E2E_LOG_DIR ?? workDir;
  // This run's logs alone: the runner reads them afterwards for unexpected errors (scripts/lib/log-scan.mjs).
  mkdirSync(logDir, { recursive: true });
  for (const name of readdirSync(logDir)) if (/^(cms|web|nginx)(-\d+)?\.log$/.test(name)) rmSync(path.join(logDir, name), { force: true });
  const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;
  const webUrl = `http://127.0.0.1:${WEB_PORT}`;

  // Real parts around the CMS: an SMTP catcher for every mail flow and an OpenID server for social sign-in.
  const mail = await startMailCatcher({ smtpPort: SMTP_PORT, webPort: MAIL_WEB_PORT });
  const oidc = await startOidcServer({ port: OIDC_PORT, ...OIDC_CLIENT, redirectUri: `${cmsUrl}/api/connect/oidc/callback` });
  const indexing = await startIndexingServer(INDEXING_PORT);
  const googleKeyFile = path.join(workDir, 'google-indexing-key.json');
  writeFileSync(googleKeyFile, JSON.stringify(indexing.serviceAccountKey), { mode: 0o600 });

  // The admin password is one of the generated secrets, as `npm start` keeps it (issue 15: no fixed password).
  const secrets = generateSecrets();
  const admin = { ADMIN_EMAIL: 'redactie@vacaturesite.test', ADMIN_PASSWORD: secrets.ADMIN_PASSWORD };
  const cmsEnv = {
    ...secrets,
    ...admin,
    DATABASE_FILENAME: path.join(workDir, 'strapi.db'),
    PUBLIC_DIR: path.join(workDir, 'public'),
    PRIVATE_UPLOADS_DIR: path.join(workDir, 'private'),
    // Each multipart request's own folder goes here (issue 34), so the tests can see that none stays.
    UPLOAD_TEMP_DIR: path.join(workDir, 'upload-temp'),
    PUBLIC_URL: cmsUrl,
    SITE_URL: webUrl,
    SMTP_PORT: String(SMTP_PORT),
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: OIDC_CLIENT.clientId,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.clientSecret,
    PUSH_SERVICE_ORIGINS: `http://127.0.0.1:${PUSH_PORT}`,
    NEWSLETTER_MAILS_PER_MINUTE: String(NEWSLETTER_MAILS_PER_MINUTE),
    // A sender looks for other instances' work and ended leases every 3 s instead of 30 (decision 037).
    NEWSLETTER_LEASE_CHECK_MS: '3000',
    // The mail outbox looks every second instead of every 5 (decision 046); a queued mail is sent at once anyway.
    MAIL_OUTBOX_INTERVAL_MS: '1000',
    // Browsers and helpers solve the bot check in milliseconds instead of a second (docs/decisions/016).
    BOT_CHECK_MAX_TRIES: '40',
    // Moves "now" for the CV retention round through an admin route (apps/cms/src/lib/clock.ts); tests only.
    CMS_TEST_CLOCK: 'on',
    // Decision 034: a real signed-JWT exchange against the stand-in; quick looks and retries for the tests.
    GOOGLE_INDEXING_KEY: googleKeyFile,
    GOOGLE_INDEXING_ENDPOINT: indexing.publishEndpoint,
    GOOGLE_INDEXING_INTERVAL_MS: '300',
    GOOGLE_INDEXING_RETRY_MS: '1000',
    // Decision 057: the ATS webhook test receives on a local port (loopback allowed in tests only), with quick looks and retries.
    ATS_WEBHOOK_ALLOW_LOOPBACK: 'true',
    ATS_WEBHOOK_INTERVAL_MS: '300',
    ATS_WEBHOOK_RETRY_MS: '500',
    ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    ...(CLUSTER ? { REDIS_URL: redisUrl() } : {}),
  };

  mkdirSync(path.join(cmsEnv.PUBLIC_DIR, 'uploads'), { recursive: true });
  await seedCms({ env: cmsEnv });
  // Every CMS process ever started, so teardown also stops one whose restart was still booting.
  const cmsProcesses = new Set<ChildProcess>();
  const cmsPorts = instancePorts(CMS_PORT);
  const startTestCms = (port: number, index: number) =>
    startCms({
      port,
      env: { ...cmsEnv, METRICS_PORT: String(CMS_METRICS_PORT + index) },
      timeoutMs: CMS_START_TIMEOUT_MS,
      logFile: path.join(logDir, index ? `cms-${index + 1}.log` : 'cms.log'),
      onSpawn: (child: ChildProcess) => cmsProcesses.add(child),
    });
  // One after the other: each runs Strapi's schema sync and our index creation at start.
  const cmsInstances: ChildProcess[] = [];
  for (const [index, port] of cmsPorts.entries()) cmsInstances.push(await startTestCms(port, index));
  const webPorts = instancePorts(WEB_PORT);
  const nginx = CLUSTER
    ? await startNginx({
        sitePort: WEB_PORT,
        cmsPort: CMS_PORT,
        cmsPublicPort: CMS_PUBLIC_PORT,
        sitePorts: webPorts,
        cmsPorts,
        logFile: path.join(logDir, 'nginx.log'),
      })
    : null;
  let adminToken = await adminLogin(cmsUrl, admin);
  // Strapi's admin access tokens live 30 minutes and a pass beside another takes longer (decision 060): files ask
  // the control server for the token (support/actors.ts editorToken), which logs in again after 20 minutes, so
  // the run still makes only a few admin logins (Strapi limits them per address and e-mail).
  let adminTokenAt = Date.now();
  const freshAdminToken = async () => {
    if (Date.now() - adminTokenAt > ADMIN_TOKEN_RENEW_MS) {
      adminToken = await adminLogin(cmsUrl, admin);
      adminTokenAt = Date.now();
    }
    return adminToken;
  };
  // A fresh CMS has new documentIds and upload names; the site's data cache from an earlier run would
  // still serve the old ones (pages linking to images that no longer exist).
  const distDir = process.env.E2E_WEB_DIST_DIR ?? '.next';
  // The cluster's instances serve copies; the build folder itself may be serving the SQLite pass right now.
  if (!CLUSTER) rmSync(path.join(WEB_DIR, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  // "Behind a proxy" mode (README): every request reaches the site from 127.0.0.1 and each test visitor
  // brings its own X-Forwarded-For (support/browser.ts visitorAddress), as a reverse proxy would send it
  // (nginx, in the cluster pass, appends 127.0.0.1 after it).
  const webEnv = {
    SITE_URL: webUrl,
    CMS_PUBLIC_URL: cmsUrl,
    TRUSTED_PROXIES: 'loopback',
    ...siteSecrets(cmsEnv),
    ...(CLUSTER ? { REDIS_URL: redisUrl() } : {}),
  };
  // In the cluster each site has a build folder of its own, as on two machines: nothing is shared
  // through the disk, only through Redis.
  const webInstances: ChildProcess[] = [];
  for (const [index, port] of webPorts.entries())
    webInstances.push(
      await startWeb({
        port,
        cmsUrl,
        distDir: CLUSTER ? copyWebBuild(`cluster-${index + 1}`) : distDir,
        env: { ...webEnv, METRICS_PORT: String(WEB_METRICS_PORT + index) },
        logFile: path.join(logDir, index ? `web-${index + 1}.log` : 'web.log'),
      }),
    );

  const fileLock = createFileLock();
  const control: Server = createServer(async (request, response) => {
    try {
      if (request.url?.startsWith('/file-lock/')) return fileLock.handle(request, response);
      // The first CMS instance; in the cluster the other one answers meanwhile.
      if (request.url === '/admin-token')
        return void response.writeHead(200, { 'content-type': 'text/plain' }).end(await freshAdminToken());
      if (request.url === '/cms/stop') await stopProcess(cmsInstances[0]);
      else if (request.url === '/cms/kill') await killProcess(cmsInstances[0]);
      else if (request.url === '/cms/start') cmsInstances[0] = await startTestCms(cmsPorts[0], 0);
      else return void response.writeHead(404).end();
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => control.listen(CONTROL_PORT, '127.0.0.1', resolve));

  project.provide('stack', {
    webUrl,
    cmsUrl,
    controlUrl: `http://127.0.0.1:${CONTROL_PORT}`,
    logDir,
    mailApi: mail.webUrl,
    adminEmail: admin.ADMIN_EMAIL,
    adminPassword: admin.ADMIN_PASSWORD,
    privateUploadsDir: cmsEnv.PRIVATE_UPLOADS_DIR,
    uploadTempDir: cmsEnv.UPLOAD_TEMP_DIR,
    pushPort: PUSH_PORT,
    indexingUrl: indexing.url,
    cmsDatabaseFile: process.env.E2E_DATABASE_URL ? null : cmsEnv.DATABASE_FILENAME,
    cmsDatabaseUrl: process.env.E2E_DATABASE_URL ?? null,
    newsletterMailsPerMinute: NEWSLETTER_MAILS_PER_MINUTE,
    siteCmsSecret: cmsEnv.SITE_CMS_SECRET,
    cmsInstanceUrls: cmsPorts.map((port) => `http://127.0.0.1:${port}`),
    /** What browsers may reach of the CMS in production (nginx's public side); null outside the cluster pass. */
    cmsPublicUrl: CLUSTER ? `http://127.0.0.1:${CMS_PUBLIC_PORT}` : null,
    nginxAccessLog: nginx?.accessLog ?? null,
    siteInstanceUrls: webPorts.map((port) => `http://127.0.0.1:${port}`),
    redisUrl: CLUSTER ? redisUrl() : null,
    cmsMetricsUrls: cmsPorts.map((_, index) => `http://127.0.0.1:${CMS_METRICS_PORT + index}/metrics`),
    siteMetricsUrls: webPorts.map((_, index) => `http://127.0.0.1:${WEB_METRICS_PORT + index}/metrics`),
    cmsEnv,
  });

  return async () => {
    const started = Date.now();
    const step = async (name: string, work: Promise<unknown>) => {
      await work;
      console.log(`teardown: ${name} after ${Date.now() - started} ms`);
    };
    control.closeAllConnections();
    control.close();
    // Throw-away servers: do not wait out their graceful keep-alive shutdown.
    await Promise.all([
      step('web', Promise.all(webInstances.map((child) => stopProcess(child, 3000)))),
      step('nginx', nginx?.stop() ?? Promise.resolve()),
      step('cms', Promise.all([...cmsProcesses].map((child) => stopProcess(child, 3000)))),
      step('mail', mail.stop()),
      step('oidc', oidc.close()),
      step('indexing', indexing.close()),
    ]);
    if (!process.env.E2E_LOG_DIR) rmSync(workDir, { recursive: true, force: true });
  };
}
