import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WEB_DIR, copyWebBuild, startWeb, stopProcess } from '../../scripts/lib/stack.mjs';
import { uniqueEmail } from '../support/accounts';
import { visitorAddress } from '../support/browser';
import { freePort } from '../support/sockets';

/**
 * Issue 15: a client must not pick its own address with X-Forwarded-For and so reset the login rate
 * limits. The suite's site runs "behind a proxy" (TRUSTED_PROXIES=loopback, global-setup); this file
 * starts a second site from the same build in the default mode (trust no one) against the suite's CMS.
 *
 * Every test talks from a loopback address of its own (127.0.0.x as the socket's source), so the
 * buckets it fills are its own and not those of other files' calls from 127.0.0.1.
 */

const { cmsUrl, webUrl: proxiedWebUrl, siteCmsSecret } = inject('stack');
/** users-permissions' limit in the suite (config/plugins.ts RATE_LIMIT_MAX) per window of 60 s. */
const AUTH_LIMIT = 10;
/** Strapi's admin login limit: 5 per e-mail, route and address in 5 minutes. */
const ADMIN_LIMIT = 5;

let site: ChildProcess | undefined;
let siteUrl = '';
let distDir = '';

/** A source address for this test's sockets, different per test and per run. */
let sourceCount = 0;
function ownSourceAddress(): string {
  sourceCount += 1;
  return `127.0.${(process.pid % 200) + 20}.${sourceCount + 1}`;
}

/** A JSON POST from `localAddress` (fetch cannot choose the source address). */
function post(url: string, body: unknown, headers: Record<string, string>, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** Tries in a row, each with another X-Forwarded-For: their statuses. */
async function attempts(count: number, send: (forwardedFor: string, attempt: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) statuses.push(await send(`198.51.100.${attempt + 1}`, attempt));
  return statuses;
}

beforeAll(async () => {
  // A copy of the build: this second site's page cache must not mix with the suite's site.
  distDir = copyWebBuild(`client-address-${process.pid}`);
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  // No TRUSTED_PROXIES: the documented default. The secret lets it sign addresses like the suite's site.
  const env = { SITE_URL: siteUrl, CMS_PUBLIC_URL: cmsUrl, TRUSTED_PROXIES: '', SITE_CMS_SECRET: siteCmsSecret };
  site = await startWeb({ port, cmsUrl, distDir, env, logFile: path.join(WEB_DIR, distDir, 'web.log') });
});

afterAll(async () => {
  await stopProcess(site, 3000);
  if (distDir) rmSync(path.join(WEB_DIR, distDir), { recursive: true, force: true });
});

describe('without a proxy in front (default), a client cannot choose its address', () => {
  it('the site login answers 429 after the limit even with a new X-Forwarded-For on every try', async () => {
    const email = uniqueEmail('xff-site');
    const source = ownSourceAddress();
    const statuses = await attempts(AUTH_LIMIT + 1, (forwardedFor) =>
      post(
        `${siteUrl}/api/auth/login`,
        { email, password: 'Verkeerd-wachtwoord-1' },
        { origin: siteUrl, 'x-forwarded-for': forwardedFor },
        source,
      ),
    );
    expect(statuses).toEqual([...Array(AUTH_LIMIT).fill(401), 429]);
  });

  it("the CMS's own login (/api/auth/local) answers 429 after the limit for an unsigned or falsely signed X-Forwarded-For", async () => {
    const identifier = uniqueEmail('xff-cms');
    const source = ownSourceAddress();
    const statuses = await attempts(AUTH_LIMIT + 1, (forwardedFor, attempt) =>
      post(
        `${cmsUrl}/api/auth/local`,
        { identifier, password: 'Verkeerd-wachtwoord-1' },
        { 'x-forwarded-for': forwardedFor, ...(attempt % 2 ? { 'x-client-address-signature': 'bm90LXRoZS1zaXRl' } : {}) },
        source,
      ),
    );
    expect(statuses).toEqual([...Array(AUTH_LIMIT).fill(400), 429]);
  });

  it('the admin login answers 429 after its limit with a new X-Forwarded-For on every try', async () => {
    // Strapi keys the admin limit on e-mail too: a throw-away address locks out no real editor.
    const email = uniqueEmail('xff-admin');
    const source = ownSourceAddress();
    const statuses = await attempts(ADMIN_LIMIT + 1, (forwardedFor) =>
      post(`${cmsUrl}/admin/login`, { email, password: 'Verkeerd-wachtwoord-1' }, { 'x-forwarded-for': forwardedFor }, source),
    );
    expect(statuses).toEqual([...Array(ADMIN_LIMIT).fill(400), 429]);
  });
});

describe('behind a trusted proxy (the suite site: TRUSTED_PROXIES=loopback)', () => {
  it('the forwarded address counts: one address reaching the limit leaves another one free', async () => {
    const email = uniqueEmail('xff-proxied');
    const source = ownSourceAddress();
    const [limited, other] = [visitorAddress(), visitorAddress()];
    const login = (forwardedFor: string) =>
      post(
        `${proxiedWebUrl}/api/auth/login`,
        { email, password: 'Verkeerd-wachtwoord-1' },
        { origin: proxiedWebUrl, 'x-forwarded-for': forwardedFor },
        source,
      );
    const statuses = await attempts(AUTH_LIMIT + 1, () => login(limited));
    expect(statuses).toEqual([...Array(AUTH_LIMIT).fill(401), 429]);
    expect(await login(other)).toBe(401);
  });
});
