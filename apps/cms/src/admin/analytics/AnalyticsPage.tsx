import { useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { chartViewBox, eventTypeLabel, formatNumber, percent } from './format';

/**
 * The editors' analytics dashboard (decision 007): visitors and page views per day, top pages, top
 * vacancies, news items and events, events per type and the sign-up funnel, for a chosen date range;
 * and the job site's own figures (decision 035): searches, vain searches, vacancies from view to
 * application, alert sign-ups.
 * Data: GET /analytics-dashboard/report (admin API, signed-in editors only).
 */
type Report = {
  range: { from: string; to: string };
  perDay: { day: string; visitors: number; pageviews: number }[];
  totals: { visitors: number; pageviews: number; events: number };
  topPages: { url: string; views: number }[];
  topItems: Record<'vacancy' | 'news' | 'event', { id: string; views: number; title?: string | null }[]>;
  /** `label`: the event name in Dutch (packages/shared EVENT_LABELS), given by the report. */
  eventsPerType: { eventType: string; label?: string; count: number }[];
  funnel: { registered: number; emailValidated: number; signedInAfterSignUp: number };
  jobs: {
    searchesPerDay: { day: string; searches: number }[];
    emptySearches: { query: string; count: number }[];
    vacancies: { id: string; title?: string | null; views: number; applyClicks: number; applications: number }[];
    alertSignUps: number;
    conversion: { views: number; applications: number; rate: number };
  };
};

/** Per vacancy: views, clicks on the way to apply, applications, and the share of views that became one. */
function VacancyConversion({ rows }: { rows: Report['jobs']['vacancies'] }) {
  return (
    <section style={card} data-testid="vacancy-conversion">
      <h2 style={{ fontSize: 16, fontWeight: 600, marginBottom: 8 }}>Vacatures: van bekeken naar sollicitatie</h2>
      {rows.length === 0 ? (
        <p>Geen gegevens in deze periode.</p>
      ) : (
        <table style={table}>
          <thead>
            <tr>
              <th style={cell}>Vacature</th>
              <th style={num}>Bekeken</th>
              <th style={num}>Klik op solliciteren</th>
              <th style={num}>Sollicitaties</th>
              <th style={num}>Conversie</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td style={cell}>{row.title ?? row.id}</td>
                <td style={num}>{formatNumber(row.views)}</td>
                <td style={num}>{formatNumber(row.applyClicks)}</td>
                <td style={num}>{formatNumber(row.applications)}</td>
                <td style={num}>{row.views ? percent(row.applications / row.views) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const card: React.CSSProperties = {
  background: 'var(--strapi-neutral0, #fff)',
  borderRadius: 4,
  padding: 16,
  boxShadow: '0 1px 4px rgba(33,33,52,.1)',
  marginBottom: 16,
};
const table: React.CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: 14 };
const cell: React.CSSProperties = { padding: '4px 8px', borderBottom: '1px solid #eaeaef', textAlign: 'left' };
const num: React.CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };

function Chart({ rows }: { rows: Report['perDay'] }) {
  const width = 800;
  const height = 200;
  const max = Math.max(1, ...rows.map((r) => Math.max(r.visitors, r.pageviews)));
  const maxLabel = formatNumber(max);
  const step = rows.length > 1 ? width / (rows.length - 1) : width;
  const line = (key: 'visitors' | 'pageviews') =>
    rows.map((r, i) => `${(i * step).toFixed(1)},${(height - (r[key] / max) * height).toFixed(1)}`).join(' ');
  return (
    <svg
      viewBox={chartViewBox(maxLabel, width, height)}
      role="img"
      aria-label="Bezoekers en paginaweergaven per dag"
      style={{ width: '100%', height: 'auto' }}
    >
      <line x1={0} y1={height} x2={width} y2={height} stroke="#c0c0cf" />
      <text x={-4} y={4} fontSize={11} textAnchor="end">
        {maxLabel}
      </text>
      <text x={-4} y={height} fontSize={11} textAnchor="end">
        0
      </text>
      <polyline points={line('pageviews')} fill="none" stroke="#e20612" strokeWidth={2} />
      <polyline points={line('visitors')} fill="none" stroke="#2daae1" strokeWidth={2} />
      {rows.length > 0 && (
        <>
          <text x={0} y={height + 16} fontSize={11}>
            {rows[0].day}
          </text>
          <text x={width} y={height + 16} fontSize={11} textAnchor="end">
            {rows[rows.length - 1].day}
          </text>
        </>
      )}
    </svg>
  );
}

function Ranked({ title, rows }: { title: string; rows: { label: string; value: number }[] }) {
  return (
    <section style={card}>
      <h2 style={{ fontSize: 16, fontWeight: 600, marginBottom: 8 }}>{title}</h2>
      {rows.length === 0 ? (
        <p>Geen gegevens in deze periode.</p>
      ) : (
        <table style={table}>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <td style={cell}>{row.label}</td>
                <td style={num}>{formatNumber(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function AnalyticsPage() {
  const { get } = useFetchClient();
  const [from, setFrom] = useState(day(-29));
  const [to, setTo] = useState(day(0));
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    get<{ data: Report }>(`/analytics-dashboard/report?from=${from}&to=${to}`)
      .then((response) => !cancelled && setReport(response.data.data))
      .catch(
        (e: { response?: { data?: { error?: { message?: string } } }; message?: string }) =>
          !cancelled && setError(e.response?.data?.error?.message ?? e.message ?? 'Laden mislukt'),
      );
    return () => {
      cancelled = true;
    };
    // `get` is the same function on every render (useFetchClient memoises its client), so only a new range refetches.
  }, [get, from, to]);

  const items = (type: keyof Report['topItems']) => (report?.topItems[type] ?? []).map((i) => ({ label: i.title ?? i.id, value: i.views }));

  return (
    <main style={{ padding: '40px 56px', maxWidth: 1200 }}>
      <h1 style={{ fontSize: 32, fontWeight: 600, marginBottom: 16 }}>Statistieken</h1>
      <form style={{ display: 'flex', gap: 16, alignItems: 'end', marginBottom: 24 }} onSubmit={(e) => e.preventDefault()}>
        <label>
          Van <input type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        </label>
        <label>
          Tot en met <input type="date" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
        </label>
      </form>
      {error && (
        <p role="alert" style={{ color: '#d02b20' }}>
          {error}
        </p>
      )}
      {report && (
        <>
          <section style={card}>
            <p style={{ display: 'flex', gap: 32, marginBottom: 8 }}>
              <span>
                <strong style={{ color: '#2daae1' }}>{formatNumber(report.totals.visitors)}</strong> bezoekers
              </span>
              <span>
                <strong style={{ color: '#e20612' }}>{formatNumber(report.totals.pageviews)}</strong> paginaweergaven
              </span>
              <span>
                <strong>{formatNumber(report.totals.events)}</strong> gebeurtenissen
              </span>
            </p>
            <Chart rows={report.perDay} />
          </section>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))', gap: 16 }}>
            <Ranked title="Meest bekeken pagina's" rows={report.topPages.map((p) => ({ label: p.url, value: p.views }))} />
            <Ranked title="Meest bekeken vacatures" rows={items('vacancy')} />
            <Ranked title="Meest gelezen nieuws" rows={items('news')} />
            <Ranked title="Meest bekeken evenementen" rows={items('event')} />
            <Ranked
              title="Vacatures en alerts"
              rows={[
                { label: 'Vacatures bekeken', value: report.jobs.conversion.views },
                { label: 'Sollicitaties', value: report.jobs.conversion.applications },
                { label: 'Vacature-alerts aangemaakt', value: report.jobs.alertSignUps },
              ]}
            />
            <Ranked
              title="Zoekopdrachten zonder resultaat"
              rows={report.jobs.emptySearches.map((s) => ({ label: s.query, value: s.count }))}
            />
            <Ranked title="Zoekopdrachten per dag" rows={report.jobs.searchesPerDay.map((s) => ({ label: s.day, value: s.searches }))} />
            <Ranked
              title="Gebeurtenissen per soort"
              rows={report.eventsPerType.map((e) => ({ label: eventTypeLabel(e), value: e.count }))}
            />
            <Ranked
              title="Aanmeldtrechter"
              rows={[
                { label: 'Geregistreerd', value: report.funnel.registered },
                { label: 'E-mailadres bevestigd', value: report.funnel.emailValidated },
                { label: 'Daarna ingelogd', value: report.funnel.signedInAfterSignUp },
              ]}
            />
          </div>
          <p style={{ margin: '16px 0' }} data-testid="conversion">
            Van bekeken vacature naar sollicitatie: <strong>{percent(report.jobs.conversion.rate)}</strong>
          </p>
          <VacancyConversion rows={report.jobs.vacancies} />
        </>
      )}
    </main>
  );
}
