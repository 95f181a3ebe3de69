import { ACTIVITY_METHOD_LABEL, formatDutchDate } from '@vacaturesite/shared/application-activities';
import { Link } from '@/components/layout/Link';
import { ActionButton } from '@/components/forms/ActionButton';
import type { RecordRow } from '../record';

/**
 * The record as a table in the werkmap's order of columns. On a narrow screen (320 px) each row
 * becomes a block with its labels (uwv-record.css, `data-label`). `editable`: the hand-made rows get
 * their buttons; the print page leaves them out.
 */
export function RecordTable({ rows, editable }: { rows: RecordRow[]; editable: boolean }) {
  if (!rows.length) return <p>Geen sollicitaties in deze periode.</p>;
  return (
    <table className="uwv-record" data-testid="uwv-record">
      <thead>
        <tr>
          <th scope="col">Datum</th>
          <th scope="col">Werkgever</th>
          <th scope="col">Functie</th>
          <th scope="col">Hoe</th>
          <th scope="col">Resultaat</th>
          {editable ? (
            <th scope="col">
              <span className="visually-hidden">Acties</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.activityId ?? `site-${index}`}>
            <td data-label="Datum">{formatDutchDate(row.date)}</td>
            <td data-label="Werkgever">{row.employer || '–'}</td>
            <td data-label="Functie">{row.jobTitle}</td>
            <td data-label="Hoe">{ACTIVITY_METHOD_LABEL[row.method]}</td>
            <td data-label="Resultaat">{row.result || '–'}</td>
            {editable ? (
              <td className="uwv-record__actions">
                {row.activityId ? (
                  <>
                    <Link className="button button--secondary button--small" href={`/jobs/mijn/uwv/${row.activityId}`}>
                      Wijzigen
                    </Link>
                    <ActionButton
                      url={`/api/jobs/activities/${row.activityId}`}
                      method="DELETE"
                      label="Verwijderen"
                      busyLabel="Bezig…"
                      confirm={`De sollicitatie bij ${row.employer} verwijderen? Dit kun je niet ongedaan maken.`}
                      variant="danger"
                    />
                  </>
                ) : (
                  <span className="field__hint">Via deze site</span>
                )}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
