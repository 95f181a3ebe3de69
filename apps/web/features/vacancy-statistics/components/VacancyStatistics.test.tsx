import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { VacancyStatistics as Statistics } from '@vacaturesite/shared/vacancy-statistics';
import { VacancyStatistics } from './VacancyStatistics';

const statistics: Statistics = {
  from: '2026-11-25',
  to: '2026-11-27',
  days: [
    { day: '2026-11-25', views: 1, applyClicks: 0, applications: 0, sources: { search: 1, alert: 0 } },
    { day: '2026-11-26', views: 0, applyClicks: 0, applications: 0, sources: { search: 0, alert: 0 } },
    { day: '2026-11-27', views: 3, applyClicks: 1, applications: 1, sources: { search: 2, alert: 1 } },
  ],
  sources: [
    { source: 'search', views: 3 },
    { source: 'alert', views: 1 },
  ],
  totals: { views: 4, applyClicks: 1, applications: 1 },
};

describe('VacancyStatistics', () => {
  it('shows the days with anything, newest first, the sources with their share, a chart and the CSV link', () => {
    const html = renderToStaticMarkup(<VacancyStatistics vacancyId="abc" statistics={statistics} />);
    expect(html).toContain('<h2 id="statistieken-kop">Statistieken</h2>');
    expect(html.match(/<tr data-day="[^"]+"/g)).toEqual(['<tr data-day="2026-11-27"', '<tr data-day="2026-11-25"']);
    expect(html).toContain('<th scope="row">27-11-2026</th><td>3</td><td>1</td><td>1</td>');
    expect(html).toContain('<th scope="row">Vacature-alert</th><td>1</td><td>25%</td>');
    expect(html).toMatch(/<svg[^>]+role="img"[^>]+aria-label="[^"]*drukste dag was 27-11-2026 met 3/);
    expect(html).toContain('href="/api/jobs/vacancies/abc/statistics"');
  });

  it('says so when there are no figures, or nothing was viewed yet', () => {
    expect(renderToStaticMarkup(<VacancyStatistics vacancyId="abc" statistics={null} />)).toContain('niet beschikbaar');
    const empty = { ...statistics, days: [{ ...statistics.days[1] }], sources: [], totals: { views: 0, applyClicks: 0, applications: 0 } };
    const html = renderToStaticMarkup(<VacancyStatistics vacancyId="abc" statistics={empty} />);
    expect(html).toContain('nog niet bekeken');
    expect(html).not.toContain('<table');
  });
});
