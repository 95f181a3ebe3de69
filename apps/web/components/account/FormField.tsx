'use client';

import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
};

/**
 * One labelled input with its hint and its error (red small text under the field, announced, and
 * tied to the input with aria-describedby so screen readers read it with the field).
 */
export function FormField({ label, registration, error, hint, type = 'text', autoComplete, required = true }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-fout`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...registration}
      />
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
