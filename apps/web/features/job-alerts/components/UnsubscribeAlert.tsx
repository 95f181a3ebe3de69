'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';

type Result = { kind: 'done'; label: string; stillPushing: boolean } | { kind: 'error'; message: string };

/**
 * The button behind the unsubscribe link in alert mails. A click, not the page load, unsubscribes:
 * mail scanners that open every link must not switch alerts off.
 */
export function UnsubscribeAlert({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const unsubscribe = async () => {
    setBusy(true);
    try {
      const response = await fetch('/api/job-alerts/unsubscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const body = await response.json();
      setResult(
        response.ok
          ? { kind: 'done', label: body.label, stillPushing: body.stillPushing }
          : { kind: 'error', message: body.error?.message ?? 'Afmelden lukte nu niet. Probeer het later opnieuw.' },
      );
    } catch {
      setResult({
        kind: 'error',
        message: 'Er is geen verbinding met de website. Controleer je internetverbinding en probeer het opnieuw.',
      });
    }
    setBusy(false);
  };
  if (result?.kind === 'done') {
    return (
      <FormAlert kind="success">
        Je bent afgemeld: je krijgt geen e-mails meer voor je vacature-alert {result.label}.
        {result.stillPushing ? ' Pushmeldingen voor deze alert zet je uit op Mijn account.' : ''}
      </FormAlert>
    );
  }
  return (
    <>
      {result?.kind === 'error' ? <FormAlert>{result.message}</FormAlert> : null}
      <button type="button" className="button" onClick={unsubscribe} disabled={busy}>
        Afmelden voor deze vacature-alert
      </button>
    </>
  );
}
