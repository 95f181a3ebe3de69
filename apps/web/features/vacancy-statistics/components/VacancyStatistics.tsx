import type { VacancyStatistics as Statistics } from '@vacaturesite/shared/vacancy-statistics';
import { VISIT_SOURCE_LABELS } from '@vacaturesite/shared/visit-sources';
import { formatDutchDate } from '@vacaturesite/shared/application-activities';
import { DailyChart } from './DailyChart';

const share = (part: number, whole: number) => `${whole ? Math.round((part / whole) * 100) : 0}%`;

/**
 * "Statistieken" on /jobs/mijn/{id} (issue 39, decision 055): counts per day and per source from the
 * site's own analytics, nothing about any one visitor. Days without anything are left out of the table
 * (they are in the chart and the CSV), newest first.
 */
export function VacancyStatistics({ vacancyId, statistics }: { vacancyId: string; statistics: Statistics | null }) {
  if (!statistics) {
    return (
      <section className="card vacancy-stats" aria-labelledby="statistieken-kop" data-testid="vacancy-statistics">
        <h2 id="statistieken-kop">Statistieken</h2>
        <p>De statistieken zijn op dit moment niet beschikbaar. Probeer het later nog eens.</p>
      </section>
    );
  }
  const { totals } = statistics;
  const activeDays = statistics.days.filter((day) => day.views || day.applyClicks || day.applications).reverse();
  return (
    <section className="card vacancy-stats" aria-labelledby="statistieken-kop" data-testid="vacancy-statistics">
      <h2 id="statistieken-kop">Statistieken</h2>
      <p>
        Van {formatDutchDate(statistics.from)} tot en met {formatDutchDate(statistics.to)}: <strong>{totals.views}</strong> keer bekeken,{' '}
        <strong>{totals.applyClicks}</strong> keer op solliciteren geklikt, <strong>{totals.applications}</strong> sollicitaties via de
        site.
      </p>
      <p className="vacancy-stats__note">
        We tellen alleen aantallen per dag, niet wie er keek. Bezoekers die niet gevolgd willen worden tellen niet mee, dus het aantal
        sollicitaties hier kan lager zijn dan in de lijst hieronder.
      </p>
      <DailyChart days={statistics.days} />
      <p>
        <a href={`/api/jobs/vacancies/${encodeURIComponent(vacancyId)}/statistics`} download data-testid="statistics-csv">
          Download de cijfers per dag (CSV, voor Excel)
        </a>
      </p>
      {statistics.sources.length ? (
        <table className="vacancy-stats__table" data-testid="statistics-sources">
          <caption>Waar bezoekers vandaan kwamen</caption>
          <thead>
            <tr>
              <th scope="col">Bron</th>
              <th scope="col">Bekeken</th>
              <th scope="col">Aandeel</th>
            </tr>
          </thead>
          <tbody>
            {statistics.sources.map(({ source, views }) => (
              <tr key={source} data-source={source}>
                <th scope="row">{VISIT_SOURCE_LABELS[source]}</th>
                <td>{views}</td>
                <td>{share(views, totals.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {activeDays.length ? (
        <table className="vacancy-stats__table" data-testid="statistics-days">
          <caption>Per dag</caption>
          <thead>
            <tr>
              <th scope="col">Datum</th>
              <th scope="col">Bekeken</th>
              <th scope="col">Klikken op solliciteren</th>
              <th scope="col">Sollicitaties</th>
            </tr>
          </thead>
          <tbody>
            {activeDays.map((day) => (
              <tr key={day.day} data-day={day.day}>
                <th scope="row">{formatDutchDate(day.day)}</th>
                <td>{day.views}</td>
                <td>{day.applyClicks}</td>
                <td>{day.applications}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>In deze periode is de vacature nog niet bekeken.</p>
      )}
    </section>
  );
}
