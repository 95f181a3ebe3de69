'use client';

import { useEffect, useState } from 'react';
import { callAccountApi } from '@/lib/http/call-route';
import {
  browserPushEnv,
  currentProblem,
  enableNotifications,
  getMessagingToken,
  PUSH_PROBLEM_MESSAGES,
  type PushProblem,
} from '@/lib/push/browser';
import { syncToken, turnOffPush } from '@/lib/push/client';

type State = { kind: 'checking' } | { kind: 'off' } | { kind: 'on'; endpoint: string } | { kind: 'problem'; problem: PushProblem };

const UNAVAILABLE =
  'Meldingen zijn op dit moment niet beschikbaar. Probeer het later nog eens; je vacature-alerts per e-mail komen gewoon aan.';

/**
 * Push notifications in this browser (docs/decisions/009). Nothing is asked until the visitor clicks
 * "Meldingen aanzetten"; on load it only looks whether push is already on (and renews a token older
 * than 7 days). Every state that is not "on" is explained in Dutch, calmly.
 */
export function PushSettings({ publicKey }: { publicKey: string | null }) {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (!publicKey) return;
    const env = browserPushEnv();
    const problem = currentProblem(env);
    if (problem) return setState({ kind: 'problem', problem });
    let active = true;
    getMessagingToken(env, publicKey)
      .then(async (result) => {
        if (result.token) await syncToken(result);
        if (active) setState(result.token ? { kind: 'on', endpoint: result.token.endpoint } : { kind: 'off' });
      })
      .catch(() => active && setState({ kind: 'off' }));
    return () => {
      active = false;
    };
  }, [publicKey]);

  if (!publicKey)
    return (
      <p className="push-settings" data-testid="push-status">
        {UNAVAILABLE}
      </p>
    );

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setNote(null);
    await work();
    setBusy(false);
  };

  const enable = () =>
    run(async () => {
      const result = await enableNotifications(browserPushEnv(), publicKey);
      if (result.ok === false) return setState({ kind: 'problem', problem: result.problem });
      const saved = await syncToken(result);
      if (saved.ok) setState({ kind: 'on', endpoint: result.token!.endpoint });
      else setNote(saved.error.message);
    });

  const disable = () =>
    run(async () => {
      const result = await turnOffPush();
      if (result.ok) setState({ kind: 'off' });
      else setNote(result.error.message);
    });

  const test = (endpoint: string) =>
    run(async () => {
      const result = await callAccountApi('/api/push/subscriptions/test', { body: { endpoint } });
      setNote(result.ok ? 'Testmelding verstuurd. Je ziet hem zo verschijnen.' : result.error.message);
    });

  return (
    <div className="push-settings">
      <p data-testid="push-status" role="status">
        {state.kind === 'checking' ? 'Even kijken of meldingen aanstaan…' : null}
        {state.kind === 'off' ? 'Meldingen staan uit in deze browser.' : null}
        {state.kind === 'on' ? 'Meldingen staan aan in deze browser.' : null}
        {state.kind === 'problem' ? PUSH_PROBLEM_MESSAGES[state.problem] : null}
      </p>
      <div className="form__actions">
        {state.kind === 'on' ? (
          <>
            <button type="button" className="button button--secondary" onClick={() => test(state.endpoint)} disabled={busy}>
              Testmelding sturen
            </button>
            <button type="button" className="button button--secondary" onClick={disable} disabled={busy}>
              Meldingen uitzetten
            </button>
          </>
        ) : state.kind === 'off' || (state.kind === 'problem' && state.problem !== 'unsupported' && state.problem !== 'no-indexeddb') ? (
          <button type="button" className="button" onClick={enable} disabled={busy}>
            Meldingen aanzetten
          </button>
        ) : null}
      </div>
      {note ? <p className="push-settings__note">{note}</p> : null}
    </div>
  );
}
