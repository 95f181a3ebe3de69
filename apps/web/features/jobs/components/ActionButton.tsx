'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callAccountApi } from '@/features/account/client';
import { InlineError } from '@/components/forms/InlineError';

type Props = {
  url: string;
  method: 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  label: string;
  busyLabel: string;
  /** Asked first (window.confirm) for what cannot be undone. */
  confirm?: string;
  variant?: 'secondary' | 'danger';
};

/** One button, one call to a site route; on success the server part of the page is rendered again. */
export function ActionButton({ url, method, body, label, busyLabel, confirm, variant = 'secondary' }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    if (confirm && !window.confirm(confirm)) return;
    setBusy(true);
    setError(null);
    const result = await callAccountApi(url, { method, body });
    setBusy(false);
    if (result.ok) router.refresh();
    else setError(result.error.message);
  };
  return (
    <span className="action-button">
      <button type="button" className={`button button--${variant}`} onClick={run} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <InlineError message={error} />
    </span>
  );
}
