import { ACTIVITY_METHOD_LABEL, formatDutchDate } from '@vacaturesite/shared/application-activities';
import { dutchCsv } from '@/lib/csv';
import type { RecordRow } from './record';

/** The UWV record as a CSV a Dutch Excel opens as it is (decision 054; the format lives in lib/csv). */
export const CSV_HEADER = ['Datum', 'Werkgever', 'Functie', 'Hoe gesolliciteerd', 'Resultaat'];

export function recordCsv(rows: RecordRow[]): string {
  return dutchCsv([
    CSV_HEADER,
    ...rows.map((row) => [formatDutchDate(row.date), row.employer, row.jobTitle, ACTIVITY_METHOD_LABEL[row.method], row.result]),
  ]);
}
