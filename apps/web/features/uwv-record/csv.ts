import { ACTIVITY_METHOD_LABEL, formatDutchDate } from '@vacaturesite/shared/application-activities';
import type { RecordRow } from './record';

/**
 * The UWV record as a CSV a Dutch Excel opens as it is (decision 054): `;` between cells (the comma
 * is the Dutch decimal sign, so Excel expects the semicolon), UTF-8 with a byte order mark (without
 * it Excel reads "é" as "Ã©"), CRLF line ends, dates as dd-mm-jjjj.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_HEADER = ['Datum', 'Werkgever', 'Functie', 'Hoe gesolliciteerd', 'Resultaat'];

/**
 * One cell. Quoted when it holds a `;`, a quote or a line break (quotes doubled, RFC 4180). A cell
 * that starts like a formula (=, +, -, @) gets a leading apostrophe: an employer's name comes from a
 * vacancy's poster, and Excel would otherwise run "=HYPERLINK(…)" when the applicant opens the file.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function recordCsv(rows: RecordRow[]): string {
  const lines = [
    CSV_HEADER,
    ...rows.map((row) => [formatDutchDate(row.date), row.employer, row.jobTitle, ACTIVITY_METHOD_LABEL[row.method], row.result]),
  ];
  return CSV_BOM + lines.map((cells) => cells.map(csvCell).join(';')).join('\r\n') + '\r\n';
}
