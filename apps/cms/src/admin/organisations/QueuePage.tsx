import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';

/**
 * "Te beoordelen": the editors' queue (decision 056). Claims of new organisations to verify or refuse
 * (once; a refusal needs a reason, which is mailed), visitors' vacancies awaiting review to approve or
 * turn down, and the vacancies of verified organisations that went online without review, which an
 * editor can still take offline with a reason for the poster.
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

  const load = useCallback(async () => {
    const { data } = await get<{ data: Queue }>('/organisation-queue');
    setQueue(data.data);
  }, [get]);

  useEffect(() => {
    void load().catch(() => setError('De wachtrij kon niet worden geladen.'));
  }, [load]);

  /** One action; `question` asks for the reason (required) first. */
  const act = async (path: string, question?: string) => {
    let body: Record<string, string> = {};
    if (question) {
      const reason = window.prompt(question)?.trim();
      if (!reason) return;
      body = { reason };
    }
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

  return (
    <main style={{ padding: '40px 56px', maxWidth: 1200 }} data-testid="organisation-queue">
      <h1 style={{ fontSize: 32, fontWeight: 600, marginBottom: 8 }}>Te beoordelen</h1>
      <p style={{ marginBottom: 24 }}>
        Nieuwe organisaties verifieer of weiger je één keer. Vacatures van geverifieerde organisaties staan meteen online; je kunt ze hier
        alsnog offline halen. Bij weigeren en offline halen krijgt de plaatser je reden per e-mail.
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
          <section style={card} data-testid="queue-claims">
            <h2 style={{ fontSize: 18, fontWeight: 600, marginBottom: 8 }}>Organisaties om te verifiëren ({queue.claims.length})</h2>
            {queue.claims.length === 0 ? (
              <p>Geen aanvragen.</p>
            ) : (
              <table style={table}>
                <thead>
                  <tr>
                    <th style={cell}>Organisatie</th>
                    <th style={cell}>Aangevraagd door</th>
                    <th style={cell}>Datum</th>
                    <th style={cell}>Actie</th>
                  </tr>
                </thead>
                <tbody>
                  {queue.claims.map((claim) => (
                    <tr key={claim.documentId}>
                      <td style={cell}>
                        <strong>{claim.name}</strong>
                        {claim.website ? <div>{claim.website}</div> : null}
                        <div style={{ color: '#666687', maxWidth: 480, whiteSpace: 'pre-wrap' }}>{claim.description}</div>
                      </td>
                      <td style={cell}>{claim.ownerEmail ?? '–'}</td>
                      <td style={cell}>{day(claim.createdAt)}</td>
                      <td style={cell}>
                        <button
                          type="button"
                          style={primary}
                          disabled={busy !== null}
                          onClick={() => void act(`/organisation-queue/claims/${claim.documentId}/verify`)}
                        >
                          Verifiëren
                        </button>
                        <button
                          type="button"
                          style={button}
                          disabled={busy !== null}
                          onClick={() =>
                            void act(
                              `/organisation-queue/claims/${claim.documentId}/refuse`,
                              `Waarom weiger je ${claim.name}? De aanvrager krijgt deze reden per e-mail.`,
                            )
                          }
                        >
                          Weigeren…
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <VacancyTable
            title="Vacatures die wachten op beoordeling"
            testId="queue-awaiting"
            rows={queue.awaitingReview}
            busy={busy !== null}
            actions={(row) => (
              <>
                <button
                  type="button"
                  style={primary}
                  disabled={busy !== null}
                  onClick={() => void act(`/organisation-queue/vacancies/${row.documentId}/approve`)}
                >
                  Goedkeuren
                </button>
                <button
                  type="button"
                  style={button}
                  disabled={busy !== null}
                  onClick={() =>
                    void act(
                      `/organisation-queue/vacancies/${row.documentId}/reject`,
                      `Waarom keur je ${row.title} af? De plaatser krijgt deze reden per e-mail.`,
                    )
                  }
                >
                  Afkeuren…
                </button>
              </>
            )}
          />
          <VacancyTable
            title="Online zonder beoordeling (geverifieerde organisaties)"
            testId="queue-online"
            rows={queue.onlineWithoutReview}
            busy={busy !== null}
            actions={(row) => (
              <button
                type="button"
                style={button}
                disabled={busy !== null}
                onClick={() =>
                  void act(
                    `/organisation-queue/vacancies/${row.documentId}/reject`,
                    `Waarom haal je ${row.title} offline? De plaatser krijgt deze reden per e-mail.`,
                  )
                }
              >
                Offline halen…
              </button>
            )}
          />
        </>
      )}
    </main>
  );
}

function VacancyTable({
  title,
  testId,
  rows,
  actions,
}: {
  title: string;
  testId: string;
  rows: Vacancy[];
  busy: boolean;
  actions: (row: Vacancy) => ReactNode;
}) {
  return (
    <section style={card} data-testid={testId}>
      <h2 style={{ fontSize: 18, fontWeight: 600, marginBottom: 8 }}>
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p>Geen vacatures.</p>
      ) : (
        <table style={table}>
          <thead>
            <tr>
              <th style={cell}>Vacature</th>
              <th style={cell}>Werkgever</th>
              <th style={cell}>Geplaatst door</th>
              <th style={cell}>Gewijzigd</th>
              <th style={cell}>Actie</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.documentId}>
                <td style={cell}>{row.title}</td>
                <td style={cell}>
                  {row.employerName ?? '–'}
                  {row.organisationVerification ? (
                    <div style={{ color: '#666687' }}>{VERIFICATION_LABEL[row.organisationVerification]}</div>
                  ) : null}
                </td>
                <td style={cell}>{row.posterEmail ?? '–'}</td>
                <td style={cell}>{day(row.updatedAt)}</td>
                <td style={cell}>{actions(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
