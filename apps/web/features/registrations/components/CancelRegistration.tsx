'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { callAccountApi, type ApiError } from '@/lib/http/call-route';

type Props = { id: string; title: string; waitlisted: boolean; onCancelled?: () => void };

/** Two steps: "Annuleren…", then an explicit yes. Afterwards `onCancelled`, or else the page is refreshed from the server. */
export function CancelRegistration({ id, title, waitlisted, onCancelled }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const router = useRouter();

  if (!open) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)} aria-expanded={false}>
        {waitlisted ? 'Van de wachtlijst af…' : 'Inschrijving annuleren…'}
      </button>
    );
  }
  const cancel = async () => {
    setBusy(true);
    setError(null);
    const result = await callAccountApi(`/api/registrations/${encodeURIComponent(id)}/cancel`);
    setBusy(false);
    if (result.ok) {
      setOpen(false);
      if (onCancelled) onCancelled();
      else router.refresh();
    } else setError(result.error);
  };
  return (
    <div className="danger-zone cancel-registration" role="group" aria-label={`Inschrijving voor ${title} annuleren`}>
      {error ? <FormAlert>{error.message}</FormAlert> : null}
      <p>
        {waitlisted
          ? `Weet je zeker dat je van de wachtlijst voor ${title} af wilt?`
          : `Weet je zeker dat je je inschrijving voor ${title} wilt annuleren? Je plaats gaat naar de eerste op de wachtlijst.`}
      </p>
      <div className="form__actions">
        <button type="button" className="button button--danger" onClick={cancel} disabled={busy}>
          {busy ? 'Bezig met annuleren…' : 'Ja, annuleer'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setOpen(false)} disabled={busy}>
          Nee, niet annuleren
        </button>
      </div>
    </div>
  );
}
