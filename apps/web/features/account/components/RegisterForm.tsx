'use client';

import { useState } from 'react';
import { Link } from '@/components/layout/Link';
import { PASSWORD_MIN_LENGTH } from '@vacaturesite/shared/accounts';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormField } from '@/components/forms/FormField';
import { useAccountForm, useSessionNavigation } from '@/components/forms/useAccountForm';
import { prepareBotCheck } from '@/lib/bot-check/client';

export function RegisterForm() {
  const { form, formError, submitTo, field } = useAccountForm(() => import('@/features/account/schemas').then((s) => s.registerSchema), {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    passwordConfirmation: '',
  });
  const navigate = useSessionNavigation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  if (sentTo) {
    return (
      <FormAlert kind="success">
        <h2>Bijna klaar: bevestig je e-mailadres</h2>
        <p>
          We hebben een e-mail gestuurd naar <strong>{sentTo}</strong>. Klik op de link in die mail om je account te activeren. Daarna kun
          je inloggen.
        </p>
        <p>
          Geen mail gekregen? Kijk ook in je map met ongewenste mail, of{' '}
          <Link href="/email-valideren">vraag een nieuwe bevestigingsmail aan</Link>.
        </p>
      </FormAlert>
    );
  }

  return (
    <form
      onFocus={prepareBotCheck}
      method="post"
      className="form"
      noValidate
      aria-label="Registreren"
      onSubmit={submitTo<{ needsConfirmation?: boolean }>('/api/auth/register', (result, values) => {
        if (result.needsConfirmation) setSentTo(values.email);
        else navigate('/account');
      })}
    >
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      <div className="form__row">
        <FormField label="Voornaam" autoComplete="given-name" {...field('firstName')} />
        <FormField label="Achternaam" autoComplete="family-name" {...field('lastName')} />
      </div>
      <FormField label="E-mailadres" type="email" autoComplete="email" {...field('email')} />
      <FormField
        label="Wachtwoord"
        type="password"
        autoComplete="new-password"
        hint={`Minstens ${PASSWORD_MIN_LENGTH} tekens.`}
        {...field('password')}
      />
      <FormField label="Herhaal wachtwoord" type="password" autoComplete="new-password" {...field('passwordConfirmation')} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Bezig met registreren…' : 'Account aanmaken'}
      </button>
    </form>
  );
}
