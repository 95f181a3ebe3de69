import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT, WEB_DIR, copyWebBuild, siteSecrets, startCms, startWeb, stopProcess } from '../../scripts/lib/stack.mjs';
import { adminSession, cmsAs, signedInActor, type Actor } from '../support/actors';
import { siteApi } from '../support/accounts';
import { solvedBotCheck } from '../support/bot-check';
import { launchBrowser, newVisitor, visitorAddress } from '../support/browser';
import { runSql } from '../support/database';
import { makePdf } from '../support/documents';
import { createEvent } from '../support/events';
import { applicationForm, postVacancy, VACANCY_UID } from '../support/jobs';
import { linkFromMail, waitForMail } from '../support/mail';
import { freePort } from '../support/sockets';
import { createVacancy } from '../support/vacancies';

/**
 * Issue 38, "Backups that restore" (decision 052): a site with accounts, an application with a CV, alerts,
 * a registration with an IBAN, a published and a draft vacancy is backed up with `npm run backup` while it
 * serves traffic, restored with `npm run restore` into a new database (a new SQLite file, or a new
 * PostgreSQL database on the suite's cluster) and new upload folders, and a second CMS and site started on
 * it with the same settings: everything is there and works through the site. A truncated archive is
 * refused first, with nothing written.
 *
 * The restored stack has no Redis even in the cluster pass (sharing the suite's would share its page
 * cache and change messages), and no mail server or Google stand-in: its copies of the outbox and the
 * queue must not be sent a second time into the suite's.
 */
const { webUrl, cmsUrl, mailApi, cmsEnv, cmsDatabaseUrl } = inject('stack');
const run = Date.now().toString(36);
const PASSWORD = 'Geheim-wachtwoord-1';
const IBAN = 'NL91ABNA0417164300';
const STACK_TIMEOUT_MS = 300_000;
const load = createRequire(import.meta.url);

const work = mkdtempSync(path.join(tmpdir(), 'vacaturesite-backup-e2e-'));
const archive = path.join(work, 'backup.tar.gz');
const distName = `backup-test-${process.pid}`;
const restoredDatabaseName = `vacaturesite_restored_${process.pid}`;
const restoredDatabaseUrl = cmsDatabaseUrl ? cmsDatabaseUrl.replace(/\/[^/?]+(\?|$)/, `/${restoredDatabaseName}$1`) : null;
/** Where the restore puts everything: nothing of the suite's stack. */
const target = {
  DATABASE_FILENAME: path.join(work, 'restored', 'strapi.db'),
  PUBLIC_DIR: path.join(work, 'restored', 'public'),
  PRIVATE_UPLOADS_DIR: path.join(work, 'restored', 'private'),
  ...(restoredDatabaseUrl ? { DATABASE_URL: restoredDatabaseUrl } : {}),
};
const targetDatabase = { cmsDatabaseFile: restoredDatabaseUrl ? null : target.DATABASE_FILENAME, cmsDatabaseUrl: restoredDatabaseUrl };

let browser: Browser;
let poster: Actor;
let applicant: Actor;
let published: { documentId: string; slug: string; title: string };
let draft: { documentId: string; slug: string; title: string };
let applicationId = '';
let cv: Buffer;
let guestConfirmLink = '';
let registrationEvent = '';
let restored: { cms: ChildProcess; web: ChildProcess; cmsUrl: string; webUrl: string } | null = null;

/**
 * `node scripts/<script>` with the CMS's settings of `env` only: no developer's apps/cms/.env (ENV_PATH
 * points at nothing) and none of this process's database settings.
 */
