'use client';

import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/layout/Link';
import { callAccountApi, type ApiError } from '@/lib/http/call-route';
import { EmailForm } from './EmailForm';
import { FormAlert } from '@/components/forms/FormAlert';

const RESEND_DONE =
  'Als dit e-mailadres bij ons bekend is en nog niet bevestigd, hebben we een nieuwe bevestigingsmail gestuurd. Kijk ook in je map met ongewenste mail.';

type State = { status: 'pending' } | { status: 'confirmed' } | { status: 'failed'; error: ApiError | null };

/**
 * /email-valideren: the token from the mail is sent once, by script, after the page has loaded, so a
 * mail scanner that only fetches the link does not use it up.
 */
export function EmailConfirmation({ confirmation }: { confirmation: string | null }) {
  const [state, setState] = useState<State>(confirmation ? { status: 'pending' } : { status: 'failed', error: null });
  const sent = useRef(false);

  useEffect(() => {
    if (!confirmation || sent.current) return;
    sent.current = true;
    void callAccountApi('/api/auth/email-confirmation', { body: { confirmation } }).then((result) =>
      setState(result.ok ? { status: 'confirmed' } : { status: 'failed', error: result.error }),
    );
  }, [confirmation]);

  if (state.status === 'pending') {
    return (
      <p role="status" aria-live="polite">
        Je e-mailadres wordt bevestigd…
      </p>
    );
  }
  if (state.status === 'confirmed') {
    return (
      <FormAlert kind="success">
        <p>Je e-mailadres is bevestigd. Je kunt nu inloggen.</p>
        <p>
          <Link href="/inloggen?bevestigd=1" className="button">
            Inloggen
          </Link>
        </p>
      </FormAlert>
    );
  }
  return (
    <>
      {state.error ? (
        <FormAlert>
          <p>{state.error.message}</p>
          {state.error.code === 'invalid-action-code' ? (
            <p>
              Heb je je e-mailadres al eerder bevestigd? Dan kun je gewoon <Link href="/inloggen">inloggen</Link>.
            </p>
          ) : null}
        </FormAlert>
      ) : (
        <p>Heb je geen bevestigingsmail gekregen, of werkt de link niet meer? Vraag hieronder een nieuwe aan.</p>
      )}
      <h2>Nieuwe bevestigingsmail aanvragen</h2>
      <EmailForm
        endpoint="/api/auth/send-email-confirmation"
        label="Nieuwe bevestigingsmail aanvragen"
        submitLabel="Stuur een nieuwe mail"
        done={RESEND_DONE}
      />
    </>
  );
}
