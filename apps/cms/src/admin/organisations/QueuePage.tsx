import { type CSSProperties, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { ReasonDialog } from './ReasonDialog';

/**
 * "Te beoordelen": the editors' queue (decision 056). Claims of new organisations to verify or refuse
 * (once; a refusal needs a reason, which is mailed), visitors' vacancies awaiting review to approve or
 * turn down, and the vacancies of verified organisations that went online without review, which an
 * editor can still take offline with a reason, mailed to whoever manages the vacancy.
 * Data: GET/POST /organisation-queue… (admin API, signed-in editors only).
 */
type Claim = {
  documentId: string;
  name: string;
  website: string | null;
  description: string;
  createdAt: string;
  ownerEmail: string | null;
};
type Vacancy = {
  documentId: string;
  title: string;
  employerName: string | null;
  organisationVerification: string | null;
  posterEmail: string | null;
  updatedAt: string;
};
type Queue = { claims: Claim[]; awaitingReview: Vacancy[]; onlineWithoutReview: Vacancy[] };
/** An action that needs a reason first (ReasonDialog): its route, and what the dialog says. */
type Asking = { path: string; title: string; recipient: string };

const card = { background: '#fff', borderRadius: 4, padding: 24, marginBottom: 24, boxShadow: '0 1px 4px rgba(33,33,52,.1)' } as const;
const table = { width: '100%', borderCollapse: 'collapse' as const, fontSize: 14 };
const cell = { textAlign: 'left' as const, padding: '8px 12px 8px 0', borderBottom: '1px solid #eaeaef', verticalAlign: 'top' as const };
const button = {
  marginRight: 8,
  marginBottom: 4,
  padding: '6px 12px',
  borderRadius: 4,
  border: '1px solid #dcdce4',
  background: '#fff',
  cursor: 'pointer',
} as const;
const primary = { ...button, background: '#4945ff', color: '#fff', border: 0 } as const;

const day = (value: string) =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' }).format(new Date(value));

const VERIFICATION_LABEL: Record<string, string> = { claimed: 'wacht op verificatie', verified: 'geverifieerd', refused: 'geweigerd' };

export default function QueuePage() {
  const { get, post } = useFetchClient();
  const [queue, setQueue] = useState<Queue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);

  const load = useCallback(async () => {
    const { data } = await get<{ data: Queue }>('/organisation-queue');
    setQueue(data.data);
  }, [get]);

  useEffect(() => {
    void load().catch(() => setError('De wachtrij kon niet worden geladen.'));
  }, [load]);

  const act = async (path: string, body: Record<string, string> = {}) => {
    setBusy(path);
    setError(null);
    try {
      const { data } = await post<{ data: Queue }>(path, body);
      setQueue(data.data);
    } catch (failure) {
      const message = (failure as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message;
      setError(message ?? 'Dat is niet gelukt. Probeer het opnieuw.');
      await load().catch(() => undefined);
    } finally {
      setBusy(null);
    }
  };

  const action = (label: string, onClick: () => void, style: CSSProperties = button) => (
    <button type="button" style={style} disabled={busy !== null} onClick={onClick}>
      {label}
    </button>
  );
  const vacancyPath = (row: Vacancy, verb: 'approve' | 'reject') => `/organisation-queue/vacancies/${row.documentId}/${verb}`;

  return (
    <main style={{ padding: '40px 56px', maxWidth: 1200 }} data-testid="organisation-queue">
      <h1 style={{ fontSize: 32, fontWeight: 600, marginBottom: 8 }}>Te beoordelen</h1>
      <p style={{ marginBottom: 24 }}>
        Nieuwe organisaties verifieer of weiger je één keer. Vacatures van geverifieerde organisaties staan meteen online; je kunt ze hier
        alsnog offline halen. Bij weigeren, afkeuren en offline halen geef je een reden; de aanvrager of de werkgever krijgt die per e-mail.
      </p>
      {error ? (
        <p role="alert" style={{ color: '#d02b20', marginBottom: 16 }}>
          {error}
        </p>
      ) : null}
      {!queue ? (
        <p>{error ? null : 'Laden…'}</p>
      ) : (
        <>
          <QueueTable
            title="Organisaties om te verifiëren"
            testId="queue-claims"
            empty="Geen aanvragen."
            rows={queue.claims}
            columns={[
              [
                'Organisatie',
                (claim) => (
                  <>
                    <strong>{claim.name}</strong>
                    {claim.website ? <div>{claim.website}</div> : null}
                    <div style={{ color: '#666687', maxWidth: 480, whiteSpace: 'pre-wrap' }}>{claim.description}</div>
                  </>
                ),
              ],
              ['Aangevraagd door', (claim) => claim.ownerEmail ?? '–'],
              ['Datum', (claim) => day(claim.createdAt)],
              [
                'Actie',
                (claim) => (
                  <>
                    {action('Verifiëren', () => void act(`/organisation-queue/claims/${claim.documentId}/verify`), primary)}
                    {action('Weigeren…', () =>
                      setAsking({
                        path: `/organisation-queue/claims/${claim.documentId}/refuse`,
                        title: `${claim.name} weigeren`,
                        recipient: 'aanvrager',
                      }),
                    )}
                  </>
                ),
              ],
            ]}
          />
          <QueueTable
            title="Vacatures die wachten op beoordeling"
            testId="queue-awaiting"
            empty="Geen vacatures."
            rows={queue.awaitingReview}
            columns={vacancyColumns((row) => (
              <>
                {action('Goedkeuren', () => void act(vacancyPath(row, 'approve')), primary)}
                {action('Afkeuren…', () =>
                  setAsking({ path: vacancyPath(row, 'reject'), title: `Vacature ${row.title} afkeuren`, recipient: 'werkgever' }),
                )}
              </>
            ))}
          />
          <QueueTable
            title="Online zonder beoordeling (geverifieerde organisaties)"
            testId="queue-online"
            empty="Geen vacatures."
            rows={queue.onlineWithoutReview}
            columns={vacancyColumns((row) =>
              action('Offline halen…', () =>
                setAsking({ path: vacancyPath(row, 'reject'), title: `Vacature ${row.title} offline halen`, recipient: 'werkgever' }),
              ),
            )}
          />
        </>
      )}
      {asking ? (
        <ReasonDialog
          title={asking.title}
          recipient={asking.recipient}
          onCancel={() => setAsking(null)}
          onSend={(reason) => {
            setAsking(null);
            void act(asking.path, { reason });
          }}
        />
      ) : null}
    </main>
  );
}

/** A column: its heading and what a row shows under it. */
type Column<Row> = [heading: string, cell: (row: Row) => ReactNode];

const vacancyColumns = (actions: (row: Vacancy) => ReactNode): Column<Vacancy>[] => [
  ['Vacature', (row) => row.title],
  [
    'Werkgever',
    (row) => (
      <>
        {row.employerName ?? '–'}
        {row.organisationVerification ? <div style={{ color: '#666687' }}>{VERIFICATION_LABEL[row.organisationVerification]}</div> : null}
      </>
    ),
  ],
  ['Geplaatst door', (row) => row.posterEmail ?? '–'],
  ['Gewijzigd', (row) => day(row.updatedAt)],
  ['Actie', actions],
];

/** One section of the queue: a heading with the count, and its rows in a table. */
function QueueTable<Row extends { documentId: string }>({
  title,
  testId,
  empty,
  rows,
  columns,
}: {
  title: string;
  testId: string;
  empty: string;
  rows: Row[];
  columns: Column<Row>[];
}) {
  return (
    <section style={card} data-testid={testId}>
      <h2 style={{ fontSize: 18, fontWeight: 600, marginBottom: 8 }}>
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <table style={table}>
          <thead>
            <tr>
              {columns.map(([heading]) => (
                <th key={heading} style={cell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.documentId}>
                {columns.map(([heading, show]) => (
                  <td key={heading} style={cell}>
                    {show(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
