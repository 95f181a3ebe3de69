import PDFDocument from 'pdfkit';
import { ACTIVITY_METHOD_LABEL, type ActivityPeriod, formatDutchDate } from '@vacaturesite/shared/application-activities';
import { BOLD, pdfText, REGULAR, registerFonts } from './fonts';
import { RECORD_COLUMNS, type RecordRow } from './record';

/**
 * The UWV record as a PDF download (issue 39, decision 058): proof an applicant keeps for
 * two years and shows the UWV, so a file, not a page the browser prints. pdfkit lays out the table:
 * it wraps long Dutch words and employer names inside their column and carries rows onto the next
 * page, which is why this is not hand-drawn.
 *
 * The text is set in Inter, embedded (fonts.ts), so every name reads as it was typed.
 */
export type RecordPdfFacts = { name: string; period: ActivityPeriod; madeOn: string; siteName: string; progress: string };

const A4_MARGIN = 56; // 2 cm

/** "… van Anne · pagina 2 van 3" at the foot of each page: a page of the table alone still says whose it is. */
function footers(document: PDFKit.PDFDocument, whose: string): void {
  const { start, count } = document.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    document.switchToPage(index);
    const bottom = document.page.margins.bottom;
    // Text inside the bottom margin would start a new page; the margin is let go for this one line.
    document.page.margins.bottom = 0;
    document
      .font(REGULAR)
      .fontSize(8)
      .fillColor('#555555')
      .text(`${whose} · pagina ${index - start + 1} van ${count}`, A4_MARGIN, document.page.height - A4_MARGIN / 2 - 8, {
        width: document.page.width - 2 * A4_MARGIN,
        align: 'center',
        lineBreak: false,
      });
    document.page.margins.bottom = bottom;
  }
}

/**
 * The largest record (2,000 rows, 42 pages) takes pdfkit 1.6 s or more. It runs in a worker thread
 * (pdf-turns.ts), but also lays out a few rows per turn, so that whatever else shares its event loop (the
 * unit tests, a worker's messages) goes in between.
 */
const ROWS_PER_TURN = 10;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const TABLE_FONT_SIZE = 9;
/** pdfkit's own cell padding (0.25 em) on every side. */
const CELL_PADDING = TABLE_FONT_SIZE * 0.25;

/** Date and how fit their words; employer, job and result share what is left of the line. */
function columnWidths(document: PDFKit.PDFDocument): number[] {
  const share = (document.page.width - 2 * A4_MARGIN - 62 - 78) / 3;
  return [62, share, share, 78, share];
}

/** A row's height as pdfkit's table measures it: its tallest cell, wrapped in its column, and the padding. */
function rowHeight(document: PDFKit.PDFDocument, cells: string[], widths: number[]): number {
  return (
    Math.max(...cells.map((text, column) => document.heightOfString(text, { width: widths[column] - 2 * CELL_PADDING }))) + 2 * CELL_PADDING
  );
}

/**
 * The rows as one table per page, each starting with the column headers, so a later page read on its
 * own (or handed over loose) still says what its columns are. pdfkit's table does not repeat a header
 * row itself; it would carry rows onto the next page bare. A row that does not fit below the last one
 * starts the next page's table instead, measured as pdfkit measures it.
 */
async function recordTables(document: PDFKit.PDFDocument, rows: RecordRow[]): Promise<void> {
  document.font(REGULAR).fontSize(TABLE_FONT_SIZE);
  const widths = columnWidths(document);
  const header = () => {
    const table = document.table({ columnStyles: widths, rowStyles: (row) => (row === 0 ? { backgroundColor: '#eeeeee' } : undefined) });
    table.row(RECORD_COLUMNS.map((text) => ({ text, type: 'TH' as const, font: { src: BOLD } })));
    return table;
  };
  document.font(BOLD);
  const headerHeight = rowHeight(document, RECORD_COLUMNS, widths);
  document.font(REGULAR);
  let table: PDFKit.Mixins.PDFTableObject | null = null;
  for (const [index, row] of rows.entries()) {
    const cells = [formatDutchDate(row.date), row.employer, row.jobTitle, ACTIVITY_METHOD_LABEL[row.method], row.result].map(pdfText);
    const height = rowHeight(document, cells, widths);
    const below = document.page.maxY() - document.y;
    // A point to spare: a rounding apart from pdfkit's own measure would carry the row over without its header.
    if (table && height + 1 >= below) {
      table.end();
      table = null;
      document.addPage();
    }
    if (!table) {
      // A header alone at the foot of a page would say nothing: it goes with the first row.
      if (headerHeight + height >= document.page.maxY() - document.y) document.addPage();
      table = header();
    }
    table.row(cells);
    if ((index + 1) % ROWS_PER_TURN === 0) await nextTurn();
  }
  table?.end();
}

export async function recordPdf(rows: RecordRow[], facts: RecordPdfFacts): Promise<Buffer> {
  const title = 'Sollicitatieactiviteiten';
  const document = new PDFDocument({
    size: 'A4',
    margin: A4_MARGIN,
    // Kept until the end, for the footer that needs the page count.
    bufferPages: true,
    lang: 'nl-NL',
    tagged: true,
    displayTitle: true,
    info: {
      Title: `${title} ${formatDutchDate(facts.period.from)} tot en met ${formatDutchDate(facts.period.to)}`,
      // pdfkit writes these as UTF-16 where they need it: the name as typed.
      Author: facts.name,
      Creator: facts.siteName,
    },
  });
  registerFonts(document);
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font(BOLD).fontSize(18).text(title);
  // Each font's first line in a document reads its layout tables (50–70 ms for Inter): the bold one's
  // and the regular one's go in separate turns.
  await nextTurn();
  document.moveDown(0.5).fontSize(10);
  for (const [label, value] of [
    ['Naam', facts.name],
    ['Periode', `${formatDutchDate(facts.period.from)} tot en met ${formatDutchDate(facts.period.to)}`],
    ['Gemaakt op', `${formatDutchDate(facts.madeOn)} via ${facts.siteName}`],
  ]) {
    document.font(BOLD).text(`${label}: `, { continued: true }).font(REGULAR).text(pdfText(value));
  }
  document.moveDown(0.5).text(pdfText(facts.progress));
  document.moveDown();

  if (rows.length === 0) document.text('Geen sollicitaties in deze periode.');
  else await recordTables(document, rows);
  footers(document, `${title} van ${pdfText(facts.name)}`);
  document.end();
  return done;
}
