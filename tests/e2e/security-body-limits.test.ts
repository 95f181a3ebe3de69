import http from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInActor, type Actor } from '../support/actors';
import { botCheckHeaders } from '../support/bot-check';
import { visitorAddress } from '../support/browser';
import { deflatedZeros, makeDocx } from '../support/documents';
import { listeningPids } from '../support/sockets';
import { createVacancy, deleteCreatedVacancies, publishVacancy } from '../support/vacancies';
import { applicationForm, siteUpload } from '../support/jobs';

/**
 * Issue 15, request bodies: every route stops reading at its limit while the body streams in and
 * answers 413 at once, whatever Content-Length says (here: none, a chunked body), so one request
 * cannot grow a server's memory; the CMS refuses bodies nested too deep for its handlers (400, not a
 * stack overflow's 500) and a DOCX CV that unpacks to a gigabyte (a ZIP bomb).
 */

const { webUrl, cmsUrl, siteInstanceUrls, cmsInstanceUrls } = inject('stack');
/** The cluster pass: nginx in front of two instances of each (decision 038). */
const behindProxy = siteInstanceUrls.length > 1;
const MB = 1024 * 1024;
/** What an attacker offers: far more than any limit, made on the fly from one 64 kB chunk. */
const FLOOD_BYTES = 300 * MB;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);
/** What one refused request may add to a server's resident memory (GC and module loading noise). */
const MAX_RSS_GROWTH = 50 * MB;
/** The most the kernel lets one TCP socket buffer: the last of `tcp_wmem` / `tcp_rmem` ("min default max"). */
const socketBufferMax = (name: 'tcp_wmem' | 'tcp_rmem') =>
  Number(readFileSync(`/proc/sys/net/ipv4/${name}`, 'utf8').trim().split(/\s+/)[2]);
/**
 * The server stops reading at its limit; what the client wrote beyond it fits in the socket buffers:
 * the sender's and the receiver's of each hop, two behind nginx (client to nginx, nginx to the
 * instance). Read from the kernel, as receive buffers grow up to that maximum on a fast loopback: with
 * 4 MB and 32 MB (this machine's), a CI run saw 45 MB written before nginx relayed the site's 413.
 */
const BUFFERED_BEYOND_LIMIT = (behindProxy ? 2 : 1) * (socketBufferMax('tcp_wmem') + socketBufferMax('tcp_rmem'));
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** Resident memory of these processes, from the kernel's own account. */
function residentBytes(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024, 0);
}

type Flood = { status: number; json: { error?: unknown } | null; sent: number; ms: number; rssGrowth: number };

/**
 * POSTs a chunked body of up to FLOOD_BYTES (the preamble, then 64 kB chunks as fast as the server
 * takes them) and stops writing when the answer arrives; meanwhile samples the resident memory of
 * the processes that may be reading it.
 */
async function flood(url: string, headers: Record<string, string>, preamble = ''): Promise<Flood> {
  // Behind nginx: nginx and every instance behind it, whichever one the request reached.
  const instances = !behindProxy ? [] : url.startsWith(webUrl) ? siteInstanceUrls : cmsInstanceUrls;
  const pids = [url, ...instances].flatMap((address) => listeningPids(Number(new URL(address).port)));
  if (!pids.length) throw new Error(`nothing listens for ${url}`);
  const before = residentBytes(pids);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pids))), 20);
  const started = performance.now();
  try {
    return await new Promise<Flood>((resolve, reject) => {
      const request = http.request(url, { method: 'POST', agent: false, headers: { ...headers, 'transfer-encoding': 'chunked' } });
      let sent = 0;
      let answered = false;
      const write = () => {
        while (!answered && sent < FLOOD_BYTES) {
          const chunk = sent === 0 && preamble ? Buffer.from(preamble) : CHUNK;
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', write);
        }
        if (!answered) request.end();
      };
      request.on('response', (response) => {
        answered = true;
        const ms = performance.now() - started;
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          request.destroy();
          peak = Math.max(peak, residentBytes(pids));
          const text = Buffer.concat(parts).toString();
          const json = response.headers['content-type']?.includes('json') ? JSON.parse(text) : null;
          const result = { status: response.statusCode!, json, sent, ms, rssGrowth: peak - before };
          console.info(
            `${new URL(url).pathname}: ${result.status} after ${(sent / MB).toFixed(1)} MB sent in ${Math.round(ms)} ms, server RSS +${(result.rssGrowth / MB).toFixed(1)} MB`,
          );
          resolve(result);
        });
      });
      // Once answered, the server may close a connection whose body it will not read: no failure.
      // Before the answer, a reset means the server closed first and its 413 was lost with the unread
      // bytes (TCP discards them on a reset): reported as status 0 for floodUntilAnswered to try again.
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (answered) return;
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') return reject(error);
        answered = true;
        console.info(`${new URL(url).pathname}: connection reset after ${(sent / MB).toFixed(1)} MB sent, before the answer was read`);
        resolve({ status: 0, json: null, sent, ms: performance.now() - started, rssGrowth: Math.max(peak, residentBytes(pids)) - before });
      });
      write();
    });
  } finally {
    clearInterval(sampler);
  }
}

