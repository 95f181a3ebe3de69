import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { recordPdf, type RecordPdfFacts } from './pdf';
import type { RecordRow } from './record';

/**
 * The worker thread that lays out UWV record PDFs (issue 48), bundled by scripts/build-front-door.mjs and
 * started by pdf-turns.ts: pdfkit's layout of the largest record takes seconds of CPU, which on the site's
 * own thread every other visitor waited for. One PDF at a time; the answer is copied back.
 */
export type PdfJob = { id: number; rows: RecordRow[]; facts: RecordPdfFacts };

// Linux keeps a nice value per thread, and pid 0 is the calling thread: this worker, not the site's own
// thread, gives way whenever a visitor's request wants the CPU (measured in e2e/uwv-pdf-load.test.ts).
try {
  setPriority(0, 19);
} catch {
  // Elsewhere (or where lowering is not allowed) the worker runs at the site's priority.
}
export type PdfAnswer = { id: number; pdf?: Uint8Array; error?: string };

parentPort?.on('message', async ({ id, rows, facts }: PdfJob) => {
  try {
    const pdf = await recordPdf(rows, facts);
    parentPort!.postMessage({ id, pdf: new Uint8Array(pdf) } satisfies PdfAnswer);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies PdfAnswer);
  }
});
