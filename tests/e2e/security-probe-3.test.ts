import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { parse } from 'csv-parse/sync';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signOperationsRequest } from '../../packages/shared/src/operations';
import { siteApi } from '../support/accounts';
import { cmsAs, editorToken, pageAs as pageAsVisitor, signedInActor, type Actor } from '../support/actors';
import { organisationOwnedBy } from '../support/ats';
import { botCheckHeaders } from '../support/bot-check';
import { launchBrowser, openInteractive } from '../support/browser';
import { dateInAmsterdam } from '../support/jobs';
import { expectDutchMail, linkFromMail, waitForMail } from '../support/mail';

/**
 * The third security probe's findings (issue 48, decision 017), each against the real stack and, where the
 * CMS answers directly, against the CMS itself.
 */
const { webUrl, cmsUrl, mailApi, uploadTempDir, siteCmsSecret, cmsInstanceUrls } = inject('stack');
const run = Date.now().toString(36);
const MB = 1024 * 1024;
let browser: Browser;
let owner: Actor;

const cms = async (who: Actor | null, method: string, route: string, body?: unknown) =>
  cmsAs(cmsUrl, who, method, route, body, await botCheckHeaders(method, route, { site: false }));

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signedInActor('probe3-eigenaar');
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/**
 * Streams up to `total` bytes of a multipart body with `authorization` and answers the status and how much
 * the client had sent when the answer came, and whether the CMS's temp folder held anything meanwhile.
 */
function streamUpload(path: string, authorization: string, total = 30 * MB) {
  return new Promise<{ status: number; sentBeforeAnswer: number; tempUsed: boolean }>((resolve, reject) => {
    const url = new URL(`${cmsUrl}${path}`);
    const boundary = 'probe3-boundary';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n`;
    let sent = 0;
    let tempUsed = false;
    let answered = false;
    const upload = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (response) => {
        answered = true;
        response.resume();
        resolve({ status: response.statusCode ?? 0, sentBeforeAnswer: sent, tempUsed });
        upload.destroy();
      },
    );
    upload.on('error', (error) => (answered ? undefined : reject(error)));
    upload.write(head);
    const chunk = Buffer.alloc(256 * 1024, 37);
    const pump = () => {
      if (answered) return;
      if (readdirSync(uploadTempDir).length > 0) tempUsed = true;
      if (sent >= total) return void upload.end(`\r\n--${boundary}--\r\n`);
      sent += chunk.length;
      if (upload.write(chunk)) setImmediate(pump);
      else upload.once('drain', pump);
    };
    pump();
  });
}

describe('multipart with a made-up token (low: the temp folder filled before the 401)', () => {
  it('answers 401 before reading the body, on the CV, the media library and its content-API twin', { timeout: 60_000 }, async () => {
    for (const path of ['/api/upload', '/upload', '/api/my-jobs/applications']) {
      const answer = await streamUpload(path, 'Bearer x');
      console.info(`${path} with Bearer x: ${answer.status} after ${(answer.sentBeforeAnswer / MB).toFixed(1)} MB sent`);
      expect(answer.status, path).toBe(401);
      expect(answer.tempUsed, path).toBe(false);
      // Before, the 401 came once the whole body had been read to disk; now it comes while the client still
      // sends (the socket's buffers take a few MB, more on a busy machine) and nothing reaches the disk.
      expect(answer.sentBeforeAnswer, path).toBeLessThan(30 * MB);
    }
    // A real editor's token still uploads (security-probe-2 keeps its whole round trip).
    const form = new FormData();
    form.set('files', new Blob([new Uint8Array(1024).fill(1)], { type: 'text/plain' }), `probe3-${run}.txt`);
    const accepted = await fetch(`${cmsUrl}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await editorToken()}` },
      body: form,
    });
    expect(accepted.status).toBe(201);
  });
});

describe('health (low: the public answer handed out the CMS report)', () => {
  it('tells anyone only the status, and the operator who signs with SITE_CMS_SECRET the checks', async () => {
    const open = await fetch(`${webUrl}/api/health`);
    expect(open.status).toBe(200);
    const shown = await open.json();
    expect(Object.keys(shown).sort()).toEqual(['checkedAt', 'status']);
    const forged = await (
      await fetch(`${webUrl}/api/health`, { headers: { 'x-operations-signature': signOperationsRequest('geraden') } })
    ).json();
    expect(forged.checks).toBeUndefined();
    const signed = await (
      await fetch(`${webUrl}/api/health`, { headers: { 'x-operations-signature': signOperationsRequest(siteCmsSecret) } })
    ).json();
    expect(Object.keys(signed.checks)).toEqual(expect.arrayContaining(['cms', 'database', 'smtp', 'mailOutbox']));
  });
});

describe('webhook addresses (low: IPv6 forms that carry an IPv4 address)', () => {
  it('refuses each of them when the owner sets it', async () => {
    const organisation = await organisationOwnedBy(owner, `Probe Drie Webhooks ${run}`);
    for (const host of ['[::127.0.0.1]', '[::ffff:0:7f00:1]', '[2002:7f00:1::]', '[64:ff9b:1::7f00:1]', '[::ffff:169.254.169.254]']) {
      const answer = await cmsAs(cmsUrl, owner, 'PUT', `/organisations/${organisation}/webhook`, { data: { url: `https://${host}/hook` } });
      expect(answer.status, host).toBe(400);
    }
  });
});

