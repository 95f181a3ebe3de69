'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { callAccountApi } from '@/lib/http/call-route';
import { InlineError } from '@/components/forms/InlineError';

type Props = {
  url: string;
  method: 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  label: string;
  busyLabel: string;
  /** Asked first, in the site's own dialog, for what cannot be undone; its button repeats `label`. */
  confirm?: string;
  variant?: 'secondary' | 'danger';
};

/**
 * One button, one call to a site route; on success the server part of the page is rendered again.
 * The question before it is a modal <dialog> (focus kept inside, Escape cancels) in the site's style,
 * not the browser's bare confirm() (issue 35), which looks like a warning from the browser itself.
 */
export function ActionButton({ url, method, body, label, busyLabel, confirm, variant = 'secondary' }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const questionId = useId();

  useEffect(() => {
    if (asking && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [asking]);

  const run = async () => {
    setAsking(false);
    setBusy(true);
    setError(null);
    const result = await callAccountApi(url, { method, body });
    setBusy(false);
    if (result.ok) router.refresh();
    else setError(result.error.message);
  };
  return (
    <span className="action-button">
      <button
        type="button"
        className={`button button--${variant}`}
        onClick={() => (confirm ? setAsking(true) : void run())}
        disabled={busy}
      >
        {busy ? busyLabel : label}
      </button>
      {asking ? (
        <dialog ref={dialog} className="confirm-dialog" aria-labelledby={questionId} onClose={() => setAsking(false)}>
          <p id={questionId}>{confirm}</p>
          <div className="form__actions">
            <button type="button" className={`button button--${variant}`} onClick={() => void run()}>
              {label}
            </button>
            <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()} autoFocus>
              Annuleren
            </button>
          </div>
        </dialog>
      ) : null}
      <InlineError message={error} />
    </span>
  );
}