/**
 * A flood until its answer is read (at most eight tries): a server that stops reading may reset the
 * connection before this client reads its 413. Every try must have stopped early with memory flat.
 * CI of 2026-11-26 had three resets in a row on a busy machine; each try takes well under a second.
 */
async function floodUntilAnswered(url: string, headers: Record<string, string>, preamble = ''): Promise<Flood> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await flood(url, headers, preamble);
    if (result.status !== 0 || attempt === 8) return result;
    expect(result.sent).toBeLessThan(FLOOD_BYTES);
    expect(result.rssGrowth).toBeLessThan(MAX_RSS_GROWTH);
  }
}

/** 413 soon after `limit` bytes (the route's), with the server's memory flat. */
function expectStoppedEarly(result: Flood, limit: number) {
  expect(result.status).toBe(413);
  // Else a server reading the whole flood would pass: this machine's buffers are too large for the test.
  expect(limit + BUFFERED_BEYOND_LIMIT).toBeLessThan(FLOOD_BYTES);
  expect(result.sent).toBeLessThan(limit + BUFFERED_BEYOND_LIMIT);
  expect(result.ms).toBeLessThan(5_000);
  expect(result.rssGrowth).toBeLessThan(MAX_RSS_GROWTH);
}

/** A jwt-shaped session cookie: the site reads the upload before the CMS judges the token (issue 15: "any cookie"). */
const ANY_SESSION = 'vs_token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.bm90LWEtcmVhbC1zaWduYXR1cmU';
const BOUNDARY = '----vacaturesite-flood';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const TEXT_PART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="motivation"\r\n\r\n`;
const CV_PART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;

describe('the site stops reading an oversized chunked body at its limit', () => {
  it('job-alert unsubscribe: 413 with a Dutch message, memory flat', async () => {
    const result = await floodUntilAnswered(`${webUrl}/api/job-alerts/unsubscribe`, { 'content-type': 'application/json' }, '{"token":"');
    expectStoppedEarly(result, 1024);
    expect(result.json?.error).toMatchObject({ code: 'body-too-large', message: expect.stringContaining('te groot') });
  });

  it('login (same origin): 413 in the account routes’ error shape, memory flat', async () => {
    const result = await floodUntilAnswered(
      `${webUrl}/api/auth/login`,
      { 'content-type': 'application/json', origin: webUrl, 'x-forwarded-for': visitorAddress() },
      '{"email":"',
    );
    expectStoppedEarly(result, 16 * 1024);
    expect(result.json?.error).toMatchObject({ code: 'body-too-large', message: expect.stringContaining('te groot') });
  });

  it('applying with a CV (multipart, any session cookie): 413 "cv too large", memory flat', async () => {
    const headers = {
      'content-type': MULTIPART,
      origin: webUrl,
      cookie: ANY_SESSION,
      'x-forwarded-for': visitorAddress(),
      ...(await botCheckHeaders('POST', '/api/jobs/applications', { site: true })),
    };
    const result = await floodUntilAnswered(`${webUrl}/api/jobs/applications`, headers, CV_PART);
    expectStoppedEarly(result, 5 * MB + 64 * 1024);
    expect(result.json?.error).toMatchObject({ code: 'cv-too-large', fields: { cv: expect.stringContaining('groter dan 5 MB') } });
  });

  it('statistics batches: 413 (or a reset right after the limit), memory flat', async () => {
    const result = await floodUntilAnswered(
      `${webUrl}/api/statistics`,
      { 'content-type': 'application/json', origin: webUrl, 'user-agent': BROWSER },
      '{"events":[',
    );
    // This route has no message to check, and its 413 is often lost to the reset that follows it (three
    // tries in a row in one CI run): a reset right after the limit shows just as well that it stopped reading.
    expectStoppedEarly(result.status === 0 ? { ...result, status: 413 } : result, 512 * 1024);
  });
});

describe('the CMS stops reading an oversized chunked body at its limit', () => {
  it('JSON to an auth route: 413 (or a reset right after the limit), memory flat', async () => {
    const result = await floodUntilAnswered(`${cmsUrl}/api/auth/local`, { 'content-type': 'application/json' }, '{"identifier":"');
    // Its 413 too was lost to the reset three tries in a row in one CI run (2026-11-26, a loaded machine):
    // a reset right after the limit shows just as well that the CMS stopped reading.
    expectStoppedEarly(result.status === 0 ? { ...result, status: 413 } : result, MB);
  });

  // A signed-in visitor's token: the CMS reads an upload on the CV route only once the route's auth strategy
  // accepted it (issue 48; a made-up token is refused before a byte is read, security-probe-3.test.ts).
  let uploadHeaders: Record<string, string> = {};
  beforeAll(async () => {
    const uploader = await signedInActor('grote-upload');
    uploadHeaders = { 'content-type': MULTIPART, authorization: `Bearer ${uploader.jwt}` };
  });

  it("a multipart upload: 413 at the CV route's file limit (5 MB), memory flat", async () => {
    expectStoppedEarly(await floodUntilAnswered(`${cmsUrl}/api/my-jobs/applications`, uploadHeaders, CV_PART), 5 * MB);
  });

  it('a multipart text field (held in memory, not on disk): 413 at the field limit, memory flat', async () => {
    const result = await floodUntilAnswered(`${cmsUrl}/api/my-jobs/applications`, uploadHeaders, TEXT_PART);
    // Eight resets in a row in one CI run (2026-11-28, a loaded machine), as for the auth route above: a
    // reset right after the limit shows just as well that the CMS stopped reading.
    expectStoppedEarly(result.status === 0 ? { ...result, status: 413 } : result, MB);
  });

  it('a multipart upload without a token, or to a route that takes no files: refused before reading (401, 415)', async () => {
    for (const [route, headers, status] of [
      ['/api/my-jobs/applications', { 'content-type': MULTIPART }, 401],
      ['/api/statistics', uploadHeaders, 415],
    ] as const) {
      const result = await floodUntilAnswered(`${cmsUrl}${route}`, headers, CV_PART);
      expect(result.status).toBe(status);
      // Answered before the flood ended; what was sent meanwhile is thrown away unread (no disk, no memory:
      // security-probe-2.test.ts watches the temp folder). Behind nginx the answer may come only after
      // tens of MB, as for the 413s above, so the bytes get no tighter bound here.
      expect(result.sent).toBeLessThan(FLOOD_BYTES);
      expect(result.ms).toBeLessThan(5_000);
      expect(result.rssGrowth).toBeLessThan(MAX_RSS_GROWTH);
    }
  });
});

describe('deeply nested JSON to the CMS', () => {
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  // 5,000 levels in the field each route reads, and as the whole body. Before any policy (the bot
  // check refuses the last two with 403 otherwise) and any handler.
  it.each([
    ['/auth/local', `{"identifier":${nested(5000)},"password":"x"}`],
    ['/auth/local', nested(5000)],
    ['/auth/forgot-password', `{"email":${nested(5000)}}`],
    ['/auth/local/register', `{"username":"a","email":${nested(5000)},"password":"Geheim-wachtwoord-1"}`],
  ])('%s answers 400 with the reason (%#)', async (path, body) => {
    const response = await fetch(`${cmsUrl}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      name: 'ValidationError',
      message: expect.stringContaining('nested more than 64 levels'),
    });
  });
});

