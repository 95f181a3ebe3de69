import { useCallback, useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';

/**
 * "Nieuwsbrief versturen" in the side panel of a newsletter's edit view (decision 008): one button
 * that queues the saved newsletter for every confirmed subscriber, and the counters while it goes out.
 * Data: POST/GET /newsletter-sending/:documentId (admin API, signed-in editors only).
 */
type Status = {
  sendState: 'concept' | 'queued' | 'sending' | 'sent';
  recipientCount: number | null;
  sentCount: number | null;
  failedCount: number | null;
  finishedAt: string | null;
};

const STATE_LABEL: Record<Status['sendState'], string> = {
  concept: 'Nog niet verstuurd',
  queued: 'In de wachtrij',
  sending: 'Wordt verstuurd',
  sent: 'Verstuurd',
};

function SendNewsletter({ documentId }: { documentId: string }) {
  const { get, post } = useFetchClient();
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const { data } = await get<{ data: Status }>(`/newsletter-sending/${documentId}`);
    setStatus(data.data);
  }, [documentId, get]);

  useEffect(() => {
    void load().catch(() => setError('De verzendstatus kon niet worden geladen.'));
  }, [load]);

  const active = status?.sendState === 'queued' || status?.sendState === 'sending';
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void load().catch(() => undefined), 2000);
    return () => clearInterval(timer);
  }, [active, load]);

  const send = async () => {
    if (!window.confirm('Deze nieuwsbrief nu versturen naar alle bevestigde abonnees? Dit kan niet ongedaan worden gemaakt.')) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await post<{ data: Status }>(`/newsletter-sending/${documentId}/send`, {});
      setStatus(data.data);
    } catch {
      setError('Versturen is niet gelukt. Probeer het opnieuw.');
      await load().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  if (!status) return <p style={{ fontSize: 14 }}>{error ?? 'Laden…'}</p>;
  const line = { fontSize: 14, margin: '4px 0' } as const;
  return (
    <div data-testid="newsletter-send-panel" style={{ width: '100%' }}>
      <p style={line}>
        Status: <strong data-testid="newsletter-send-state">{STATE_LABEL[status.sendState] ?? status.sendState}</strong>
      </p>
      {status.sendState !== 'concept' ? (
        <p style={line} data-testid="newsletter-send-counts">
          Verstuurd: {status.sentCount ?? 0} van {status.recipientCount ?? 0}
          {status.failedCount ? ` (mislukt: ${status.failedCount})` : ''}
        </p>
      ) : null}
      {status.sendState === 'concept' ? (
        <>
          <p style={line}>De laatst opgeslagen versie gaat naar alle bevestigde abonnees. Sla dus eerst op.</p>
          <button
            type="button"
            onClick={send}
            disabled={busy}
            style={{
              marginTop: 8,
              padding: '8px 16px',
              borderRadius: 4,
              border: 0,
              background: '#e20612',
              color: '#fff',
              fontWeight: 600,
              cursor: busy ? 'default' : 'pointer',
              opacity: busy ? 0.6 : 1,
            }}
          >
            {busy ? 'Bezig…' : 'Nieuwsbrief versturen'}
          </button>
        </>
      ) : null}
      {error ? (
        <p role="alert" style={{ ...line, color: '#d02b20' }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Registered with the Content Manager's addEditViewSidePanel; only on saved newsletters. */
export const NewsletterSendPanel = ({ model, documentId }: { model: string; documentId?: string }) => {
  if (model !== 'api::newsletter.newsletter' || !documentId) return null;
  return { title: 'Versturen', content: <SendNewsletter documentId={documentId} /> };
};
