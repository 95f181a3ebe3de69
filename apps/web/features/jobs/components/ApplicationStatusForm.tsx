'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import {
  APPLICATION_STATUS_LABEL,
  APPLICATION_STATUS_MOVES,
  SILENT_APPLICATION_STATUSES,
  STATUS_MESSAGE_MAX_LENGTH,
  type ApplicationStatus,
} from '@vacaturesite/shared/applications';
import { callAccountApi } from '@/lib/http/call-route';
import { InlineError } from '@/components/forms/InlineError';

/** The shared rule of which answers are mailed (the CMS's `statusMail` follows it too). */
const mailed = (status: ApplicationStatus) => !SILENT_APPLICATION_STATUSES.includes(status);

/**
 * The poster's answer to one application (decision 033): the next states it can take and an
 * optional short message; the page is rendered again after it is saved. Plain state, not
 * react-hook-form: two fields, and this sits once per application on the poster's page.
 */
export function ApplicationStatusForm({ applicationId, current }: { applicationId: string; current: ApplicationStatus }) {
  const router = useRouter();
  const next = APPLICATION_STATUS_MOVES[current];
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  if (!next.length) return null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!status) return setError('Kies een status.');
    setBusy(true);
    setError(null);
    const result = await callAccountApi(`/api/jobs/applications/${applicationId}/status`, {
      method: 'PUT',
      body: { status, message: message.trim() },
    });
    setBusy(false);
    if (!result.ok) return setError(result.error.message);
    setStatus('');
    setMessage('');
    router.refresh();
  };

  return (
    <form className="form application-status" onSubmit={submit} aria-label="Status van deze sollicitatie" noValidate>
      <div className="field">
        <label htmlFor={`${id}-status`}>Nieuwe status</label>
        <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as ApplicationStatus)}>
          <option value="">Kies…</option>
          {next.map((option) => (
            <option key={option} value={option}>
              {APPLICATION_STATUS_LABEL[option]}
            </option>
          ))}
        </select>
        {status ? (
          <p className="field__hint">
            {mailed(status)
              ? 'De sollicitant krijgt een e-mail met je bericht.'
              : 'De sollicitant ziet dit op de site en krijgt geen e-mail.'}
          </p>
        ) : null}
      </div>
      {status && mailed(status) ? (
        <div className="field">
          <label htmlFor={`${id}-message`}>Bericht aan de sollicitant (niet verplicht)</label>
          <textarea
            id={`${id}-message`}
            rows={3}
            maxLength={STATUS_MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
      ) : null}
      <p className="form__actions">
        <button type="submit" className="button button--secondary" disabled={busy}>
          {busy ? 'Bezig met opslaan…' : 'Status opslaan'}
        </button>
        <InlineError message={error} />
      </p>
    </form>
  );
}
