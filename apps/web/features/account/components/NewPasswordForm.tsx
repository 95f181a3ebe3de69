'use client';

import type { ReactNode } from 'react';
import { Link } from '@/components/layout/Link';
import type { ApiError } from '@/lib/http/call-route';
import { PASSWORD_MIN_LENGTH } from '@vacaturesite/shared/accounts';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormField } from '@/components/forms/FormField';
import { useAccountForm, useSessionNavigation } from '@/components/forms/useAccountForm';

export const LINK_ERRORS = new Set(['invalid-action-code', 'expired-action-code']);

/** What useAccountForm's field() gives for one field. */
type Field = ReturnType<ReturnType<typeof useAccountForm>['field']>;

export function NewPasswordFields({ password, confirmation }: { password: Field; confirmation: Field }) {
  return (
    <>
      <FormField
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        hint={`Minstens ${PASSWORD_MIN_LENGTH} tekens.`}
        {...password}
      />
      <FormField label="Herhaal nieuw wachtwoord" type="password" autoComplete="new-password" {...confirmation} />
    </>
  );
}

function ErrorWithNextStep({ error, again }: { error: ApiError; again: ReactNode }) {
  return (
    <FormAlert>
      <p>{error.message}</p>
      {LINK_ERRORS.has(error.code) ? <p>{again}</p> : null}
      {error.code === 'email-not-confirmed' ? (
        <p>
          <Link href="/email-valideren">Stuur mij een nieuwe bevestigingsmail</Link>
        </p>
      ) : null}
    </FormAlert>
  );
}

/** /wachtwoord-reset: a new password with the mailed code; signed in afterwards. */
export function ResetPasswordForm({ code }: { code: string }) {
  const { form, formError, submitTo, field } = useAccountForm(
    () => import('@/features/account/schemas').then((s) => s.resetPasswordSchema),
    { code, password: '', passwordConfirmation: '' },
  );
  const navigate = useSessionNavigation();
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      method="post"
      className="form"
      noValidate
      aria-label="Nieuw wachtwoord kiezen"
      onSubmit={submitTo('/api/auth/reset-password', () => navigate('/account'))}
    >
      {formError ? (
        <ErrorWithNextStep error={formError} again={<Link href="/wachtwoord-vergeten">Vraag een nieuwe link aan</Link>} />
      ) : null}
      {errors.code?.message ? <FormAlert>{errors.code.message}</FormAlert> : null}
      <input type="hidden" {...form.register('code')} />
      <NewPasswordFields password={field('password')} confirmation={field('passwordConfirmation')} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Bezig met opslaan…' : 'Wachtwoord opslaan'}
      </button>
    </form>
  );
}

/**
 * /account-activeren: the first password of an account made for the visitor; signed in afterwards.
 * A dead link is handed to the page (`onLinkError`), which then offers a new one.
 */
export function ActivateAccountForm({ token, onLinkError }: { token: string; onLinkError: (error: ApiError) => void }) {
  const { form, formError, submitTo, field } = useAccountForm(() => import('@/features/account/schemas').then((s) => s.activateSchema), {
    token,
    password: '',
    passwordConfirmation: '',
  });
  const navigate = useSessionNavigation();
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submitTo('/api/auth/activate', () => navigate('/account'), {
    onError: (error) => {
      if (!LINK_ERRORS.has(error.code)) return false;
      onLinkError(error);
      return true;
    },
  });
  return (
    <form method="post" className="form" noValidate aria-label="Account activeren" onSubmit={onSubmit}>
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      {errors.token?.message ? <FormAlert>{errors.token.message}</FormAlert> : null}
      <input type="hidden" {...form.register('token')} />
      <NewPasswordFields password={field('password')} confirmation={field('passwordConfirmation')} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Bezig met activeren…' : 'Account activeren'}
      </button>
    </form>
  );
}
