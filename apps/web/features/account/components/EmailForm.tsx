'use client';

import { useState, type ReactNode } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormField } from '@/components/forms/FormField';
import { useAccountForm } from '@/components/forms/useAccountForm';
import { prepareBotCheck } from '@/lib/bot-check/client';

/**
 * An e-mail address and a button, for requests that answer the same for every address: a reset
 * link, a new confirmation mail, a new activation link.
 */
export function EmailForm({
  endpoint,
  label,
  submitLabel,
  done,
  defaultEmail = '',
}: {
  endpoint: string;
  label: string;
  submitLabel: string;
  done: ReactNode;
  defaultEmail?: string;
}) {
  const { form, formError, submitTo, field } = useAccountForm(
    () => import('@/features/account/schemas').then((s) => s.forgotPasswordSchema),
    { email: defaultEmail },
  );
  const [sent, setSent] = useState(false);
  const { isSubmitting } = form.formState;

  if (sent) return <FormAlert kind="success">{done}</FormAlert>;
  return (
    <form
      onFocus={prepareBotCheck}
      method="post"
      className="form"
      noValidate
      aria-label={label}
      onSubmit={submitTo(endpoint, () => setSent(true))}
    >
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      <FormField label="E-mailadres" type="email" autoComplete="email" {...field('email')} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Bezig met versturen…' : submitLabel}
      </button>
    </form>
  );
}
