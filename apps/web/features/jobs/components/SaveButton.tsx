'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { refreshVisitor, useVisitor } from '@/components/layout/VisitorContext';
import { InlineError } from '@/components/forms/InlineError';
import { OFFLINE_ERROR, type ApiResult } from '@/features/account/results';

type Props = {
  vacancyId: string;
  /** Named in the button for screen readers when several are on one page. */
  title?: string;
  /**
   * Known from a per-visitor server render (my jobs). On shared, cached pages leave both out: the
   * state then comes from the browser's visitor call (decision 010).
   */
  initialSaved?: boolean;
  signedIn?: boolean;
};

/**
 * Save / unsave a vacancy (a toggle button, aria-pressed). The change shows at once and is undone
 * with a message if the server refuses; nothing else on the page re-renders, so nothing flashes.
 * Signed-out visitors are sent to sign in and come back to the same page.
 */
export function SaveButton({ vacancyId, title, initialSaved, signedIn: signedInProp }: Props) {
  const router = useRouter();
  const visitor = useVisitor();
  const signedIn = signedInProp ?? Boolean(visitor?.user);
  // Until the browser knows who is looking, a click could not go the right way.
  const unknown = signedInProp === undefined && visitor === undefined;
  // The visitor's own choice on this page wins over what was loaded.
  const [choice, setSaved] = useState<boolean | undefined>(initialSaved);
  const saved = choice ?? visitor?.savedVacancyIds.includes(vacancyId) ?? false;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    if (!signedIn) {
      router.push(`/inloggen?terug=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`);
      return;
    }
    const next = !saved;
    setSaved(next);
    setBusy(true);
    setError(null);
    // The account client loads with the first click: the save buttons are on every list and vacancy,
    // where it was most of their first-load weight (issue 14).
    const result: ApiResult = await import('@/features/account/client').then(
      ({ callAccountApi }) => callAccountApi(`/api/jobs/saved/${encodeURIComponent(vacancyId)}`, { method: next ? 'PUT' : 'DELETE' }),
      () => ({ ok: false, error: OFFLINE_ERROR }),
    );
    setBusy(false);
    // Unsaving something that was not saved (any more) still ends as "not saved".
    if (!result.ok && !(next === false && result.error.code === 'not-found')) {
      setSaved(!next);
      setError(result.error.message);
    } else refreshVisitor();
  };

  return (
    <span className="save-button">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-pressed={saved}
        onClick={toggle}
        disabled={busy || unknown}
        data-testid="save-button"
      >
        {/* The name stays "Bewaren" (a toggle's label never changes); aria-pressed and the star say the state. */}
        <span aria-hidden="true">{saved ? '★' : '☆'}</span> Bewaren
        {title ? <span className="visually-hidden">: {title}</span> : null}
      </button>
      <InlineError message={error} />
    </span>
  );
}
