import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { CmsError } from '@/lib/cms/errors';
import type { PdfAnswer, PdfJob, PdfWork } from './pdf-worker';

/**
 * Who gets a UWV record PDF made, when, and where (issue 48). The third probe found one account slowing the
 * whole site: two 2,000-row PDFs at once took 8.8 s of the site's CPU on its own thread, RSS 360 → 651 MB,
 * and every other visitor's /jobs went from 8–39 ms to 411–658 ms. Now:
 * - the route checks the session with the CMS before anything else (no place in the queue for a made-up cookie);
 * - one account has at most one PDF waiting or being made, and PER_ACCOUNT.max in PER_ACCOUNT.windowMs;
 * - an instance makes one PDF at a time, in a worker thread (pdf-worker.ts) with a bounded heap that also
 *   reads the record from the CMS, so one core is left for every other visitor, the site's thread never parses
 *   the rows, and a runaway record ends that worker, not the site;
 * - past WAITING_MAX waiting, the visitor is asked to come back (503), before anything is read.
 * The limits count per instance: with more instances an account gets a turn on each, as any visitor does.
 */
export const PDF_LIMITS = {
  waitingMax: 20,
  perAccount: { max: 6, windowMs: 10 * 60_000 },
  /** The worker's V8 heap: the largest record (2,000 rows of the longest fields) needs well under half. */
  heapMb: 256,
  /** A PDF that takes longer than this ends its worker; the next one starts a fresh worker. */
  timeoutMs: 60_000,
};

/** A crowd asked for more PDFs than one instance queues: the visitor is asked to try again. */
export class PdfsBusy extends Error {}
/** This account's PDF is being made already; the second click waits for the first. */
export class PdfAlreadyAsked extends Error {}
/** This account asked for PER_ACCOUNT.max PDFs in the window. */
export class PdfLimitReached extends Error {}

export function createPdfTurns(workerFile: string, limits = PDF_LIMITS, now = () => Date.now()) {
  const turn = pLimit(1);
  const inProgress = new Set<string>();
  const asked = new Map<string, number[]>();
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker = null;
  };

  function theWorker(): Worker {
    if (worker) return worker;
    const started = new Worker(workerFile, { resourceLimits: { maxOldGenerationSizeMb: limits.heapMb } });
    started.on('message', ({ id, pdf, error, cmsStatus }: PdfAnswer) => {
      const entry = waiting.get(id);
      waiting.delete(id);
      if (!entry) return;
      if (pdf) entry.resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      else if (cmsStatus) entry.reject(new CmsError(cmsStatus, null, error ?? 'the CMS refused the record'));
      else entry.reject(new Error(error ?? 'the PDF worker gave no PDF'));
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: that PDF fails, the next one gets a new worker.
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => failAll(new Error(`the PDF worker stopped (exit ${code})`)));
    // An idle worker does not keep the site's process alive.
    started.unref();
    worker = started;
    return started;
  }

  function layOut(work: PdfWork): Promise<Buffer> {
    const id = nextId++;
    const current = theWorker();
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        void current.terminate();
        reject(new Error(`the PDF took over ${limits.timeoutMs} ms`));
      }, limits.timeoutMs);
      waiting.set(id, {
        resolve: (pdf) => (clearTimeout(timer), resolve(pdf)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      current.postMessage({ ...work, id } satisfies PdfJob);
    });
  }

  /**
   * The PDF for `account` (checked by the caller with the CMS): `work` is asked for when its turn comes
   * (the site's names the record for the worker to read), so a waiting request holds no rows.
   * Throws PdfAlreadyAsked, PdfLimitReached or PdfsBusy at once; a CmsError when the CMS refused the read.
   */
  async function make(account: string, work: () => Promise<PdfWork>): Promise<Buffer> {
    if (inProgress.has(account)) throw new PdfAlreadyAsked();
    const recent = (asked.get(account) ?? []).filter((at) => now() - at < limits.perAccount.windowMs);
    if (recent.length >= limits.perAccount.max) throw new PdfLimitReached();
    if (turn.activeCount + turn.pendingCount >= 1 + limits.waitingMax) throw new PdfsBusy();
    asked.set(account, [...recent, now()]);
    inProgress.add(account);
    try {
      return await turn(async () => layOut(await work()));
    } finally {
      inProgress.delete(account);
    }
  }

  /** Accounts whose window has passed are forgotten, so the map holds only the last window's askers. */
  function forgetOld() {
    for (const [account, times] of asked) if (times.every((at) => now() - at >= limits.perAccount.windowMs)) asked.delete(account);
  }

  return { make, forgetOld, stop: () => worker?.terminate() };
}

export type PdfTurns = ReturnType<typeof createPdfTurns>;

const SINGLETON = Symbol.for('vacaturesite.uwv-pdf-turns');

/** The instance's one queue and worker. server.mjs names the bundled worker file (UWV_PDF_WORKER). */
export function pdfTurns(): PdfTurns {
  const store = globalThis as typeof globalThis & { [SINGLETON]?: PdfTurns };
  if (!store[SINGLETON]) {
    const workerFile = process.env.UWV_PDF_WORKER;
    if (!workerFile) throw new Error('UWV_PDF_WORKER is not set: start the site with server.mjs');
    const turns = createPdfTurns(workerFile);
    setInterval(() => turns.forgetOld(), PDF_LIMITS.perAccount.windowMs).unref();
    store[SINGLETON] = turns;
  }
  return store[SINGLETON];
}
