import type { VacancyStatistics } from '@vacaturesite/shared/vacancy-statistics';
import { VISIT_SOURCE_LABELS } from '@vacaturesite/shared/visit-sources';
import { formatDutchDate } from '@vacaturesite/shared/application-activities';
import { dutchCsv } from '@/lib/csv';

/**
 * The statistics as a CSV that Dutch Excel opens as it is (decision 055; the format lives in lib/csv):
 * one row per day, oldest first, with the views per source beside the totals.
 */
export function statisticsCsv(statistics: VacancyStatistics): string {
  const header = [
    'Datum',
    'Bekeken',
    'Klikken op solliciteren',
    'Sollicitaties',
    ...statistics.sources.map((s) => `Bekeken via: ${VISIT_SOURCE_LABELS[s.source]}`),
  ];
  const rows = statistics.days.map((day) => [
    formatDutchDate(day.day),
    day.views,
    day.applyClicks,
    day.applications,
    ...statistics.sources.map((s) => day.sources[s.source] ?? 0),
  ]);
  const { views, applyClicks, applications } = statistics.totals;
  const total = ['Totaal', views, applyClicks, applications, ...statistics.sources.map((s) => s.views)];
  return dutchCsv([header, ...rows, total]);
}

/** `statistieken-vacature-{id}-{dd-mm-jjjj}.csv`: the day the figures run to. */
export const statisticsFileName = (documentId: string, statistics: VacancyStatistics) =>
  `statistieken-vacature-${documentId}-${formatDutchDate(statistics.to)}.csv`;
