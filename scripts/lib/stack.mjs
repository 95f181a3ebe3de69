/**
 * Starting the product's processes, shared by `npm start`, `npm test` and the end-to-end harness so
 * all three run the real thing the same way: Strapi (production build) and Next.js (production build).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CMS_DIR = path.join(ROOT, 'apps', 'cms');
export const WEB_DIR = path.join(ROOT, 'apps', 'web');
/** What both apps must agree on (issue 19): built to CommonJS before either app, part of both apps' source hash. */
export const SHARED_DIR = path.join(ROOT, 'packages', 'shared');

/** No telemetry or update checks from any tool, wherever it is started from. */
export const QUIET_ENV = {
  STRAPI_TELEMETRY_DISABLED: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
  BROWSER: 'none',
};

/**
 * Shared with the site: the CMS's webhook proves itself with REVALIDATE_SECRET (decision 010); the
 * admin's preview links carry PREVIEW_SECRET and the site reads drafts with PREVIEW_API_TOKEN (decision 013);
 * the site signs the visitor's address for the CMS's rate limiters with SITE_CMS_SECRET (issue 15).
 */
export const SITE_SECRET_NAMES = ['REVALIDATE_SECRET', 'PREVIEW_SECRET', 'PREVIEW_API_TOKEN', 'SITE_CMS_SECRET'];
const SECRET_NAMES = ['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY', ...SITE_SECRET_NAMES];

function secret() {
  return randomBytes(24).toString('base64url');
}

/** A strong admin password that also meets Strapi's rules (a digit, a capital); as apps/cms/src/bootstrap/admin-user.ts. */
export function generateAdminPassword() {
  for (;;) {
    const password = secret();
    if (/\d/.test(password) && /[A-Z]/.test(password) && /[a-z]/.test(password)) return password;
  }
}

/** Fresh random secrets and a first admin password, e.g. for a throwaway test CMS. */
export function generateSecrets() {
  return Object.fromEntries([
    ['APP_KEYS', [secret(), secret(), secret(), secret()].join(',')],
    ...SECRET_NAMES.map((name) => [name, secret()]),
    ['ADMIN_PASSWORD', generateAdminPassword()],
  ]);
}

/**
 * apps/cms/.env holds the embedded default's secrets. It is written once with random values and
 * then kept, so sessions and tokens survive restarts; operators replace it with their own env.
 * `file` (CMS_ENV_FILE in `npm start`) puts it elsewhere, e.g. a test's throw-away folder.
 */
export function ensureCmsEnvFile(file = path.join(CMS_DIR, '.env')) {
  if (!existsSync(file)) {
    // The admin password is added by ensureAdminPassword, which tells start.mjs to print it once.
    const secrets = generateSecrets();
    delete secrets.ADMIN_PASSWORD;
    const lines = Object.entries(secrets).map(([k, v]) => `${k}=${v}`);
    writeFileSync(file, `# Generated on first start by scripts/lib/stack.mjs. Keep private.\n${lines.join('\n')}\n`, { mode: 0o600 });
  }
  // Files written before the site needed a shared secret get it added.
  for (const name of SITE_SECRET_NAMES) {
    if (!readEnvValue(file, name)) writeFileSync(file, `${name}=${secret()}\n`, { flag: 'a' });
  }
  return file;
}

/**
 * The first super admin's password (issue 15: no fixed default), kept with the other secrets so the
 * CMS creates the admin with it. Returns it when it was generated just now, to be shown once; null
 * when ADMIN_PASSWORD is set in the environment or the file already has one.
 */
export function ensureAdminPassword(file) {
  if (process.env.ADMIN_PASSWORD || readEnvValue(file, 'ADMIN_PASSWORD')) return null;
  const password = generateAdminPassword();
  writeFileSync(file, `ADMIN_PASSWORD=${password}\n`, { flag: 'a' });
  return password;
}

/** The secrets the site shares with the CMS: from a secrets object, or from the environment and else the CMS's env file. */
export function siteSecrets(source) {
  const value = typeof source === 'string' ? (name) => process.env[name] ?? readEnvValue(source, name) : (name) => source[name];
  return Object.fromEntries(SITE_SECRET_NAMES.map((name) => [name, value(name)]));
}

