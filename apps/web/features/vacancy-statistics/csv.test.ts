import { describe, expect, it } from 'vitest';
import type { VacancyStatistics } from '@vacaturesite/shared/vacancy-statistics';
import { statisticsCsv, statisticsFileName } from './csv';

const statistics: VacancyStatistics = {
  from: '2026-11-26',
  to: '2026-11-27',
  days: [
    { day: '2026-11-26', views: 0, applyClicks: 0, applications: 0, sources: { search: 0, alert: 0 } },
    { day: '2026-11-27', views: 2, applyClicks: 1, applications: 0, sources: { search: 1, alert: 1 } },
  ],
  sources: [
    { source: 'search', views: 1 },
    { source: 'alert', views: 1 },
  ],
  totals: { views: 2, applyClicks: 1, applications: 0 },
};

describe('the statistics CSV', () => {
  it('is what Dutch Excel opens: BOM, semicolons, dd-mm-jjjj, CRLF, a column per source and a total', () => {
    const csv = statisticsCsv(statistics);
    expect(csv.startsWith('\uFEFF"Datum";"Bekeken";')).toBe(true);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"Datum";"Bekeken";"Klikken op solliciteren";"Sollicitaties";"Bekeken via: Zoeken op de site";"Bekeken via: Vacature-alert"',
      '"26-11-2026";"0";"0";"0";"0";"0"',
      '"27-11-2026";"2";"1";"0";"1";"1"',
      '"Totaal";"2";"1";"0";"1";"1"',
      '',
    ]);
  });

  it('names the file after the vacancy and the last day', () => {
    expect(statisticsFileName('abc123', statistics)).toBe('statistieken-vacature-abc123-27-11-2026.csv');
  });
});
