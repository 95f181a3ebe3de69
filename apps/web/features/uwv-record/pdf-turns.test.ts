import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITIES_PER_ACCOUNT_MAX, ACTIVITY_LIMITS } from '@vacaturesite/shared/application-activities';
import { bundlePdfWorker } from '../../scripts/build-front-door.mjs';
import { longestLoopWait } from './__fixtures__/loop-wait';
import { isCmsError } from '@/lib/cms/errors';
import { createPdfTurns, PDF_LIMITS, PdfAlreadyAsked, PdfLimitReached, PdfsBusy, type PdfTurns } from './pdf-turns';
import type { RecordRow } from './record';

const facts = {
  name: 'Anne de Vries',
  period: { from: '2026-10-31', to: '2026-11-27' },
  madeOn: '2026-11-28',
  siteName: 'Vacaturesite',
};
const row = (index: number): RecordRow => ({
  date: '2026-11-03',
  employer: `Uitzendbureau Arbeidsbemiddeling en Detachering Noord-Nederland ${index}`.padEnd(ACTIVITY_LIMITS.employer, ' x'),
  jobTitle: 'Medewerker klantenservice met kennis van Duits en Frans'.padEnd(ACTIVITY_LIMITS.jobTitle, ' y'),
  method: 'site',
  result: 'Afgewezen na het tweede gesprek, met de reden dat een andere kandidaat meer ervaring had'.padEnd(ACTIVITY_LIMITS.result, ' z'),
  activityId: null,
});
/** The largest record the CMS keeps (ACTIVITIES_PER_ACCOUNT_MAX), every field at its longest. */
const LARGEST = Array.from({ length: ACTIVITIES_PER_ACCOUNT_MAX }, (_, index) => row(index));

let dir = '';
let workerFile = '';
const made: PdfTurns[] = [];
const turns = (limits = PDF_LIMITS, now?: () => number) => {
  const created = createPdfTurns(workerFile, limits, now);
  made.push(created);
  return created;
};

beforeAll(async () => {
  // Inside the app, so the bundle finds pdfkit and fontkit in node_modules as the built one does.
  const cache = path.join(import.meta.dirname, '..', '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  dir = mkdtempSync(path.join(cache, 'uwv-pdf-worker-'));
  workerFile = path.join(dir, 'uwv-pdf-worker.mjs');
  await bundlePdfWorker(workerFile);
}, 60_000);
afterAll(async () => {
  await Promise.all(made.map((created) => created.stop()));
  rmSync(dir, { recursive: true, force: true });
});

describe('UWV record PDFs in a worker, in turns (issue 48)', () => {
  it('lays out the largest record in the worker: the site’s own event loop never waits long', async () => {
    const { result: pdf, longest, took } = await longestLoopWait(() => turns().make('anne', async () => ({ rows: LARGEST, facts })));
    console.info(
      `2,000 rows of the longest fields: ${Math.round(took)} ms in the worker, ${pdf.length} bytes; longest wait of the site's loop ${Math.round(longest)} ms`,
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // On the site's own thread this was seconds in turns of up to a few hundred ms; now only the copy of the rows.
    expect(longest).toBeLessThan(100);
  }, 120_000);

  it('one account waits for its own PDF before it may ask another, and asks at most a few in the window', async () => {
    let clock = 0;
    const queue = turns({ ...PDF_LIMITS, perAccount: { max: 2, windowMs: 60_000 } }, () => clock);
    const small = async () => ({ rows: [row(1)], facts });
    const first = queue.make('jan', small);
    await expect(queue.make('jan', small)).rejects.toBeInstanceOf(PdfAlreadyAsked);
    // Another account is not held up by Jan.
    expect((await queue.make('piet', small)).subarray(0, 5).toString()).toBe('%PDF-');
    await first;
    await queue.make('jan', small);
    await expect(queue.make('jan', small)).rejects.toBeInstanceOf(PdfLimitReached);
    clock += 60_000;
    expect((await queue.make('jan', small)).subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('makes one at a time and queues a bounded number: the rest are told at once, before anything is read', async () => {
    const queue = turns({ ...PDF_LIMITS, waitingMax: 3 });
    let reads = 0;
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        queue
          .make(`account-${index}`, async () => {
            reads += 1;
            return { rows: [row(index)], facts };
          })
          .then(
            (pdf) => pdf.subarray(0, 5).toString(),
            (error: unknown) => (error instanceof PdfsBusy ? 'busy' : String(error)),
          ),
      ),
    );
    expect(answers.filter((answer) => answer === '%PDF-')).toHaveLength(4);
    expect(answers.filter((answer) => answer === 'busy')).toHaveLength(3);
    expect(reads).toBe(4);
  }, 60_000);

  it('bounds the worker’s memory: a record past its heap fails alone, and the next PDF gets a fresh worker', async () => {
    const queue = turns({ ...PDF_LIMITS, heapMb: 16 });
    const huge = Array.from({ length: 20_000 }, (_, index) => row(index));
    await expect(queue.make('groot', async () => ({ rows: huge, facts }))).rejects.toThrow();
    const roomy = turns();
    expect((await roomy.make('klein', async () => ({ rows: [row(1)], facts }))).subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);

  it('reads the record from the CMS in the worker, as the visitor, and says when the CMS refuses', async () => {
    const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
    const cms = createServer((request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers });
      response.setHeader('content-type', 'application/json');
      if (request.headers.authorization !== 'Bearer geldig') {
        response.statusCode = 401;
        return response.end(
          JSON.stringify({ error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } }),
        );
      }
      const activity = {
        documentId: 'a1',
        date: '2026-11-03',
        employer: 'Bakkerij Jansen',
        jobTitle: 'Bakker',
        method: 'email',
        result: null,
      };
      const data = request.url?.startsWith('/api/my-jobs/activities') ? [activity] : [];
      response.end(JSON.stringify({ data }));
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    const before = process.env.CMS_URL;
    // A worker copies the environment when it starts: the CMS it reads from is this stand-in.
    process.env.CMS_URL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
    try {
      const queue = turns();
      const requestId = '0af7651916cd43dd8448eb211c80319c';
      const read = (token: string) => async () => ({ facts, read: { token, ip: '192.0.2.7', requestId } });
      const pdf = await queue.make('anne', read('geldig'));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(seen.map((request) => request.url.split('?')[0]).sort()).toEqual(['/api/my-jobs/activities', '/api/my-jobs/applications']);
      expect(seen.find((request) => request.url.startsWith('/api/my-jobs/activities'))?.url).toContain('from=2026-10-31');
      expect(seen.every((request) => request.headers['x-forwarded-for'] === '192.0.2.7')).toBe(true);
      // The CMS's log names the visitor's request, from inside the worker too (decision 051).
      expect(seen.every((request) => String(request.headers.traceparent).includes(requestId))).toBe(true);
      const refused = await queue.make('bram', read('verlopen')).catch((error: unknown) => error);
      expect(isCmsError(refused) && refused.status).toBe(401);
    } finally {
      process.env.CMS_URL = before;
      if (before === undefined) delete process.env.CMS_URL;
      await new Promise((resolve) => cms.close(resolve));
    }
  }, 60_000);
});
