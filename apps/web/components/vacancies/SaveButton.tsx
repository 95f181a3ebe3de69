'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { refreshVisitor, useVisitor } from '@/components/layout/VisitorContext';
import { InlineError } from '@/components/forms/InlineError';
import { OFFLINE_ERROR, type ApiResult } from '@/lib/http/results';

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
 * Signed-out visitors are sent to sign in, told why (issue 35), and come back to the same page with
 * `bewaar={vacancyId}`, which saves it once they are known as signed in.
 */
export const SAVE_AFTER_SIGN_IN = 'bewaar';
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

  const save = async (next: boolean) => {
    setSaved(next);
    setBusy(true);
    setError(null);
    // The account client loads with the first click: the save buttons are on every list and vacancy,
    // where it was most of their first-load weight (issue 14).
    const result: ApiResult = await import('@/lib/http/call-route').then(
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

  // Back from signing in to save this vacancy: save it, once, and take the wish out of the address.
  useEffect(() => {
    if (!signedIn || unknown) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get(SAVE_AFTER_SIGN_IN) !== vacancyId) return;
    url.searchParams.delete(SAVE_AFTER_SIGN_IN);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (!saved) void save(true);
    // Runs when the visitor becomes known; `saved` and `save` are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, unknown, vacancyId]);

  const toggle = async () => {
    if (!signedIn) {
      const here = new URL(window.location.href);
      here.searchParams.set(SAVE_AFTER_SIGN_IN, vacancyId);
      router.push(`/inloggen?reden=bewaren&terug=${encodeURIComponent(`${here.pathname}${here.search}`)}`);
      return;
    }
    await save(!saved);
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
