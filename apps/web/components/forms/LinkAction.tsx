'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { callAccountApi, type ApiError } from '@/lib/http/call-route';

type State = { status: 'pending' } | { status: 'done' } | { status: 'failed'; error: ApiError | null };

/**
 * A mailed link (confirm a newsletter or a guest alert, unsubscribe): posted once, by script, after the page has loaded,
 * so a mail scanner that only fetches the link changes nothing.
 */
export function LinkAction({
  endpoint,
  body,
  pending,
  done,
}: {
  endpoint: string | null;
  body?: Record<string, string>;
  pending: string;
  done: ReactNode;
}) {
  const [state, setState] = useState<State>(endpoint ? { status: 'pending' } : { status: 'failed', error: null });
  const sent = useRef(false);

  useEffect(() => {
    if (!endpoint || sent.current) return;
    sent.current = true;
    void callAccountApi(endpoint, { body: body ?? {} }).then((result) =>
      setState(result.ok ? { status: 'done' } : { status: 'failed', error: result.error }),
    );
  }, [endpoint, body]);

  if (state.status === 'pending') {
    return (
      <p role="status" aria-live="polite">
        {pending}
      </p>
    );
  }
  if (state.status === 'done') return <FormAlert kind="success">{done}</FormAlert>;
  return <FormAlert>{state.error?.message ?? 'Deze link is ongeldig. Gebruik de volledige link uit de e-mail.'}</FormAlert>;
}
