import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_DIR, ROOT, WEB_DIR, copyWebBuild } from '../../scripts/lib/stack.mjs';
import { freePort, processTree } from '../support/sockets';

/**
 * Issue 21: `npm start` (scripts/start.mjs) writes random secrets on the first start and keeps them,
 * and its seed is idempotent. Runs the real script twice as a child process, next to the suite's own
 * stack: its own secrets file, database, uploads, site build copy and free ports (start.mjs's
 * overrides), so the developer's apps/cms/.env and data are never touched.
 */

const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'REVALIDATE_SECRET',
  'PREVIEW_SECRET',
  'PREVIEW_API_TOKEN',
  'SITE_CMS_SECRET',
];
const COLLECTIONS = ['vacancies', 'vacancy-categories', 'places', 'partners', 'products', 'events', 'news-items', 'pages'];
const START_TIMEOUT_MS = 150_000;
/** What the README and every install had before issue 15; it must never let anyone in again. */
const PUBLISHED_DEFAULT_PASSWORD = 'Welkom123!';
const ADMIN_EMAIL = 'admin@vacaturesite.local';

const work = mkdtempSync(path.join(tmpdir(), 'vacaturesite-start-'));
const envFile = path.join(work, 'cms.env');
const distName = `start-test-${process.pid}`;
const developerEnvFile = path.join(CMS_DIR, '.env');
const developerEnvBefore = existsSync(developerEnvFile) ? readFileSync(developerEnvFile, 'utf8') : null;
let ports: { cms: number; web: number; smtp: number; mail: number };
let running: ChildProcess | null = null;

/** `node scripts/start.mjs` until it prints its addresses ("Klaar in … s"). */
async function npmStart(): Promise<string> {
  await stopStart(); // a start left running by a failed test
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CMS_ENV_FILE: envFile,
    DATABASE_FILENAME: path.join(work, 'strapi.db'),
    PUBLIC_DIR: path.join(work, 'public'),
    PRIVATE_UPLOADS_DIR: path.join(work, 'private'),
    NEXT_DIST_DIR: `.next-${distName}`,
    CMS_PORT: String(ports.cms),
    WEB_PORT: String(ports.web),
    SMTP_PORT: String(ports.smtp),
    MAIL_WEB_PORT: String(ports.mail),
    // Next to the suite's own processes and maybe a developer's `npm start`: no metrics ports to collide.
    CMS_METRICS_PORT: 'off',
    WEB_METRICS_PORT: 'off',
    // A small seed from the builds that are already there: the suite built them, and a rebuild (after
    // someone's edit in the meantime) would replace the site the other files are testing.
    SEED_ARGS: '--vacancies 3 --no-compile',
    SKIP_BUILD: '1',
  };
  for (const name of ['SMTP_HOST', 'SITE_URL', 'DATABASE_URL', 'ENV_PATH', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) delete env[name];
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running = child;
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start did not finish within ${START_TIMEOUT_MS} ms:\n${output.slice(-3000)}`)),
      START_TIMEOUT_MS,
    );
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Klaar in \d+ s\./.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output.slice(-3000)}`));
    });
  });
}

type HomeAnswer = { status: number; retryAfter: string | null; text: string };