/** One value from a dotenv file (plain KEY=value lines, as written above). */
export function readEnvValue(file, name) {
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}=`));
  return line ? line.slice(name.length + 1).trim() : '';
}

const IGNORED = new Set(['node_modules', 'dist', '.next', 'builds', 'data', '.strapi', '.tmp', '.cache', 'uploads', 'types', 'coverage']);

function hashTree(dir, hash = createHash('sha256')) {
  for (const name of readdirSync(dir).sort()) {
    if (
      IGNORED.has(name) ||
      name.startsWith('.env') ||
      name.startsWith('.next-') ||
      name.endsWith('.tsbuildinfo') ||
      name === 'next-env.d.ts'
    )
      continue;
    const full = path.join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) hashTree(full, hash);
    else hash.update(`${path.relative(ROOT, full)}\0`).update(readFileSync(full));
  }
  return hash;
}

/** Builds an app only when its sources changed since the last build (content hash, not mtimes). */
export function buildIfChanged(name, dir, marker, log = console.log) {
  const digest = hashTree(SHARED_DIR, hashTree(dir)).digest('hex');
  const markerFile = path.join(dir, marker);
  if (existsSync(markerFile) && readFileSync(markerFile, 'utf8') === digest) {
    log(`${name}: build is up to date`);
    return false;
  }
  log(`${name}: building…`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, ...QUIET_ENV, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`${name}: build failed (exit ${result.status})`);
  mkdirSync(path.dirname(markerFile), { recursive: true });
  writeFileSync(markerFile, digest);
  log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return true;
}

/**
 * The shared package, compiled where both apps and their unit tests import it from (`dist/`). `npm ci`
 * builds it too (its `prepare`); this covers a source change since. A second or so.
 */
export function buildShared() {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', SHARED_DIR], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`packages/shared: build failed (exit ${result.status})`);
}

export function buildAll(log) {
  buildShared();
  buildIfChanged('CMS', CMS_DIR, 'dist/.source-hash', log);
  buildIfChanged('Site', WEB_DIR, '.next/.source-hash', log);
}

export async function waitForUrl(url, { timeoutMs = 120_000, accept = (status) => status < 500, proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && proc.exitCode !== null) throw new Error(`process for ${url} exited with code ${proc.exitCode}`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      if (accept(response.status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${url}`);
}

/** A workspace's own node_modules/.bin first, then the hoisted one at the root. */
function bin(name, dir) {
  const local = path.join(dir, 'node_modules', '.bin', name);
  return existsSync(local) ? local : path.join(ROOT, 'node_modules', '.bin', name);
}

function startProcess(name, command, args, { cwd, env, logFile }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...QUIET_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  const sink = logFile ? (chunk) => writeFileSync(logFile, chunk, { flag: 'a' }) : (chunk) => process.stdout.write(`[${name}] ${chunk}`);
  child.stdout.on('data', sink);
  child.stderr.on('data', sink);
  child.name = name;
  return child;
}

/** Stops a process and everything it started (npm → strapi → node), and waits for it. */
export async function stopProcess(child, timeoutMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      child.kill(sig);
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/**
 * maildev in this process: an SMTP server that catches every mail the CMS sends and a web UI / REST
 * API to read them (GET {webUrl}/api/email). Both bind to 127.0.0.1 only. Mails live in a fresh
 * temporary folder (maildev would otherwise pile them up in a shared /tmp/maildev) that stop()
 * removes. maildev 3 does no network calls of its own.
 */
export async function startMailCatcher({ smtpPort, webPort, host = '127.0.0.1' }) {
  const { MailDev } = await import('maildev');
  const mailDirectory = mkdtempSync(path.join(tmpdir(), 'vacaturesite-mail-'));
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: host, webIp: host, mailDirectory, silent: true });
  try {
    await maildev.start();
  } catch (error) {
    rmSync(mailDirectory, { recursive: true, force: true });
    throw new Error(`mail catcher (SMTP ${smtpPort}, web ${webPort}) did not start: ${error.message}`, { cause: error });
  }
  return {
    smtpPort,
    webPort,
    webUrl: `http://${host}:${webPort}`,
    async stop() {
      await maildev.stop();
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}

/**
 * Fails fast when something already listens on the port: otherwise the readiness check would happily
 * talk to that other server (an old `npm start`, another test run) while ours dies.
 */
export async function assertPortFree(port, host = '127.0.0.1') {
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Poort ${port} is al in gebruik; stop dat proces of kies een andere poort.`) : error),
    );
    probe.listen(port, host, () => probe.close(resolve));
  });
}

/**
 * Strapi in production mode on the given port and SQLite file (or DATABASE_URL when set in env).
 * @param {{ port: number, env?: Record<string, string>, logFile?: string, timeoutMs?: number, onSpawn?: (child: import('node:child_process').ChildProcess) => void }} options
 */
export async function startCms({ port, env = {}, logFile, timeoutMs = 120_000, onSpawn = () => {} }) {
  await assertPortFree(port);
  // Strapi refuses to start without the uploads folder.
  mkdirSync(path.join(env.PUBLIC_DIR ?? path.join(CMS_DIR, 'public'), 'uploads'), { recursive: true });
  const child = startProcess('cms', bin('strapi', CMS_DIR), ['start'], {
    cwd: CMS_DIR,
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    logFile,
  });
  onSpawn(child);
  await waitForUrl(`http://127.0.0.1:${port}/_health`, { timeoutMs, proc: child });
  return child;
}

/** Asynchronous on purpose: servers in this process (the tests' OpenID server) must keep answering while Strapi boots. */
export async function seedCms({ env = {}, args = [] } = {}) {
  const child = spawn(process.execPath, ['scripts/seed.js', ...args], {
    cwd: CMS_DIR,
    stdio: 'inherit',
    env: { ...process.env, ...QUIET_ENV, NODE_ENV: 'production', ...env },
  });
  const [code] = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (...result) => resolve(result));
  });
  if (code !== 0) throw new Error(`seeding failed (exit ${code})`);
}

