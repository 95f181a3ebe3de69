import type { VacancyStatistics } from '@vacaturesite/shared/vacancy-statistics';
import { VISIT_SOURCE_LABELS } from '@vacaturesite/shared/visit-sources';

/**
 * The statistics as a CSV that Dutch Excel opens as it is (decision 055): `;` between fields (a comma
 * is the decimal sign there), a UTF-8 byte order mark (else "vóór" comes out garbled), dates as
 * dd-mm-jjjj, CRLF line ends. One row per day, oldest first, with the views per source beside the totals.
 */
export const CSV_BOM = '\uFEFF';

/** 'YYYY-MM-DD' → 'dd-mm-jjjj'. */
export const dutchDate = (day: string) => day.split('-').reverse().join('-');

/** A field quoted when it holds the separator, a quote or a line end; a leading =+-@ is defused (formula injection). */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function statisticsCsv(statistics: VacancyStatistics): string {
  const header = [
    'Datum',
    'Bekeken',
    'Klikken op solliciteren',
    'Sollicitaties',
    ...statistics.sources.map((s) => `Bekeken via: ${VISIT_SOURCE_LABELS[s.source]}`),
  ];
  const rows = statistics.days.map((day) => [
    dutchDate(day.day),
    day.views,
    day.applyClicks,
    day.applications,
    ...statistics.sources.map((s) => day.sources[s.source] ?? 0),
  ]);
  const { views, applyClicks, applications } = statistics.totals;
  const total = ['Totaal', views, applyClicks, applications, ...statistics.sources.map((s) => s.views)];
  return CSV_BOM + [header, ...rows, total].map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}

/** `statistieken-vacature-{id}-{dd-mm-jjjj}.csv`: the day the figures run to. */
export const statisticsFileName = (documentId: string, statistics: VacancyStatistics) =>
  `statistieken-vacature-${documentId}-${dutchDate(statistics.to)}.csv`;