describe('a DOCX CV that unpacks to a gigabyte (ZIP bomb)', () => {
  let applicant: Actor;
  let vacancyId = '';

  beforeAll(async () => {
    const vacancy = await createVacancy({ title: `Zip-test ${Date.now().toString(36)}` });
    await publishVacancy(vacancy, { applyOnSite: true });
    vacancyId = vacancy.documentId;
    applicant = await signedInActor('zipbom');
  });
  afterAll(() => deleteCreatedVacancies());

  const apply = (cv: Buffer) =>
    siteUpload(
      '/api/jobs/applications',
      applicationForm(
        vacancyId,
        { name: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: cv },
        { motivation: 'Ik solliciteer graag op deze vacature en stuur mijn cv mee.' },
      ),
      applicant,
    );

  it('is refused with a Dutch message; the same CV without the bomb is taken', async () => {
    const bomb = makeDocx('Curriculum vitae', { 'word/media/image1.bin': deflatedZeros(1024) });
    expect(bomb.length).toBeLessThan(2 * MB);
    const refused = await apply(bomb);
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatchObject({
      code: 'cv-unpacked-too-large',
      fields: { cv: expect.stringContaining('uitgepakt veel te groot') },
    });

    const taken = await apply(makeDocx('Curriculum vitae'));
    expect(taken.status).toBe(201);
  });
});