/** Asks the site's home page every 200 ms from the moment its port answers until stopped: what a visitor would see. */
function watchHome() {
  const answers: HomeAnswer[] = [];
  let watching = true;
  const loop = (async () => {
    while (watching) {
      try {
        const response = await fetch(`http://127.0.0.1:${ports.web}/`, { signal: AbortSignal.timeout(10_000) });
        answers.push({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          text: (await response.text()).slice(0, 2000),
        });
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return {
    async stop() {
      watching = false;
      await loop;
      return answers;
    },
  };
}

/** Ctrl+C for start.mjs (it stops the CMS, the site and maildev), then anything of its tree that outlived it. */
async function stopStart(): Promise<void> {
  const child = running;
  running = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const tree = processTree(child.pid!);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  for (const pid of tree) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

function readEnv(): Record<string, string> {
  return Object.fromEntries(
    readFileSync(envFile, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** Every seeded collection's documentIds and total, as the CMS's public API answers them. */
async function contentSnapshot(): Promise<Record<string, { total: number; documentIds: string[] }>> {
  const snapshot: Record<string, { total: number; documentIds: string[] }> = {};
  for (const collection of COLLECTIONS) {
    const response = await fetch(`http://127.0.0.1:${ports.cms}/api/${collection}?pagination[pageSize]=100&fields[0]=documentId`);
    expect(response.status, collection).toBe(200);
    const json = (await response.json()) as { data: { documentId: string }[]; meta: { pagination: { total: number } } };
    snapshot[collection] = { total: json.meta.pagination.total, documentIds: json.data.map((entry) => entry.documentId).sort() };
  }
  return snapshot;
}

beforeAll(async () => {
  ports = { cms: await freePort(), web: await freePort(), smtp: await freePort(), mail: await freePort() };
  copyWebBuild(distName);
  // Strapi refuses to start without it; start.mjs creates it only for the default public folder.
  mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });
});

afterAll(async () => {
  await stopStart();
  rmSync(work, { recursive: true, force: true });
  rmSync(path.join(WEB_DIR, `.next-${distName}`), { recursive: true, force: true });
});

/** The CMS admin's own sign-in, as the admin panel does it. */
function adminLogin(password: string) {
  return fetch(`http://127.0.0.1:${ports.cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password }),
  });
}

describe('npm start', () => {
  let firstOutput: string;
  let firstEnv: string;
  let firstContent: Awaited<ReturnType<typeof contentSnapshot>>;
  let values: Record<string, string>;
  let homeAnswers: HomeAnswer[];

  // The first start is the fixture of the tests below: it boots Strapi twice (seed, then serve) and
  // takes 10–15 s on its own, which is printed; the tests check what it left behind and what runs.
  // The secrets file it wrote is read here, so no test needs an earlier one to have read it.
  beforeAll(async () => {
    expect(existsSync(envFile)).toBe(false);
    const started = Date.now();
    const watching = watchHome();
    firstOutput = await npmStart();
    homeAnswers = await watching.stop();
    console.log(`npm start (first, fresh database): ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    firstEnv = readFileSync(envFile, 'utf8');
    values = readEnv();
  }, START_TIMEOUT_MS);

  it('is quiet while the CMS starts: no stack trace, and the site answers "we starten op" (503) instead of 500', () => {
    // Issue 47: an expected state (the CMS still booting beside the site) printed ECONNREFUSED stack traces.
    expect(firstOutput).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(homeAnswers.length).toBeGreaterThan(0);
    for (const answer of homeAnswers) {
      expect([200, 503], JSON.stringify(answer)).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.retryAfter).toBe('5');
        expect(answer.text).toContain('We starten op');
      }
    }
  });

  it('the first start writes the secrets file with random values (mode 0600)', async () => {
    expect(statSync(envFile).mode & 0o777).toBe(0o600);
    // The first admin's password is generated with the secrets (issue 15: no fixed default) and printed this once.
    expect(Object.keys(values).sort()).toEqual([...SECRET_NAMES, 'ADMIN_PASSWORD'].sort());
    const secrets = [...values.APP_KEYS.split(','), ...SECRET_NAMES.slice(1).map((name) => values[name]), values.ADMIN_PASSWORD];
    expect(values.APP_KEYS.split(',')).toHaveLength(4);
    // 24 random bytes each, base64url, and no two alike.
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(secrets).size).toBe(secrets.length);
    expect(firstOutput).toContain(`${ADMIN_EMAIL} / ${values.ADMIN_PASSWORD}`);
  });

  it(
    'the site and the CMS of the first start use those secrets, with the demo content seeded',
    async () => {
      // The site got the shared secret from that file: its cache webhook accepts it and nothing else.
      const revalidate = (secret: string) =>
        fetch(`http://127.0.0.1:${ports.web}/api/revalidate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
          body: '{"all":true}',
        });
      expect((await revalidate(values.REVALIDATE_SECRET)).status).toBe(200);
      expect((await revalidate(`${values.REVALIDATE_SECRET}x`)).status).toBe(401);
      // The CMS too: the seeded editor's admin token is signed with the file's ADMIN_JWT_SECRET (HS256).
      // The CMS too: the seeded editor signs in with the file's ADMIN_PASSWORD (the published default
      // does not work), and the admin token is signed with the file's ADMIN_JWT_SECRET (HS256).
      expect((await adminLogin(PUBLISHED_DEFAULT_PASSWORD)).status).toBe(400);
      const login = await adminLogin(values.ADMIN_PASSWORD);
      expect(login.status).toBe(200);
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const [header, payload, signature] = token.split('.');
      expect(createHmac('sha256', values.ADMIN_JWT_SECRET).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
      // An install from before issue 15, whose admin still has the published default: the next start must retire it.
      const change = await fetch(`http://127.0.0.1:${ports.cms}/admin/users/me`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ currentPassword: values.ADMIN_PASSWORD, password: PUBLISHED_DEFAULT_PASSWORD }),
      });
      expect(change.status).toBe(200);
      expect((await adminLogin(PUBLISHED_DEFAULT_PASSWORD)).status).toBe(200);

      firstContent = await contentSnapshot();
      for (const collection of COLLECTIONS) expect(firstContent[collection].total, collection).toBeGreaterThan(0);
      expect(firstContent.vacancies.total).toBe(3);
      await stopStart();
    },
    START_TIMEOUT_MS + 30_000,
  );

  it(
    'a second start keeps the secrets file as it was, adds no content (same documentIds, same counts) and retires the published default password',
    async () => {
      expect(firstContent, 'needs the first start').toBeDefined();
      const output = await npmStart();
      // Soft: a changed secrets file and doubled content are separate faults; report each.
      expect.soft(readFileSync(envFile, 'utf8'), 'the secrets file').toBe(firstEnv);
      expect.soft(statSync(envFile).mode & 0o777).toBe(0o600);
      expect.soft(await contentSnapshot(), 'the content').toEqual(firstContent);
      // The password is printed once (the first start), not again.
      expect.soft(output).not.toContain(values.ADMIN_PASSWORD);
      // The admin that was left on the published default now has the file's password, with a warning.
      expect.soft(output).toContain(`Admin ${ADMIN_EMAIL} still had the published default password`);
      expect.soft((await adminLogin(PUBLISHED_DEFAULT_PASSWORD)).status, 'the published default').toBe(400);
      expect.soft((await adminLogin(values.ADMIN_PASSWORD)).status, "the file's ADMIN_PASSWORD").toBe(200);
      await stopStart();
      // The developer's own secrets file is untouched (or still absent).
      expect(existsSync(developerEnvFile) ? readFileSync(developerEnvFile, 'utf8') : null).toBe(developerEnvBefore);
    },
    START_TIMEOUT_MS + 30_000,
  );
});
