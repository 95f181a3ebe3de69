import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount, signIn } from '../support/accounts';
import { publicRouteSamples } from '../support/routes';

/**
 * Issue 35: every route's HTML as the site serves it passes the Nu Html Checker (vnu.jar from npm, on
 * Debian's Java) without an error. `/agenda`, `/agenda/geweest` and `/nieuws` jumped from h1 to h3,
 * which no other test saw. The checker runs once for all pages (a Java start takes seconds).
 */
const { webUrl } = inject('stack');
const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
const routes: Array<{ path: string; cookie?: string }> = [];

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

beforeAll(async () => {
  const samples = await publicRouteSamples();
  const open = [
    ...samples.vacancies,
    ...samples.content,
    ...samples.forms,
    '/jobs/zoeken?q=zorg',
    '/agenda/geweest',
    '/account/verwijderd',
  ];
  const vacancyPath = samples.vacancies.find((path) => path.startsWith('/jobs/vacature/'))!;
  const account = await createConfirmedAccount('html-checker');
  const cookie = await signIn(account.email, account.password);
  routes.push(
    ...open.map((route) => ({ path: route })),
    ...['/account', '/jobs/mijn', '/jobs/mijn?tab=sollicitaties', '/jobs/mijn?tab=plaatsen', '/inschrijvingen', '/', vacancyPath].map(
      (route) => ({ path: route, cookie }),
    ),
  );
}, 60_000);

async function checkWithVnu(files: string[]): Promise<VnuMessage[]> {
  // --exit-zero-always: the JSON says what is wrong; a non-zero exit would only hide it.
  const { stdout } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', '--stdout', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
}

describe('the Nu Html Checker', () => {
  it('finds no error on any route, signed out or signed in', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
    const files = new Map<string, string>();
    for (const [index, route] of routes.entries()) {
      const response = await fetch(`${webUrl}${route.path}`, { headers: route.cookie ? { cookie: route.cookie } : {} });
      expect([200, 404], route.path).toContain(response.status);
      const file = path.join(folder, `page-${index}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, `${route.path}${route.cookie ? ' (signed in)' : ''}`);
    }
    const messages = await checkWithVnu([...files.keys()]);
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) =>
        `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`.trim(),
      );
    expect(errors).toEqual([]);
    // The checker really looked, and sees the fault the issue found: a heading level skipped.
    const broken = path.join(folder, 'broken.html');
    writeFileSync(broken, '<!doctype html><html lang="nl"><head><title>t</title></head><body><h1>a</h1><h3>b</h3></body></html>');
    const found = await checkWithVnu([broken]);
    expect(found.map((message) => `${message.type}: ${message.message}`)).toEqual([
      expect.stringMatching(/^error: .*skipping 1 heading level/),
    ]);
  }, 120_000);
});
