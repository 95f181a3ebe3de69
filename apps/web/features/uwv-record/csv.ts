import { ACTIVITY_METHOD_LABEL, formatDutchDate } from '@vacaturesite/shared/application-activities';
import { dutchCsv } from '@/lib/csv';
import { RECORD_COLUMNS, type RecordRow } from './record';

/** The UWV record as a CSV a Dutch Excel opens as it is (decision 054; the format lives in lib/csv). */
export function recordCsv(rows: RecordRow[]): string {
  return dutchCsv([
    RECORD_COLUMNS,
    ...rows.map((row) => [formatDutchDate(row.date), row.employer, row.jobTitle, ACTIVITY_METHOD_LABEL[row.method], row.result]),
  ]);
}