describe('organisation names and invitations (low: phishing through invitation mails)', () => {
  const phishing = 'Uw account verloopt: log in op https://evil.example/login';

  it('refuses a name that is not a name, in the CMS and on the site in Dutch', async () => {
    const claimant = await signedInActor('probe3-claim');
    const answer = await cms(claimant, 'POST', '/organisations', {
      data: { name: phishing, description: 'Een beschrijving van minstens twintig tekens.', website: null },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toMatch(/^name must be a name/);

    const page = await pageAsVisitor(browser, webUrl, claimant);
    await openInteractive(page, '/jobs/mijn/organisatie');
    await page.getByLabel('Naam van de organisatie').fill(phishing);
    await page.getByLabel('Korte beschrijving').fill('Een beschrijving van minstens twintig tekens.');
    await page.getByRole('button', { name: 'Organisatie aanmelden' }).click();
    await page.getByText('Vul alleen de naam van de organisatie in').waitFor();
    await page.context().close();
  });

  it('an invitation says who sent it, and that the organisation is not checked yet', async () => {
    const claimant = await signedInActor('probe3-uitnodiger');
    const claimed = await cms(claimant, 'POST', '/organisations', {
      data: { name: `Bakkerij Probe ${run}`, description: 'Een bakkerij die graag nieuwe collega’s uitnodigt.', website: null },
    });
    expect(claimed.status).toBe(201);
    const invitee = `probe3-genodigde-${run}@example.test`;
    const since = new Date();
    expect(
      (await cms(claimant, 'POST', `/organisations/${claimed.json.data.documentId}/invites`, { data: { email: invitee } })).status,
    ).toBe(201);
    const mail = await waitForMail({ mailApi, to: invitee, subjectIncludes: 'Uitnodiging', since });
    expectDutchMail(mail, {
      subject: new RegExp(`^Uitnodiging: word lid van Bakkerij Probe ${run} bij \\S`),
      link: `${webUrl}/uitnodiging/`,
      text: [
        `(${claimant.email}) nodigt je uit om lid te worden van Bakkerij Probe ${run}`,
        'nog niet gecontroleerd',
        'Ken je de afzender niet?',
      ],
    });
  });
});

describe('CSV files (low: cells that spreadsheets run)', () => {
  it("the UWV record's CSV holds no cell that starts a formula, read with ; or , and with or without quotes", async () => {
    const applicant = await signedInActor('probe3-csv');
    const typed = (iso: string) => iso.split('-').reverse().map(Number).join('-');
    const attack = {
      employer: "Monteur,=1+1,+cmd|' /C calc'!A0",
      jobTitle: '=HYPERLINK("http://evil.example","klik")',
      result: '@SUM(1+1)*cmd',
    };
    const added = await siteApi('/api/jobs/activities', {
      method: 'POST',
      cookie: applicant.cookie,
      body: { date: typed(dateInAmsterdam(-1)), method: 'email', ...attack },
    });
    expect(added.status).toBe(201);
    const response = await fetch(`${webUrl}/api/jobs/uwv-record?van=${typed(dateInAmsterdam(-7))}&tot=${typed(dateInAmsterdam(0))}`, {
      headers: { cookie: applicant.cookie },
    });
    expect(response.status).toBe(200);
    const csv = (await response.text()).replace(/^\uFEFF/, '');
    const cells: string[] = [];
    for (const delimiter of [';', ',']) {
      try {
        cells.push(...parse(csv, { delimiter, relax_column_count: true }).flat());
      } catch {
        // Not valid CSV with this separator and quotes: a spreadsheet reading it so runs nothing.
      }
      cells.push(...parse(csv, { delimiter, quote: false, relax_column_count: true }).flat());
    }
    expect(cells.some((cell) => cell.includes('Monteur'))).toBe(true);
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    const [, row] = parse(csv, { delimiter: ';' });
    expect(row.slice(1, 3)).toEqual(["Monteur,'=1+1,'+cmd|' /C calc'!A0", `'=HYPERLINK("http://evil.example","klik")`]);
  });
});

describe('races (not yet tried: two accepts at once, on two instances in the cluster pass)', () => {
  /** The invitation's token from the mail `from`'s organisation (named `name`) sent to `email`. */
  async function invitationToken(from: Actor, organisation: string, name: string, email: string): Promise<string> {
    const since = new Date();
    expect((await cms(from, 'POST', `/organisations/${organisation}/invites`, { data: { email } })).status).toBe(201);
    // By the organisation's name: the other organisation's invitation to the same address may arrive meanwhile.
    const mail = await waitForMail({ mailApi, to: email, subjectIncludes: `word lid van ${name} bij`, since });
    return decodeURIComponent(new URL(linkFromMail(mail, '/uitnodiging/')).pathname.split('/')[2]);
  }
  /** Accepts at one CMS instance (the last one when there are two), as the site would. */
  const acceptAt = async (instance: string, who: Actor, token: string) => {
    const route = `/organisation-invites/${encodeURIComponent(token)}/accept`;
    return cmsAs(instance, who, 'POST', route, {}, await botCheckHeaders('POST', route, { site: false }));
  };

  it('two invitations of one account accepted at the same moment make one membership', { timeout: 90_000 }, async () => {
    const [ownerA, ownerB, invitee] = await Promise.all(
      ['probe3-race-a', 'probe3-race-b', 'probe3-race-lid'].map((label) => signedInActor(label)),
    );
    const [nameA, nameB] = [`Race A ${run}`, `Race B ${run}`];
    const [organisationA, organisationB] = await Promise.all([organisationOwnedBy(ownerA, nameA), organisationOwnedBy(ownerB, nameB)]);
    const tokenA = await invitationToken(ownerA, organisationA, nameA, invitee.email);
    const tokenB = await invitationToken(ownerB, organisationB, nameB, invitee.email);
    expect(tokenA).not.toBe(tokenB);
    const [first, second] = [cmsInstanceUrls[0], cmsInstanceUrls.at(-1)!];
    const answers = await Promise.all([acceptAt(first, invitee, tokenA), acceptAt(second, invitee, tokenB)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBeLessThan(300);
    expect(statuses[1]).toBe(400);
    expect(answers.find((answer) => answer.status === 400)!.json.error.details.code).toBe('already-member');
    const mine = await cms(invitee, 'GET', '/organisations/mine');
    expect([mine.json.data].flat().filter(Boolean)).toHaveLength(1);
  });

  it(
    'one invitation accepted twice at the same moment makes one membership and one answer that it worked',
    { timeout: 90_000 },
    async () => {
      const [from, invitee] = await Promise.all(['probe3-dubbel-eigenaar', 'probe3-dubbel-lid'].map((label) => signedInActor(label)));
      const organisation = await organisationOwnedBy(from, `Dubbel ${run}`);
      const token = await invitationToken(from, organisation, `Dubbel ${run}`, invitee.email);
      const answers = await Promise.all([acceptAt(cmsInstanceUrls[0], invitee, token), acceptAt(cmsInstanceUrls.at(-1)!, invitee, token)]);
      expect(answers.filter((answer) => answer.status < 300)).toHaveLength(1);
      for (const answer of answers) expect(answer.status).toBeLessThan(500);
    },
  );
});

describe('Server Actions from another site (not yet tried: CSRF)', () => {
  it('refuses them with 403 before Next runs anything, signed in or not', async () => {
    for (const path of ['/jobs/mijn/organisatie', '/account', '/jobs/mijn/nieuw']) {
      const response = await fetch(`${webUrl}${path}`, {
        method: 'POST',
        headers: {
          'next-action': '7f0e9d1c2b3a',
          origin: 'https://evil.example',
          cookie: owner.cookie,
          'content-type': 'text/plain;charset=UTF-8',
        },
        body: '[]',
        redirect: 'manual',
      });
      expect(response.status, path).toBe(403);
      expect(await response.text()).toMatch(/niet van onze eigen website/);
    }
  });
});
