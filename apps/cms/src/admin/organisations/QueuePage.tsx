import { type CSSProperties, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { ConfirmDialog } from './ConfirmDialog';
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
  /** The draft on the site, as it will appear (null without PREVIEW_SECRET). */
  previewUrl: string | null;
};
type Queue = { claims: Claim[]; awaitingReview: Vacancy[]; onlineWithoutReview: Vacancy[] };
/** An action that needs a reason first (ReasonDialog): its route, what the dialog says, and what is said once it is done. */
type Asking = { path: string; title: string; recipient: string; done: string };
/** An action that asks for a confirmation first (ConfirmDialog). */
type Confirming = { path: string; title: string; body: string; confirmLabel: string; done: string };

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
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  /** What the last action did, said once it is done (issue 46). */
  const [done, setDone] = useState<string | null>(null);

  const load = useCallback(async () => {
    const { data } = await get<{ data: Queue }>('/organisation-queue');
    setQueue(data.data);
  }, [get]);

  useEffect(() => {
    void load().catch(() => setError('De wachtrij kon niet worden geladen.'));
  }, [load]);

  const act = async (path: string, outcome: string, body: Record<string, string> = {}) => {
    setBusy(path);
    setError(null);
    setDone(null);
    try {
      const { data } = await post<{ data: Queue }>(path, body);
      setQueue(data.data);
      setDone(outcome);
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
      <p role="status" data-testid="queue-done" style={{ color: '#328048', marginBottom: done ? 16 : 0 }}>
        {done}
      </p>
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
                    {action(
                      'Verifiëren…',
                      () =>
                        setConfirming({
                          path: `/organisation-queue/claims/${claim.documentId}/verify`,
                          title: `${claim.name} verifiëren`,
                          body: `Vacatures van ${claim.name} komen daarna zonder beoordeling online, en de bedrijfspagina wordt gepubliceerd. De aanvrager krijgt een e-mail.`,
                          confirmLabel: 'Verifiëren',
                          done: `${claim.name} is geverifieerd. De aanvrager krijgt een e-mail.`,
                        }),
                      primary,
                    )}
                    {action('Weigeren…', () =>
                      setAsking({
                        path: `/organisation-queue/claims/${claim.documentId}/refuse`,
                        title: `${claim.name} weigeren`,
                        recipient: 'aanvrager',
                        done: `${claim.name} is geweigerd. De aanvrager krijgt de reden per e-mail.`,
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
                {action(
                  'Goedkeuren…',
                  () =>
                    setConfirming({
                      path: vacancyPath(row, 'approve'),
                      title: `Vacature ${row.title} goedkeuren`,
                      body: 'De vacature komt meteen online, alerts gaan uit en de werkgever krijgt een e-mail. Bekijk hem eerst met "Voorbeeld".',
                      confirmLabel: 'Goedkeuren',
                      done: `${row.title} is goedgekeurd en staat online. De werkgever krijgt een e-mail.`,
                    }),
                  primary,
                )}
                {action('Afkeuren…', () =>
                  setAsking({
                    path: vacancyPath(row, 'reject'),
                    title: `Vacature ${row.title} afkeuren`,
                    recipient: 'werkgever',
                    done: `${row.title} is afgekeurd. De werkgever krijgt de reden per e-mail.`,
                  }),
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
                setAsking({
                  path: vacancyPath(row, 'reject'),
                  title: `Vacature ${row.title} offline halen`,
                  recipient: 'werkgever',
                  done: `${row.title} is offline gehaald. De werkgever krijgt de reden per e-mail.`,
                }),
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
            void act(asking.path, asking.done, { reason });
          }}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={confirming.title}
          body={confirming.body}
          confirmLabel={confirming.confirmLabel}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void act(confirming.path, confirming.done);
          }}
        />
      ) : null}
    </main>
  );
}

/** A column: its heading and what a row shows under it. */
type Column<Row> = [heading: string, cell: (row: Row) => ReactNode];

const vacancyColumns = (actions: (row: Vacancy) => ReactNode): Column<Vacancy>[] => [
  [
    'Vacature',
    (row) => (
      <>
        {row.title}
        {row.previewUrl ? (
          <div>
            <a href={row.previewUrl} target="_blank" rel="noopener noreferrer">
              Voorbeeld
            </a>
          </div>
        ) : null}
      </>
    ),
  ],
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
