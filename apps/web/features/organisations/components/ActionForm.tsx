'use client';

import { useActionState, type ReactNode } from 'react';

/**
 * What a Server Action of the organisation pages answers: a Dutch message, success or not; `secret`, a
 * value shown this once (a new API key, a webhook's signing secret) to copy now.
 */
export type ActionState = { ok: boolean; message: string; secret?: string } | null;

type Props = {
  action: (state: ActionState, form: FormData) => Promise<ActionState>;
  submitLabel: string;
  busyLabel: string;
  children?: ReactNode;
  variant?: 'primary' | 'secondary' | 'danger';
  label?: string;
};

/**
 * One form, one Server Action (decision 056): works without JavaScript too (a plain POST), and with it
 * shows the Dutch answer beside the button and keeps the button busy meanwhile.
 */
export function ActionForm({ action, submitLabel, busyLabel, children, variant = 'secondary', label }: Props) {
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} className="form" aria-label={label}>
      {children}
      <button type="submit" className={variant === 'primary' ? 'button' : `button button--${variant}`} disabled={pending}>
        {pending ? busyLabel : submitLabel}
      </button>
      {state ? (
        <p role={state.ok ? 'status' : 'alert'} className={state.ok ? 'form__aside' : 'field__error'}>
          {state.message}
        </p>
      ) : null}
      {state?.secret ? (
        <p className="organisation__secret">
          <code data-testid="secret">{state.secret}</code>
        </p>
      ) : null}
    </form>
  );
}