function script(name: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const base = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATABASE_FILENAME', 'PUBLIC_DIR', 'PRIVATE_UPLOADS_DIR', 'CMS_ENV_FILE', 'INIT_CWD'])
    delete base[key];
  const child = spawn(process.execPath, [path.join('scripts', name), ...args], {
    cwd: ROOT,
    env: { ...base, ...env, ENV_PATH: path.join(work, 'no-such.env') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** The suite's CMS settings without its database, folders and Redis: the restored stack's base. */
function restoredCmsEnv(ports: { cms: number; web: number; smtp: number }): Record<string, string> {
  const env: Record<string, string> = { ...cmsEnv, ...target };
  if (!restoredDatabaseUrl) delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // Its copy of the outbox and the Google queue must not reach the suite's mail catcher and stand-in twice.
  delete env.GOOGLE_INDEXING_KEY;
  return {
    ...env,
    SMTP_PORT: String(ports.smtp),
    PUBLIC_URL: `http://127.0.0.1:${ports.cms}`,
    SITE_URL: `http://127.0.0.1:${ports.web}`,
  };
}

async function pgAdmin(statement: string) {
  const { Client } = load('pg') as {
    Client: new (options: { connectionString: string }) => {
      connect(): Promise<void>;
      query(sql: string): Promise<unknown>;
      end(): Promise<void>;
    };
  };
  const client = new Client({ connectionString: cmsDatabaseUrl! });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Signs in on a site (not necessarily the suite's) and answers the `vs_token` cookie pair. */
async function signInOn(site: string, email: string, password: string) {
  const response = await fetch(`${site}/api/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json', origin: site, 'x-forwarded-for': visitorAddress() },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('vs_token='))
    ?.split(';')[0];
  return { status: response.status, cookie };
}

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }) : []);

beforeAll(async () => {
  browser = await launchBrowser();
  [poster, applicant] = await Promise.all([signedInActor('backup-plaatser', PASSWORD), signedInActor('backup-sollicitant', PASSWORD)]);

  // A published vacancy with an application and its CV; a draft nobody published.
  const title = `Backupmonteur${run}`;
  published = { ...(await postVacancy(poster.jwt, { title })), title };
  expect((await (await adminSession()).publish(VACANCY_UID, published.documentId)).status).toBe(200);
  draft = await createVacancy({ title: `Conceptfunctie${run}` });
  cv = makePdf(`Cv van ${applicant.email}`);
  const form = applicationForm(
    published.documentId,
    { name: `cv-${run}.pdf`, type: 'application/pdf', bytes: cv },
    { motivation: 'Ik kom graag bij jullie werken, ook na een restore. Per direct beschikbaar.', cvConsent: false },
  );
  const applied = await cmsAs(cmsUrl, applicant, 'POST', '/my-jobs/applications', form, { 'x-bot-check': await solvedBotCheck() });
  expect(applied.status, applied.text).toBe(201);
  applicationId = applied.json.data.documentId;

  // An account's alert, and a guest alert whose confirmation mail is still unread at backup time.
  const alert = await siteApi('/api/job-alerts', {
    cookie: applicant.cookie,
    body: { query: `alert${run}`, category: '', place: '', hoursMin: '', hoursMax: '', byEmail: true, byPush: false, frequency: 'daily' },
  });
  expect(alert.status).toBe(201);
  const guest = `gast-backup-${run}@example.nl`;
  const since = new Date();
  const guestAlert = await siteApi('/api/job-alerts/gast', {
    body: { email: guest, query: `gast${run}`, category: '', place: '', hoursMin: '', hoursMax: '', frequency: 'daily' },
    botCheck: await solvedBotCheck(),
  });
  expect(guestAlert.status).toBe(200);
  guestConfirmLink = linkFromMail(
    await waitForMail({ mailApi, to: guest, subjectIncludes: 'Bevestig je vacature-alert', since }),
    '/vacature-alert/bevestigen',
  );

  // A registration for a paid event, with an IBAN.
  registrationEvent = (await createEvent({ title: `Backupworkshop ${run}`, capacity: 5, price: 10 })).documentId;
  const registered = await siteApi('/api/registrations', {
    cookie: applicant.cookie,
    body: { event: registrationEvent, accountHolder: 'B. Sollicitant', iban: IBAN, mandate: true },
  });
  expect(registered.status, JSON.stringify(registered.json)).toBeLessThan(300);

  if (cmsDatabaseUrl) await pgAdmin(`CREATE DATABASE ${restoredDatabaseName}`);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (restored) await Promise.all([stopProcess(restored.web, 3000), stopProcess(restored.cms, 3000)]);
  if (cmsDatabaseUrl) await pgAdmin(`DROP DATABASE IF EXISTS ${restoredDatabaseName}`).catch(() => undefined);
  rmSync(path.join(WEB_DIR, `.next-${distName}`), { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('backs up the running site while it serves pages', async () => {
    const source: Record<string, string> = cmsDatabaseUrl
      ? { DATABASE_URL: cmsDatabaseUrl }
      : { DATABASE_FILENAME: cmsEnv.DATABASE_FILENAME };
    const backup = script('backup.mjs', ['--out', archive], { ...cmsEnv, ...source });
    // Visitors meanwhile: pages and sign-ins keep answering.
    let done = false;
    void backup.then(() => (done = true));
    const answers: number[] = [];
    while (!done) {
      const [page, login] = await Promise.all([fetch(`${webUrl}/jobs`), signInOn(webUrl, poster.email, PASSWORD)]);
      answers.push(page.status, login.status);
      // Each sign-in is a bcrypt comparison: a visitor a few times a second, not a flood.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const { code, output } = await backup;
    expect(code, output).toBe(0);
    expect(output).toMatch(/Wrote .*backup\.tar\.gz: \d+ files/);
    expect(answers.every((status) => status === 200)).toBe(true);
  }, 120_000);

  it('refuses a truncated archive and writes nothing', async () => {
    const cut = path.join(work, 'cut.tar.gz');
    const bytes = readFileSync(archive);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const { code, output } = await script('restore.mjs', [cut], { ...cmsEnv, ...target });
    expect(code).toBe(1);
    expect(output).toContain('The archive is incomplete');
    expect(output).toContain('Nothing was restored.');
    expect(filesIn(target.PUBLIC_DIR)).toEqual([]);
    expect(filesIn(target.PRIVATE_UPLOADS_DIR)).toEqual([]);
    if (restoredDatabaseUrl) {
      const tables = await runSql("SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'", [], targetDatabase);
      expect(Number(tables.rows[0].n)).toBe(0);
    } else expect(existsSync(target.DATABASE_FILENAME)).toBe(false);
  });

  it(
    'restores into a new database and new folders, and a CMS and site start on it',
    async () => {
      mkdirSync(path.dirname(target.DATABASE_FILENAME), { recursive: true });
      const { code, output } = await script('restore.mjs', [archive], { ...cmsEnv, ...target });
      expect(code, output).toBe(0);
      expect(output).toMatch(/counts match the manifest/);
      expect(output).not.toContain('Warning:');

      // smtp: a free port nobody listens on, so the restored CMS's mails go nowhere.
      const ports = { cms: await freePort(), web: await freePort(), smtp: await freePort() };
      const env = restoredCmsEnv(ports);
      const restoredCmsUrl = `http://127.0.0.1:${ports.cms}`;
      const cms = await startCms({ port: ports.cms, env, timeoutMs: STACK_TIMEOUT_MS, logFile: path.join(work, 'restored-cms.log') });
      restored = { cms, web: cms, cmsUrl: restoredCmsUrl, webUrl: `http://127.0.0.1:${ports.web}` };
      restored.web = await startWeb({
        port: ports.web,
        cmsUrl: restoredCmsUrl,
        distDir: copyWebBuild(distName),
        env: { SITE_URL: env.SITE_URL, CMS_PUBLIC_URL: restoredCmsUrl, TRUSTED_PROXIES: 'loopback', ...siteSecrets(env) },
        logFile: path.join(work, 'restored-web.log'),
      });
    },
    STACK_TIMEOUT_MS + 60_000,
  );

  describe('on the restored site', () => {
    const site = () => {
      if (!restored) throw new Error('needs the restored stack of the test before');
      return restored;
    };

    it('the same visitors sign in with the same passwords; their alert and their sessions are there', async () => {
      const login = await signInOn(site().webUrl, applicant.email, PASSWORD);
      expect(login.status).toBe(200);
      expect((await signInOn(site().webUrl, applicant.email, `${PASSWORD}x`)).status).not.toBe(200);
      const jwt = login.cookie!.slice('vs_token='.length);
      const alerts = await cmsAs(site().cmsUrl, { jwt }, 'GET', '/job-alerts');
      expect(alerts.json.data.map((alert: { query: string }) => alert.query)).toEqual([`alert${run}`]);
      // A session from before the backup still holds: the same JWT_SECRET.
      const before = await fetch(`${site().webUrl}/api/jobs/applications/${applicationId}/cv`, { headers: { cookie: poster.cookie } });
      expect(before.status).toBe(200);
    });

    it('the poster downloads the CV, byte for byte', async () => {
      const { cookie } = await signInOn(site().webUrl, poster.email, PASSWORD);
      const response = await fetch(`${site().webUrl}/api/jobs/applications/${applicationId}/cv`, { headers: { cookie: cookie! } });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(cv);
    });

    it('the search finds the published vacancy; the draft is still a draft', async () => {
      const search = await fetch(`${site().cmsUrl}/api/vacancy-search?q=${published.title}`);
      expect(((await search.json()) as { data: { documentId: string }[] }).data.map((v) => v.documentId)).toEqual([published.documentId]);
      const page = await fetch(`${site().webUrl}/jobs/zoeken?q=${published.title}`);
      expect(await page.text()).toContain(published.title);
      expect((await fetch(`${site().webUrl}/jobs/vacature/${published.documentId}/${published.slug}`)).status).toBe(200);

      expect((await fetch(`${site().webUrl}/jobs/vacature/${draft.documentId}/${draft.slug}`)).status).toBe(404);
      const draftSearch = await fetch(`${site().cmsUrl}/api/vacancy-search?q=${draft.title}`);
      expect(((await draftSearch.json()) as { data: unknown[] }).data).toEqual([]);
      const rows = await runSql('SELECT published_at FROM vacancies WHERE document_id = ?', [draft.documentId], targetDatabase);
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0].published_at).toBeNull();
    });

    it('the registration keeps its IBAN', async () => {
      // This test's own registration: other files register with the same IBAN in the suite's one database.
      const rows = await runSql('SELECT iban FROM registrations WHERE event_document_id = ?', [registrationEvent], targetDatabase);
      expect(rows.rows).toEqual([{ iban: IBAN }]);
    });

    it('the link in a mail sent before the backup works on the restored site', async () => {
      const link = new URL(guestConfirmLink);
      const { page } = await newVisitor(browser, site().webUrl);
      await page.goto(`${site().webUrl}${link.pathname}${link.search}`);
      await page.getByText('Je vacature-alert is bevestigd.', { exact: false }).waitFor();
      await page.context().close();
    });
  });
});
