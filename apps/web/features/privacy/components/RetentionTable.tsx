import type { RetentionSettings } from '@vacaturesite/shared/retention';
import { Link } from '@/components/layout/Link';
import { retentionRows } from '../retention-table';

/** "Wat we bewaren en hoe lang" on /privacy, from the CMS's own settings (decision 050). */
export function RetentionTable({ settings }: { settings: RetentionSettings | null }) {
  return (
    <section className="retention" aria-labelledby="bewaartermijnen" data-testid="retention-table">
      <h2 id="bewaartermijnen">Wat we bewaren en hoe lang</h2>
      {settings ? (
        <table className="retention__table">
          <thead>
            <tr>
              <th scope="col">Wat</th>
              <th scope="col">Hoe lang</th>
            </tr>
          </thead>
          <tbody>
            {retentionRows(settings).map((row) => (
              <tr key={row.what}>
                <th scope="row">{row.what}</th>
                <td>{row.howLong}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="prose">De bewaartermijnen zijn op dit moment niet beschikbaar. Probeer het later nog eens.</p>
      )}
      <p className="prose">
        Wat we van je bewaren zie je op je <Link href="/account">accountpagina</Link>; daar verwijder je ook je account met alles wat erbij
        hoort.
      </p>
    </section>
  );
}
