'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { callAccountApi, type ApiError } from '@/lib/http/call-route';
import { DELETE_CONFIRMATION_WORD } from '@vacaturesite/shared/accounts';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormField } from '@/components/forms/FormField';
import { NewPasswordFields } from './NewPasswordForm';
import { useAccountForm } from '@/components/forms/useAccountForm';
import { useLogout, useSessionNavigation } from '@/lib/session/useSession';
import { refreshVisitor } from '@/components/layout/VisitorContext';

export function ProfileForm({ firstName, lastName }: { firstName: string; lastName: string }) {
  const { form, formError, submitTo, field } = useAccountForm(() => import('@/features/account/schemas').then((s) => s.profileSchema), {
    firstName,
    lastName,
  });
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const { isSubmitting } = form.formState;
  const onSubmit = submitTo(
    '/api/account',
    (_result, values) => {
      form.reset(values);
      setSaved(true);
      router.refresh();
      refreshVisitor();
    },
    { method: 'PUT' },
  );
  return (
    <form
      method="post"
      className="form"
      noValidate
      aria-label="Gegevens wijzigen"
      onSubmit={(event) => {
        setSaved(false);
        return onSubmit(event);
      }}
    >
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      {saved ? <FormAlert kind="success">Je gegevens zijn opgeslagen.</FormAlert> : null}
      <div className="form__row">
        <FormField label="Voornaam" autoComplete="given-name" {...field('firstName')} />
        <FormField label="Achternaam" autoComplete="family-name" {...field('lastName')} />
      </div>
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Bezig met opslaan…' : 'Gegevens opslaan'}
      </button>
    </form>
  );
}

/** `email` feeds a hidden username field, so password managers know which account changes. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { form, formError, submitTo, field } = useAccountForm(
    () => import('@/features/account/schemas').then((s) => s.changePasswordSchema),
    {
      currentPassword: '',
      password: '',
      passwordConfirmation: '',
    },
  );
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const { isSubmitting } = form.formState;
  const onSubmit = submitTo('/api/auth/change-password', () => {
    form.reset();
    setSaved(true);
    router.refresh();
  });
  return (
    <form
      method="post"
      className="form"
      noValidate
      aria-label="Wachtwoord wijzigen"
      onSubmit={(event) => {
        setSaved(false);
        return onSubmit(event);
      }}
    >
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      {saved ? <FormAlert kind="success">Je wachtwoord is gewijzigd.</FormAlert> : null}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField label="Huidig wachtwoord" type="password" autoComplete="current-password" {...field('currentPassword')} />
      <NewPasswordFields password={field('password')} confirmation={field('passwordConfirmation')} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Bezig met opslaan…' : 'Wachtwoord wijzigen'}
      </button>
    </form>
  );
}

export function LogoutButton() {
  const { logout, error, busy } = useLogout();
  return (
    <>
      {error ? <FormAlert>{error.message}</FormAlert> : null}
      <button type="button" className="button button--secondary" onClick={logout} disabled={busy}>
        {busy ? 'Bezig met uitloggen…' : 'Uitloggen'}
      </button>
    </>
  );
}

/** Ends every session of the account: other browsers, a phone, a computer someone else still uses. */
export function LogoutEverywhereButton() {
  const { logout, error, busy } = useLogout('/api/auth/logout-everywhere');
  return (
    <>
      {error ? <FormAlert>{error.message}</FormAlert> : null}
      <p>Ben je nog ingelogd op een ander apparaat, of vertrouw je het niet? Log dan overal tegelijk uit, ook hier.</p>
      <button type="button" className="button button--secondary" onClick={logout} disabled={busy}>
        {busy ? 'Bezig met uitloggen…' : 'Overal uitloggen'}
      </button>
    </>
  );
}

/** Two steps: open the confirmation, type the word, then delete. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const navigate = useSessionNavigation();
  const inputId = useId();
  const confirmed = word.trim() === DELETE_CONFIRMATION_WORD;

  if (!open) {
    return (
      <button type="button" className="button button--danger" onClick={() => setOpen(true)} aria-expanded={false}>
        Account verwijderen…
      </button>
    );
  }
  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    const result = await callAccountApi('/api/account', { method: 'DELETE', body: { confirmation: word.trim() } });
    setBusy(false);
    if (result.ok) navigate('/account/verwijderd');
    else setError(result.error);
  };
  return (
    <form method="post" className="form danger-zone" noValidate aria-label="Account verwijderen bevestigen" onSubmit={remove}>
      {error ? <FormAlert>{error.message}</FormAlert> : null}
      <p>
        <strong>Let op:</strong> je account en alles wat erbij hoort worden definitief verwijderd. Dit kun je niet ongedaan maken.
      </p>
      <div className="field">
        <label htmlFor={inputId}>Typ {DELETE_CONFIRMATION_WORD} om te bevestigen</label>
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={word}
          onChange={(event) => setWord(event.target.value)}
          autoFocus
        />
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--danger" disabled={!confirmed || busy}>
          {busy ? 'Bezig met verwijderen…' : 'Ja, verwijder mijn account'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setOpen(false);
            setWord('');
            setError(null);
          }}
        >
          Annuleren
        </button>
      </div>
    </form>
  );
}
