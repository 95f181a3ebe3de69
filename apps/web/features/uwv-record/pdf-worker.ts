import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { asVisitor, myJobsApi } from '@/lib/cms/my-jobs';
import { isCmsError } from '@/lib/cms/errors';
import { runWithRequestId } from '@/lib/operations/request-context.mjs';
import { loadRecord } from './load';
import { recordPdf, type RecordPdfFacts } from './pdf';
import { uwvProgress, type RecordRow } from './record';

/**
 * The worker thread that reads and lays out UWV record PDFs (issue 48), bundled by scripts/build-front-door.mjs
 * and started by pdf-turns.ts. pdfkit's layout of the largest record takes seconds of CPU, and reading it from
 * the CMS means parsing about 1.5 MB of JSON: on the site's own thread every other visitor waited for both.
 * One PDF at a time; only the finished PDF is copied back.
 */

/** The visitor whose record the worker reads from the CMS, with the request's id for the CMS's log. */
export type RecordSource = { token: string; ip: string | null; requestId: string | null };
/** What the PDF says besides the rows; the progress line is counted from the rows the worker read. */
export type PdfFacts = Omit<RecordPdfFacts, 'progress'>;
/** Rows given (the unit tests) or read by the worker (the site). */
export type PdfWork = { facts: PdfFacts } & ({ rows: RecordRow[] } | { read: RecordSource });
export type PdfJob = PdfWork & { id: number };
/** `cmsStatus`: the CMS refused the read (an expired session is a 401 there), so the route can say why. */
export type PdfAnswer = { id: number; pdf?: Uint8Array; error?: string; cmsStatus?: number };

// Linux keeps a nice value per thread, and pid 0 is the calling thread: this worker, not the site's own
// thread, gives way whenever a visitor's request wants the CPU (measured in e2e/uwv-pdf-load.test.ts).
try {
  setPriority(0, 19);
} catch {
  // Elsewhere (or where lowering is not allowed) the worker runs at the site's priority.
}

function rowsOf(job: PdfJob): Promise<RecordRow[]> {
  if ('rows' in job) return Promise.resolve(job.rows);
  const { token, ip, requestId } = job.read;
  const read = () => loadRecord(myJobsApi(asVisitor({ token, ip })), job.facts.period);
  return requestId ? runWithRequestId(requestId, read) : read();
}

parentPort?.on('message', async (job: PdfJob) => {
  try {
    const rows = await rowsOf(job);
    const pdf = await recordPdf(rows, { ...job.facts, progress: uwvProgress(rows.length, job.facts.period).text });
    parentPort!.postMessage({ id: job.id, pdf: new Uint8Array(pdf) } satisfies PdfAnswer);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort!.postMessage({ id: job.id, error: message, cmsStatus: isCmsError(error) ? error.status : undefined } satisfies PdfAnswer);
  }
});