/**
 * The end-to-end harness's ports and their defaults (tests/support/global-setup.ts); each can be
 * overridden by its environment variable.
 */
export const E2E_PORT_DEFAULTS = {
  E2E_CMS_PORT: 1338,
  E2E_WEB_PORT: 3100,
  E2E_CONTROL_PORT: 3199,
  E2E_SMTP_PORT: 1026,
  E2E_MAIL_WEB_PORT: 1081,
  E2E_OIDC_PORT: 4451,
  // The cluster pass's public side of the CMS (nginx: admin, media, social sign-in; no content API).
  E2E_CMS_PUBLIC_PORT: 1347,
  // Metrics (decision 051): the first CMS and site instance; the cluster pass's second ones the port after.
  E2E_CMS_METRICS_PORT: 9474,
  E2E_WEB_METRICS_PORT: 9484,
};

/** An e2e port: its environment variable, else its default. */
export const e2ePort = (name) => Number(process.env[name] ?? E2E_PORT_DEFAULTS[name]);

/**
 * A copy of the site's build (without its caches) under apps/web/.next-{name}: Next keeps its page and
 * data caches inside the build folder, so a server for other content (the end-to-end pass on
 * PostgreSQL, after the one on SQLite) would otherwise start with the other's pages.
 */
export function copyWebBuild(name) {
  const source = path.join(WEB_DIR, '.next');
  const target = path.join(WEB_DIR, `.next-${name}`);
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true, filter: (file) => file !== path.join(source, 'cache') });
  return path.basename(target);
}

/**
 * `distDir`: the build folder to serve (next.config.ts reads NEXT_DIST_DIR), `.next` unless a copy.
 * apps/web/server.mjs is `next start` that settles the client's address first (TRUSTED_PROXIES in env).
 */
export async function startWeb({ port, cmsUrl, env = {}, logFile, timeoutMs = 60_000, distDir = '.next' }) {
  await assertPortFree(port);
  // `-H localhost`, not 127.0.0.1: Next 16.4 names loopback addresses "localhost" in the proxy's
  // request.url but compares rewrites with the address it was started on, so with 127.0.0.1 every
  // rewrite of the proxy (the cached lists, decision 010) went out as an HTTP request to itself.
  const child = startProcess('web', process.execPath, ['server.mjs', '-p', String(port), '-H', 'localhost'], {
    cwd: WEB_DIR,
    env: { NODE_ENV: 'production', CMS_URL: cmsUrl, NEXT_DIST_DIR: distDir, ...env },
    logFile,
  });
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, { timeoutMs, proc: child, accept: () => true });
  if (env.REVALIDATE_SECRET) await revalidateAll(`http://127.0.0.1:${port}`, env.REVALIDATE_SECRET);
  return child;
}

/**
 * Expires every cached page and CMS read (decision 010): `next build` prerenders without a CMS, and
 * after a reseed the cache would still hold the old documentIds.
 */
export async function revalidateAll(webUrl, secret) {
  const response = await fetch(`${webUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
    body: JSON.stringify({ all: true }),
  });
  if (!response.ok) throw new Error(`revalidating the site's cache failed: HTTP ${response.status}`);
}
