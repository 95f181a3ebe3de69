'use client';

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'date' | 'url' | 'file';
  autoComplete?: string;
  required?: boolean;
  /** A multi-line text (`rows` high) or a choice from `options` instead of a one-line input. */
  as?: 'input' | 'textarea' | 'select';
  rows?: number;
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Anything else the input needs (`accept`, `inputMode`, `min`, `max`…). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
};

/**
 * One labelled input with its hint and its error (red small text under the field, announced, and
 * tied to the input with aria-describedby so screen readers read it with the field).
 */
export function FormField({
  label,
  registration,
  error,
  hint,
  type = 'text',
  autoComplete,
  required = true,
  as = 'input',
  rows = 5,
  options = [],
  inputProps,
}: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-fout`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    ...registration,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {as === 'textarea' ? (
        <textarea rows={rows} {...common} />
      ) : as === 'select' ? (
        <select {...common}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input type={type} {...inputProps} {...common} />
      )}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
