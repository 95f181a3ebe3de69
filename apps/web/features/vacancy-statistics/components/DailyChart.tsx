import type { VacancyStatisticsDay } from '@vacaturesite/shared/vacancy-statistics';
import { formatDutchDate } from '@vacaturesite/shared/application-activities';

const HEIGHT = 60;

/**
 * Views per day as a small inline SVG (no chart library): a picture of the table below it, so screen
 * readers get one sentence and the table, not ninety bars. Each bar's title shows its day on hover.
 */
export function DailyChart({ days }: { days: VacancyStatisticsDay[] }) {
  const max = Math.max(1, ...days.map((day) => day.views));
  const width = days.length * 4;
  const busiest = days.reduce((best, day) => (day.views > best.views ? day : best), days[0]);
  const summary = busiest?.views
    ? `Staafdiagram van het aantal keer bekeken per dag; de drukste dag was ${formatDutchDate(busiest.day)} met ${busiest.views}.`
    : 'Staafdiagram van het aantal keer bekeken per dag; nog geen bezoeken.';
  return (
    <svg className="vacancy-stats__chart" viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary}>
      <line x1="0" y1={HEIGHT - 0.5} x2={width} y2={HEIGHT - 0.5} className="vacancy-stats__axis" />
      {days.map((day, index) =>
        day.views ? (
          <rect key={day.day} x={index * 4 + 0.5} width="3" y={HEIGHT - (day.views / max) * HEIGHT} height={(day.views / max) * HEIGHT}>
            <title>{`${formatDutchDate(day.day)}: ${day.views} keer bekeken`}</title>
          </rect>
        ) : null,
      )}
    </svg>
  );
}
